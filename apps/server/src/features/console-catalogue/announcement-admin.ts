import type { AnnouncementInput, ConsoleAnnouncement } from '@crossmart/api-client'
import { count, desc, eq, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { announcements, notifications } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { recordAudit } from '../console/audit-log'
import type { AuditActor } from '../console/console-actor'
import { announceToShoppers } from '../notifications/record-notification'

/** The console shows the latest announcements; older ones stay in shoppers' notifications. */
export const ANNOUNCEMENTS_LISTED = 200

const announcementNotFound = () => notFound('catalogue.announcementNotFound')

type AnnouncementRow = typeof announcements.$inferSelect

const toConsoleAnnouncement = (row: AnnouncementRow, recipients: number): ConsoleAnnouncement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  recipients,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The announcements (the console's and `ops announce`'s), newest first, with how many shoppers got each. */
export async function listAnnouncements(db: Executor): Promise<ConsoleAnnouncement[]> {
  const rows = await db
    .select({ announcement: announcements, recipients: count(notifications.id) })
    .from(announcements)
    .leftJoin(notifications, eq(notifications.announcementId, announcements.id))
    .groupBy(announcements.id)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENTS_LISTED)
  return rows.map((r) => toConsoleAnnouncement(r.announcement, r.recipients))
}

async function announcementOf(db: Executor, id: number): Promise<ConsoleAnnouncement> {
  const [row] = await db
    .select({ announcement: announcements, recipients: count(notifications.id) })
    .from(announcements)
    .leftJoin(notifications, eq(notifications.announcementId, announcements.id))
    .where(eq(announcements.id, id))
    .groupBy(announcements.id)
  if (!row) throw announcementNotFound()
  return toConsoleAnnouncement(row.announcement, row.recipients)
}

/**
 * A new announcement goes to every shopper at once (one notification each, as `ops announce`); an
 * edit corrects the text of every notification that carries it (read or not: it is the same
 * announcement). Logged with the actor: the console's operator or the command line.
 */
export async function saveAnnouncement(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  input: AnnouncementInput,
): Promise<ConsoleAnnouncement> {
  const title = input.title.trim()
  const body = input.body.trim()
  const now = new Date(clock.now())
  const id = await db.transaction(async (tx) => {
    if (input.id === undefined) {
      const sent = await announceToShoppers(tx, { title, body }, now)
      await recordAudit(tx, clock, actor, {
        action: 'announcement.add',
        targetType: 'announcement',
        targetId: sent.id,
        before: null,
        after: { title, body, recipients: sent.notified },
      })
      return sent.id
    }
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, input.id)).for('update')
    if (!before) throw announcementNotFound()
    await tx.update(announcements).set({ title, body, updatedAt: now }).where(eq(announcements.id, before.id))
    await tx
      .update(notifications)
      .set({ params: sql`jsonb_build_object('title', ${title}::text, 'body', ${body}::text)` })
      .where(eq(notifications.announcementId, before.id))
    await recordAudit(tx, clock, actor, {
      action: 'announcement.edit',
      targetType: 'announcement',
      targetId: before.id,
      before: { title: before.title, body: before.body },
      after: { title, body },
    })
    return before.id
  })
  return announcementOf(db, id)
}

/** Withdraws an announcement: it leaves every shopper's notifications (the rows cascade). */
export async function deleteAnnouncement(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  id: number,
): Promise<{ deleted: number }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(announcements).where(eq(announcements.id, id)).returning()
    if (!before) throw announcementNotFound()
    await recordAudit(tx, clock, actor, {
      action: 'announcement.delete',
      targetType: 'announcement',
      targetId: id,
      before: { title: before.title, body: before.body },
      after: null,
    })
  })
  return { deleted: id }
}
