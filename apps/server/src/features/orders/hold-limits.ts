import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { orderItems, orders, users } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { RefusalError } from '../../http/refusal-error'

/**
 * Issue #32, server README "Unpaid orders hold stock within bounds": a checkout reserves stock until
 * its pay deadline, so an account with no money could hold a SKU's whole stock and lock every
 * other shopper out. What the account's balance covers is a real purchase and is not limited;
 * beyond that one account holds at most this many units of one SKU (or product without SKUs) in
 * orders awaiting payment.
 */
export const MAX_UNCOVERED_UNITS_PER_SKU = 5

export interface HeldLine {
  productId: number
  skuId: number | null
  quantity: number
  name: string
}

/** Who checks out, from where, and what that address may hold beyond balances (0: no address bound). */
export interface CheckoutHolder {
  userId: number
  ip: string
  unitsPerSkuPerIp: number
}

const keyOf = (line: { productId: number; skuId: number | null }) =>
  line.skuId === null ? `p${line.productId}` : `s${line.skuId}`

/**
 * Inside the checkout's transaction, after its stock is reserved and priced (the caller holds the
 * per-user checkout lock): refuses when the account's unpaid orders, this checkout included, cost
 * more than its balance and then hold more than MAX_UNCOVERED_UNITS_PER_SKU of a SKU, or when the
 * unpaid orders placed from the same address would hold more than `unitsPerSkuPerIp` of it
 * (many fresh accounts from one address). Only orders still within their pay deadline count.
 */
export async function assertHoldWithinLimits(
  tx: Transaction,
  now: Date,
  holder: CheckoutHolder,
  checkout: { totalCents: number; lines: readonly HeldLine[] },
): Promise<void> {
  const [user] = await tx
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, holder.userId))
  const [unpaid] = await tx
    .select({ total: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, holder.userId), live(now)))
  if ((unpaid?.total ?? 0) + checkout.totalCents <= (user?.balance ?? 0)) return

  const wanted = new Map<string, HeldLine>()
  for (const line of checkout.lines) {
    const key = keyOf(line)
    const before = wanted.get(key)
    wanted.set(key, { ...line, quantity: (before?.quantity ?? 0) + line.quantity })
  }
  const mine = await heldUnits(tx, now, eq(orders.userId, holder.userId), [...wanted.values()])
  for (const [key, line] of wanted) {
    if ((mine.get(key) ?? 0) + line.quantity > MAX_UNCOVERED_UNITS_PER_SKU)
      throw new RefusalError('order.holdLimit', {
        params: { name: line.name, max: MAX_UNCOVERED_UNITS_PER_SKU },
      })
  }
  if (holder.unitsPerSkuPerIp <= 0) return
  // After the per-user lock, always in this order: one address's checkouts count one at a time.
  await lockForTransaction(tx, `checkout-ip:${holder.ip}`)
  const fromAddress = await heldUnits(tx, now, eq(orders.clientIp, holder.ip), [...wanted.values()])
  for (const [key, line] of wanted) {
    if ((fromAddress.get(key) ?? 0) + line.quantity > holder.unitsPerSkuPerIp)
      throw new RefusalError('order.holdLimitAddress', {
        params: { name: line.name, max: holder.unitsPerSkuPerIp },
      })
  }
}

/** Orders awaiting payment whose deadline has not passed (an overdue one is as good as cancelled). */
const live = (now: Date) =>
  and(eq(orders.state, 'awaiting_payment'), or(isNull(orders.payDeadline), gt(orders.payDeadline, now)))

/** Units of the lines' SKUs (or products) held by the live unpaid orders matching `whose`. */
async function heldUnits(
  tx: Transaction,
  now: Date,
  whose: ReturnType<typeof eq>,
  lines: readonly HeldLine[],
): Promise<Map<string, number>> {
  const skuIds = lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]))
  const productIds = lines.flatMap((l) => (l.skuId === null ? [l.productId] : []))
  const which = [
    ...(skuIds.length > 0 ? [inArray(orderItems.skuId, skuIds)] : []),
    ...(productIds.length > 0
      ? [and(isNull(orderItems.skuId), inArray(orderItems.productId, productIds))]
      : []),
  ]
  if (which.length === 0) return new Map()
  const rows = await tx
    .select({
      productId: orderItems.productId,
      skuId: orderItems.skuId,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(whose, live(now), or(...which)))
    .groupBy(orderItems.productId, orderItems.skuId)
  const held = new Map<string, number>()
  for (const row of rows) held.set(keyOf(row), (held.get(keyOf(row)) ?? 0) + row.units)
  return held
}
