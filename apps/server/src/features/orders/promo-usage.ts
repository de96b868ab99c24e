import { and, eq, ne, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { orders } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { RefusalError } from '../../http/refusal-error'

/**
 * Promo codes a user may use in one checkout only (server README "Security": WELCOME10 was reusable). A
 * cancelled order gives the code back. README "Freight and promo codes".
 */
export const ONCE_PER_USER_PROMOS: ReadonlySet<string> = new Set(['WELCOME10'])

/**
 * Refuses a once-per-user code the user already has on a live order. Runs inside the checkout's
 * transaction under an advisory lock of its own (taken by nothing else, so it cannot join a lock
 * cycle with stock or balance rows): two parallel checkouts with the code serialize and the second
 * sees the first's orders.
 */
export async function assertPromoAvailable(
  tx: Transaction,
  userId: number,
  promoCode: string | undefined,
): Promise<void> {
  const code = promoCode?.trim().toUpperCase()
  if (!code || !ONCE_PER_USER_PROMOS.has(code)) return
  await lockForTransaction(tx, `promo:${userId}`)
  const used = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`upper(${orders.promoCode}) = ${code}`,
        ne(orders.state, 'cancelled'),
      ),
    )
    .limit(1)
  if (used.length > 0) throw new RefusalError('promo.alreadyUsed')
}
