import { ConfigError } from '../config/config-error'

/** How mail goes out. `dev` (default) logs it and keeps it for `ops mail`. */
export type MailConfig =
  | { kind: 'dev' }
  | {
      kind: 'smtp'
      host: string
      port: number
      /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
      secure: boolean
      user: string | undefined
      pass: string | undefined
      from: string
    }

export const DEFAULT_MAIL_FROM = 'CrossMart <no-reply@crossmart.local>'

/**
 * SMTP_HOST turns SMTP on; SMTP_PORT (587, or 465 when SMTP_SECURE), SMTP_SECURE (1/true: implicit
 * TLS), SMTP_USER + SMTP_PASS (both or neither), MAIL_FROM (the From header). README "Mail".
 */
export function loadMailConfig(env: Readonly<Record<string, string | undefined>>): MailConfig {
  const host = env['SMTP_HOST']?.trim()
  if (!host) return { kind: 'dev' }
  const secureRaw = env['SMTP_SECURE']?.trim().toLowerCase()
  const secure = secureRaw === '1' || secureRaw === 'true'
  if (secureRaw && !secure && secureRaw !== '0' && secureRaw !== 'false')
    throw new ConfigError(`SMTP_SECURE must be 0, 1, true or false, got "${env['SMTP_SECURE']}"`)
  const portRaw = env['SMTP_PORT']?.trim()
  const port = portRaw ? Number(portRaw) : secure ? 465 : 587
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`SMTP_PORT must be a port number, got "${portRaw}"`)
  const user = env['SMTP_USER'] || undefined
  const pass = env['SMTP_PASS'] || undefined
  if ((user === undefined) !== (pass === undefined))
    throw new ConfigError('SMTP_USER and SMTP_PASS go together: set both or neither')
  return { kind: 'smtp', host, port, secure, user, pass, from: env['MAIL_FROM']?.trim() || DEFAULT_MAIL_FROM }
}
