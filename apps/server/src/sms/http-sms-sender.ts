import type { SmsConfig } from './sms-config'
import { SmsDeliveryError, type SmsSender } from './sms-sender'

type WebhookConfig = Extract<SmsConfig, { kind: 'webhook' }>

/**
 * Text messages through an HTTP provider (server README "SMS"): one JSON POST `{to, text, from?}`
 * per message, `Authorization: Bearer` when a token is set. Any 2xx is taken; anything else, a
 * network failure or no answer within the timeout is an SmsDeliveryError (whose text never carries
 * the message: it holds a code).
 */
export function createHttpSmsSender(config: WebhookConfig, deps: { fetch?: typeof fetch } = {}): SmsSender {
  const send = deps.fetch ?? fetch
  return {
    async send(message) {
      let response: Response
      try {
        response = await send(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
          },
          body: JSON.stringify({
            to: message.to,
            text: message.text,
            ...(config.from ? { from: config.from } : {}),
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        })
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable'
        throw new SmsDeliveryError(`SMS provider ${reason}`, { cause: error })
      }
      // The body is read (and dropped) so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${response.status}`)
    },
  }
}
