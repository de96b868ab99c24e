import type { NotificationTargetType, NotificationTemplateKey } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { notifications, users } from '../../db/schema'

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

/** A platform announcement to every shopper (not staff), in one statement; returns how many. */
export async function announceToShoppers(
  tx: Transaction,
  announcement: { title: string; body: string },
  at: Date,
): Promise<number> {
  const params = JSON.stringify({ title: announcement.title, body: announcement.body })
  const rows = await tx.execute(sql`
    insert into ${notifications} (user_id, template_key, params, created_at)
    select ${users.id}, 'notification.platformAnnouncement', ${params}::jsonb, ${at.toISOString()}::timestamptz
    from ${users} where ${users.role} = 'shopper'
    returning id`)
  return Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0)
}
