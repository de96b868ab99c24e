import type { Clock } from '../clock'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { createDevSmsSender } from './dev-sms-sender'
import { createHttpSmsSender } from './http-sms-sender'
import type { SmsConfig } from './sms-config'
import type { SmsSender } from './sms-sender'

/** The SMS sender the configuration asks for (server README "SMS"): HTTP when SMS_WEBHOOK_URL is set, else development. */
export function createSmsSender(
  config: SmsConfig,
  deps: { db: Database; logger: Logger; clock: Clock },
): SmsSender {
  return config.kind === 'webhook' ? createHttpSmsSender(config) : createDevSmsSender(deps)
}
