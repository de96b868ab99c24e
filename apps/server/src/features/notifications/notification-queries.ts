import type { Notification } from '@crossmart/api-client'
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { notifications, refunds } from '../../db/schema'
import { notFound } from '../../http/refusal-error'

type Row = typeof notifications.$inferSelect

function toNotification(row: Row, refundOrderId: number | null): Notification {
  return {
    id: row.id,
    templateKey: row.templateKey as Notification['templateKey'],
    params: row.params,
    target:
      row.targetType === null || row.targetId === null
        ? null
        : {
            type: row.targetType,
            id: row.targetId,
            orderId: row.targetType === 'order' ? row.targetId : refundOrderId,
          },
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Unread notifications of the user (the me page badge). */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

/** One page of the user's notifications, newest first. */
export async function listNotifications(db: Executor, userId: number, page: number, limit: number) {
  const mine = eq(notifications.userId, userId)
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ row: notifications, refundOrderId: refunds.orderId })
      .from(notifications)
      .leftJoin(refunds, and(eq(notifications.targetType, 'refund'), eq(refunds.id, notifications.targetId)))
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ])
  return {
    list: rows.map((r) => toNotification(r.row, r.refundOrderId)),
    total: total?.n ?? 0,
    page,
    limit,
    unread,
  }
}

/** Marks one of the user's notifications read; another user's id answers not found. */
export async function markRead(db: Executor, clock: Clock, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  if (!row) throw notFound('notification.notFound')
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt: new Date(clock.now()) })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: Executor, clock: Clock, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date(clock.now()) })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id })
  return changed.length
}
