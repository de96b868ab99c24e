import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { userRegister, userResetCodeReset, userResetCodeSend } from '@crossmart/api-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../config/config-error'
import { outcome } from '../test-support/commerce-outcome'
import { startTestServer, type TestServer } from '../test-support/test-server'
import { createHttpSmsSender } from './http-sms-sender'
import { DEFAULT_SMS_TIMEOUT_MS, loadSmsConfig, type SmsConfig } from './sms-config'
import { SmsDeliveryError } from './sms-sender'

interface Received {
  method: string | undefined
  path: string | undefined
  headers: IncomingMessage['headers']
  body: unknown
}

/** A provider on 127.0.0.1 that records each request and answers what the test says. */
function fakeProvider() {
  const received: Received[] = []
  let answer: { status: number; delayMs?: number } = { status: 202 }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        method: req.method,
        path: req.url,
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      })
      const reply = () => {
        res.statusCode = answer.status
        res.end('{"id":"msg-1"}')
      }
      if (answer.delayMs) setTimeout(reply, answer.delayMs)
      else reply()
    })
  })
  return {
    received,
    answer: (next: typeof answer) => {
      answer = next
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('HTTP SMS provider', () => {
  const provider = fakeProvider()
  let url: string
  const config = (extra: Partial<Extract<SmsConfig, { kind: 'webhook' }>> = {}) =>
    ({ kind: 'webhook', url, token: 'secret-token', from: 'CrossMart', timeoutMs: 2_000, ...extra }) as const
  beforeAll(async () => {
    url = await provider.start()
  })
  beforeEach(() => {
    provider.received.length = 0
    provider.answer({ status: 202 })
  })
  afterAll(async () => {
    await provider.close()
  })

  it('POSTs {to, text, from} as JSON with the bearer token', async () => {
    await createHttpSmsSender(config()).send({ to: '+66812345678', text: '123456 is your code' })
    expect(provider.received).toHaveLength(1)
    const [request] = provider.received
    expect(request).toMatchObject({ method: 'POST', path: '/v1/messages' })
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers.authorization).toBe('Bearer secret-token')
    expect(request!.body).toEqual({ to: '+66812345678', text: '123456 is your code', from: 'CrossMart' })
  })

  it('sends no token or from when none is configured', async () => {
    await createHttpSmsSender(config({ token: undefined, from: undefined })).send({ to: '+1', text: 'x' })
    expect(provider.received[0]!.headers.authorization).toBeUndefined()
    expect(provider.received[0]!.body).toEqual({ to: '+1', text: 'x' })
  })

  it('a refusal, an unreachable provider and a slow one are SmsDeliveryErrors without the text', async () => {
    provider.answer({ status: 500 })
    const refused = createHttpSmsSender(config()).send({ to: '+1', text: 'code 424242' })
    await expect(refused).rejects.toBeInstanceOf(SmsDeliveryError)
    await expect(refused).rejects.toThrow('SMS provider answered HTTP 500')
    await expect(refused).rejects.not.toThrow('424242')
    const closed = createHttpSmsSender(config({ url: 'http://127.0.0.1:1/none' })).send({
      to: '+1',
      text: 'x',
    })
    await expect(closed).rejects.toThrow('SMS provider unreachable')
    provider.answer({ status: 200, delayMs: 500 })
    const slow = createHttpSmsSender(config({ timeoutMs: 50 })).send({ to: '+1', text: 'x' })
    await expect(slow).rejects.toThrow('SMS provider timed out')
  })

  describe('a whole password reset through the provider', () => {
    let t: TestServer
    beforeAll(async () => {
      t = await startTestServer('pglite', { seed: false, sms: createHttpSmsSender(config()) })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('the phone shopper reads the code from the provider and sets a new password', async () => {
      const mobile = '+66891234567'
      await t.client().call(userRegister, {
        username: `smsuser${Date.now().toString(36)}`,
        mobile,
        password: 'secret123',
        confirmPassword: 'secret123',
      })
      await t.client().call(userResetCodeSend, { account: mobile })
      await t.server.services.sms.settled()
      const sent = provider.received.find((r) => (r.body as { to: string }).to === mobile)
      const code = /\b(\d{6})\b/.exec((sent?.body as { text: string } | undefined)?.text ?? '')?.[1] ?? ''
      await t.client().call(userResetCodeReset, {
        account: mobile,
        code,
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      })
      expect(await outcome(t.login(mobile, 'brandnew1'))).toBe(1)
    })
  })
})

describe('SMS configuration', () => {
  it.each([
    [{}, { kind: 'dev' }],
    [{ SMS_WEBHOOK_URL: ' ' }, { kind: 'dev' }],
    [
      { SMS_WEBHOOK_URL: 'https://sms.example.com/send', SMS_WEBHOOK_TOKEN: 't0k', SMS_FROM: 'CrossMart' },
      {
        kind: 'webhook',
        url: 'https://sms.example.com/send',
        token: 't0k',
        from: 'CrossMart',
        timeoutMs: DEFAULT_SMS_TIMEOUT_MS,
      },
    ],
    [
      { SMS_WEBHOOK_URL: 'http://127.0.0.1:9000', SMS_TIMEOUT_MS: '2500' },
      { kind: 'webhook', url: 'http://127.0.0.1:9000', token: undefined, from: undefined, timeoutMs: 2500 },
    ],
  ])('%j', (env, expected) => {
    expect(loadSmsConfig(env)).toEqual(expected)
  })

  it.each([
    [{ SMS_WEBHOOK_URL: 'sms.example.com' }, 'SMS_WEBHOOK_URL must be an http(s) URL'],
    [{ SMS_WEBHOOK_URL: 'https://x.example', SMS_TIMEOUT_MS: 'soon' }, 'SMS_TIMEOUT_MS must be'],
    [{ SMS_WEBHOOK_URL: 'https://x.example', SMS_TIMEOUT_MS: '0' }, 'SMS_TIMEOUT_MS must be'],
    [{ SMS_WEBHOOK_TOKEN: 'orphan' }, 'SMS_WEBHOOK_TOKEN and SMS_FROM need SMS_WEBHOOK_URL'],
  ])('refuses %j', (env, message) => {
    expect(() => loadSmsConfig(env)).toThrow(ConfigError)
    expect(() => loadSmsConfig(env)).toThrow(message)
  })
})
