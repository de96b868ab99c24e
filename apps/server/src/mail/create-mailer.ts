import type { Clock } from '../clock'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { createDevMailer } from './dev-mailer'
import type { MailConfig } from './mail-config'
import type { Mailer } from './mailer'
import { createSmtpMailer } from './smtp-mailer'

/** The mailer the configuration asks for (server README "Mail"): SMTP when SMTP_HOST is set, else development. */
export function createMailer(
  config: MailConfig,
  deps: { db: Database; logger: Logger; clock: Clock },
): Mailer {
  return config.kind === 'smtp' ? createSmtpMailer(config) : createDevMailer(deps)
}
