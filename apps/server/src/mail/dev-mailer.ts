import { desc } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, Executor } from '../db/database'
import { devMail } from '../db/schema'
import type { Logger } from '../http/logger'
import type { Mailer } from './mailer'

/**
 * The default mailer (server README "Mail"): nothing leaves the machine. Each message is written to the server
 * log and kept in `dev_mail`, where `ops mail` shows it (so a developer, or a browser test, can read
 * a reset code without a mail server).
 */
export function createDevMailer({
  db,
  logger,
  clock,
}: {
  db: Database
  logger: Logger
  clock: Clock
}): Mailer {
  return {
    async send(message) {
      await db.insert(devMail).values({ ...message, createdAt: new Date(clock.now()) })
      logger.info('development mail (not sent; see `ops mail`)', {
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
    },
  }
}

export interface StoredMail {
  id: number
  to: string
  subject: string
  text: string
  createdAt: string
}

/** The newest development mail first (`ops mail [--limit N]`). */
export async function listDevMail(db: Executor, limit = 10): Promise<StoredMail[]> {
  const rows = await db.select().from(devMail).orderBy(desc(devMail.id)).limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
