import type { MyComplaint } from '@crossmart/api-client'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { complaintResolutions, complaints, orders } from '../../db/schema'

export interface MyComplaintsQuery {
  orderId?: number | undefined
  page: number
  limit: number
}

/**
 * Issue #31 "Complaints can be followed": the shopper's own complaints, newest first, each with
 * its state (open until an operator's resolution note closes it) and that note. Scoped by the
 * session's user id in the query itself, so another shopper's complaint (or order) never shows;
 * `orderId` narrows the list to one order's complaints (the order page shows its complaint).
 */
export async function listMyComplaints(db: Executor, userId: number, query: MyComplaintsQuery) {
  const where = and(
    eq(complaints.userId, userId),
    query.orderId === undefined ? undefined : eq(complaints.orderId, query.orderId),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        complaint: complaints,
        orderSn: orders.orderSn,
        note: complaintResolutions.note,
        resolvedAt: complaintResolutions.resolvedAt,
      })
      .from(complaints)
      .leftJoin(orders, eq(orders.id, complaints.orderId))
      .leftJoin(complaintResolutions, eq(complaintResolutions.complaintId, complaints.id))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(complaints).where(where),
  ])
  const list: MyComplaint[] = rows.map(({ complaint, orderSn, note, resolvedAt }) => ({
    id: complaint.id,
    kind: complaint.orderId === null ? 'platform' : 'order',
    orderId: complaint.orderId,
    orderSn,
    content: complaint.content,
    certificate: complaint.certificate,
    createdAt: complaint.createdAt.toISOString(),
    state: note === null || resolvedAt === null ? 'open' : 'resolved',
    resolution: note === null || resolvedAt === null ? null : { note, at: resolvedAt.toISOString() },
  }))
  return { list, total: total?.value ?? 0, page: query.page, limit: query.limit }
}
