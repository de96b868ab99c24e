import type { QueueSettings } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { queueSettings } from '../../db/schema'

/** A service that saved no settings: always open, the default away text, 10 each, 15 minutes. */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  timeZone: 'UTC',
  hours: [],
  awayTexts: {},
  memberLimit: 10,
  noAnswerMinutes: 15,
}

/** The queue settings of a service (`mer_<shopId>` or `platform`). */
export async function loadQueueSettings(db: Executor, serviceId: string): Promise<QueueSettings> {
  const [row] = await db.select().from(queueSettings).where(eq(queueSettings.serviceId, serviceId))
  if (!row) return DEFAULT_QUEUE_SETTINGS
  return {
    timeZone: row.timeZone,
    hours: row.hours,
    awayTexts: row.awayTexts,
    memberLimit: row.memberLimit,
    noAnswerMinutes: row.noAnswerMinutes,
  }
}

/** Saves a service's settings; empty away texts are dropped (that language gets the default). */
export async function saveQueueSettings(
  db: Executor,
  clock: Clock,
  serviceId: string,
  input: QueueSettings,
): Promise<QueueSettings> {
  const awayTexts = Object.fromEntries(
    Object.entries(input.awayTexts).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
  )
  const hours = [...input.hours].sort((a, b) => a.day - b.day || a.from - b.from)
  const values = {
    timeZone: input.timeZone,
    hours,
    awayTexts,
    memberLimit: input.memberLimit,
    noAnswerMinutes: input.noAnswerMinutes,
    updatedAt: new Date(clock.now()),
  }
  await db
    .insert(queueSettings)
    .values({ serviceId, ...values })
    .onConflictDoUpdate({ target: queueSettings.serviceId, set: values })
  return loadQueueSettings(db, serviceId)
}
