import { and, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { complaints, orders } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { claimOwnImages } from '../uploads/owned-images'

export interface ComplaintInput {
  content: string
  /** Issue #46: optional (a silent seller has nothing to photograph); blank or absent is none. */
  certificate?: string | undefined
}

async function insertComplaint(
  db: Database,
  clock: Clock,
  userId: number,
  orderId: number | null,
  input: ComplaintInput,
): Promise<{ id: number; createdAt: string }> {
  const certificate = input.certificate?.trim() ?? ''
  return db.transaction(async (tx) => {
    // README "Security": a picture given is one of the user's own uploads.
    await claimOwnImages(tx, clock, userId, certificate ? [certificate] : [])
    const [row] = await tx
      .insert(complaints)
      .values({
        userId,
        orderId,
        content: input.content,
        // '' is "no picture" (the column predates the optional certificate).
        certificate,
        createdAt: new Date(clock.now()),
      })
      .returning()
    return { id: row!.id, createdAt: row!.createdAt.toISOString() }
  })
}

/** shop-spec §5 Complaint about one of the user's own orders (content required, certificate optional: issue #46). */
export async function complainAboutOrder(
  db: Database,
  clock: Clock,
  userId: number,
  input: ComplaintInput & { orderId: number },
): Promise<{ id: number; createdAt: string }> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
  if (!order) throw notFound('order.notFound')
  return insertComplaint(db, clock, userId, order.id, input)
}

/** shop-spec §5 Complaint about the platform. */
export async function complainAboutPlatform(
  db: Database,
  clock: Clock,
  userId: number,
  input: ComplaintInput,
): Promise<{ id: number; createdAt: string }> {
  return insertComplaint(db, clock, userId, null, input)
}
