import { desc } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, Executor } from '../db/database'
import { devSms } from '../db/schema'
import type { Logger } from '../http/logger'
import type { SmsSender } from './sms-sender'

/**
 * The default SMS sender (server README "SMS"), the development mailer's twin: nothing leaves the
 * machine. Each message is written to the server log and kept in `dev_sms`, where `ops sms` shows it
 * (a developer, or a browser test, reads a phone shopper's reset code without a provider).
 */
export function createDevSmsSender({
  db,
  logger,
  clock,
}: {
  db: Database
  logger: Logger
  clock: Clock
}): SmsSender {
  return {
    async send(message) {
      await db.insert(devSms).values({ ...message, createdAt: new Date(clock.now()) })
      logger.info('development SMS (not sent; see `ops sms`)', { to: message.to, text: message.text })
    },
  }
}

export interface StoredSms {
  id: number
  to: string
  text: string
  createdAt: string
}

/** The newest development SMS first (`ops sms [--limit N]`). */
export async function listDevSms(db: Executor, limit = 10): Promise<StoredSms[]> {
  const rows = await db.select().from(devSms).orderBy(desc(devSms.id)).limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
