import type { NotificationTargetType, NotificationTemplateKey } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { announcements, notifications, users } from '../../db/schema'

export interface NotificationInput {
  userId: number
  templateKey: NotificationTemplateKey
  params: Readonly<Record<string, string | number>>
  target?: { type: NotificationTargetType; id: number } | undefined
  at: Date
}

/**
 * Writes one notification (/notification; server README "Notifications"). Takes a transaction on purpose: it is called in
 * the transaction of the event it reports, so a rolled-back event leaves no notification and a
 * committed one always has its notification.
 */
export async function recordNotification(tx: Transaction, input: NotificationInput): Promise<void> {
  await tx.insert(notifications).values({
    userId: input.userId,
    templateKey: input.templateKey,
    params: { ...input.params },
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    createdAt: input.at,
  })
}

/**
 * A platform announcement to every shopper (not staff): its row in `announcements` (issue #48: the
 * console lists, corrects and withdraws it) and one notification per shopper naming it, in two
 * statements; returns the announcement's id and how many shoppers were notified.
 */
export async function announceToShoppers(
  tx: Transaction,
  announcement: { title: string; body: string },
  at: Date,
): Promise<{ id: number; notified: number }> {
  const [row] = await tx
    .insert(announcements)
    .values({ title: announcement.title, body: announcement.body, createdAt: at, updatedAt: at })
    .returning({ id: announcements.id })
  if (!row) throw new Error('announcement insert returned no row')
  const params = JSON.stringify({ title: announcement.title, body: announcement.body })
  const rows = await tx.execute(sql`
    insert into ${notifications} (user_id, template_key, params, created_at, announcement_id)
    select ${users.id}, 'notification.platformAnnouncement', ${params}::jsonb, ${at.toISOString()}::timestamptz, ${row.id}
    from ${users} where ${users.role} = 'shopper'
    returning id`)
  const notified = Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0)
  return { id: row.id, notified }
}
