import { and, count, eq } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { orders } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { RefusalError } from '../../http/refusal-error'

/**
 * Server README "Security": an account with no money could open unpaid orders without end. A user may have
 * at most this many orders awaiting payment; pay or cancel one to order again. 50 keeps the
 * documented concurrency scenario (50 unpaid orders paid at once, money-concurrency.test.ts).
 */
export const MAX_UNPAID_ORDERS_PER_USER = 50

/** Inside the checkout's transaction, serialized per user so parallel checkouts cannot overshoot. */
export async function assertUnpaidOrdersBelowLimit(tx: Transaction, userId: number): Promise<void> {
  await lockForTransaction(tx, `checkout:${userId}`)
  const [row] = await tx
    .select({ unpaid: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.state, 'awaiting_payment')))
  if ((row?.unpaid ?? 0) >= MAX_UNPAID_ORDERS_PER_USER) {
    throw new RefusalError('order.tooManyUnpaid', { params: { max: MAX_UNPAID_ORDERS_PER_USER } })
  }
}
