import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/database'
import { orders } from '../../db/schema'

/** Orders one sweep handles at most, so one run never holds the database for long. */
export const SWEEP_BATCH = 100

type OrderRow = typeof orders.$inferSelect

/**
 * The shape every order sweep shares (unpaid orders expiring, receipts confirmed by themselves):
 * read the first SWEEP_BATCH due ids, then handle each in its own transaction that locks the order
 * and checks `due` again, so a shopper's pay, cancel or confirm that got there first wins. `apply`
 * runs inside that transaction. Returns how many orders it applied to.
 */
export async function sweepDueOrders(
  db: Database,
  due: SQL | undefined,
  apply: (tx: Transaction, order: OrderRow) => Promise<void>,
): Promise<number> {
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(due)
    .orderBy(asc(orders.id))
    .limit(SWEEP_BATCH)
  let applied = 0
  for (const { id } of ids) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), due))
        .for('update')
      if (!order) return false
      await apply(tx, order)
      return true
    })
    if (done) applied += 1
  }
  return applied
}
