import * as z from 'zod/mini'
import { ConfigError } from '../config/config-error'

/** How text messages go out. `dev` (default) logs them and keeps them for `ops sms`. */
export type SmsConfig =
  | { kind: 'dev' }
  | {
      kind: 'webhook'
      /** The provider's endpoint: each message is one JSON POST there. */
      url: string
      /** Sent as `Authorization: Bearer <token>` when set. */
      token: string | undefined
      /** The sender name or number the provider shows (`from`), when set. */
      from: string | undefined
      /** A provider slower than this fails the delivery (the code is still valid; ask again later). */
      timeoutMs: number
    }

export const DEFAULT_SMS_TIMEOUT_MS = 10_000

const optionalText = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v) => v || undefined),
  ),
)

const smsEnvSchema = z.object({
  SMS_WEBHOOK_URL: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^https?:\/\/[^\s/]+/.test(value), {
        error: 'SMS_WEBHOOK_URL must be an http(s) URL',
      }),
    ),
  ),
  SMS_WEBHOOK_TOKEN: optionalText,
  SMS_FROM: optionalText,
  SMS_TIMEOUT_MS: z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 120_000),
        {
          error: 'SMS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 120000',
        },
      ),
    ),
  ),
})

/**
 * SMS_WEBHOOK_URL turns the HTTP provider on (any provider, or a relay in front of one, that takes
 * `{to, text, from?}` as JSON); SMS_WEBHOOK_TOKEN, SMS_FROM and SMS_TIMEOUT_MS go with it. A
 * malformed setting stops the start with a ConfigError naming it. README "SMS".
 */
export function loadSmsConfig(env: Readonly<Record<string, string | undefined>>): SmsConfig {
  const parsed = smsEnvSchema.safeParse({
    SMS_WEBHOOK_URL: env['SMS_WEBHOOK_URL'],
    SMS_WEBHOOK_TOKEN: env['SMS_WEBHOOK_TOKEN'],
    SMS_FROM: env['SMS_FROM'],
    SMS_TIMEOUT_MS: env['SMS_TIMEOUT_MS'],
  })
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '))
  const {
    SMS_WEBHOOK_URL: url,
    SMS_WEBHOOK_TOKEN: token,
    SMS_FROM: from,
    SMS_TIMEOUT_MS: timeout,
  } = parsed.data
  if (!url) {
    if (token !== undefined || from !== undefined)
      throw new ConfigError('SMS_WEBHOOK_TOKEN and SMS_FROM need SMS_WEBHOOK_URL')
    return { kind: 'dev' }
  }
  return { kind: 'webhook', url, token, from, timeoutMs: timeout ? Number(timeout) : DEFAULT_SMS_TIMEOUT_MS }
}
