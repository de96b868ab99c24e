import { randomInt } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Transaction } from '../../db/database'
import { addresses, cartItems, orderItems, orders } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { specText } from '../cart/cart-view'
import { groupByShop, linePrices, loadCheckoutLines, unitPriceOf } from './checkout-lines'
import { assertHoldWithinLimits } from './hold-limits'
import { payDeadlineFor } from './order-expiry'
import { priceCheckout } from './pricing'
import { assertPromoAvailable } from './promo-usage'
import { reserveStock, type StockChangeListener } from './stock'
import { assertUnpaidOrdersBelowLimit } from './unpaid-limit'

export interface CreateOrdersInput {
  cartIds: readonly number[]
  addressId: number
  promoCode?: string | undefined
  remark?: string | undefined
}

/** Where the checkout comes from (issue #32: what one address may hold unpaid); none: no address bound. */
export interface CheckoutOrigin {
  ip: string
  unitsPerSkuPerIp: number
}

export interface CreatedOrders {
  orders: { id: number; orderSn: string; totalCents: number }[]
  totalCents: number
}

/** 'CM' + UTC yyyymmddhhmmss + 6 random digits; insertOrder draws again on the unlikely repeat. */
export function makeOrderSn(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14)
  return `CM${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/**
 * Checkout (shop-spec §4; README "Money: cart, orders, wallet"): the selected cart lines named by `cartIds` become one order per shop. Every
 * price comes from the catalog now, stock is reserved and the lines leave the cart, all in one
 * transaction: either the whole checkout happens or none of it. The reservation lasts until the
 * order's pay deadline (order-expiry.ts).
 */
export async function createOrders(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  userId: number,
  input: CreateOrdersInput,
  orderSnFor: (now: number) => string = makeOrderSn,
  origin: CheckoutOrigin = { ip: 'unknown', unitsPerSkuPerIp: 0 },
): Promise<CreatedOrders> {
  const ids = [...new Set(input.cartIds)]
  const created = await db.transaction(async (tx) => {
    await assertUnpaidOrdersBelowLimit(tx, userId)
    await assertPromoAvailable(tx, userId, input.promoCode)
    const selected = await loadCheckoutLines(tx, userId, ids, true)
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
    if (!address) throw notFound('address.notFound')

    await reserveStock(
      tx,
      selected.map((l) => ({ productId: l.productId, skuId: l.skuId, quantity: l.quantity, name: l.name })),
    )
    const shopGroups = groupByShop(selected)
    const prices = priceCheckout(
      shopGroups.map(([, group]) => linePrices(group)),
      input.promoCode || undefined,
    )
    const now = new Date(clock.now())
    await assertHoldWithinLimits(
      tx,
      now,
      { userId, ...origin },
      {
        totalCents: prices.reduce((sum, p) => sum + p.totalCents, 0),
        lines: selected.map((l) => ({
          productId: l.productId,
          skuId: l.skuId,
          quantity: l.quantity,
          name: l.name,
        })),
      },
    )
    const created: CreatedOrders['orders'] = []
    for (const [index, [shopId, group]] of shopGroups.entries()) {
      const price = prices[index]!
      const order = await insertOrder(tx, () => orderSnFor(now.getTime()), {
        userId,
        shopId,
        state: 'awaiting_payment',
        goodsCents: price.goodsCents,
        freightCents: price.freightCents,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        promoCode: price.promoCode,
        remark: input.remark ?? '',
        addressee: address.name,
        mobile: address.mobile,
        area: address.area,
        detailedAddress: address.detail,
        country: address.country,
        region: address.region,
        postcode: address.postcode,
        createdAt: now,
        payDeadline: payDeadlineFor(now),
        clientIp: origin.ip,
      })
      await tx.insert(orderItems).values(
        group.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          skuId: l.skuId,
          productName: l.name,
          image: l.skuImage ?? l.cover,
          spec: specText(l.skuLabel),
          quantity: l.quantity,
          unitPriceCents: unitPriceOf(l),
        })),
      )
      created.push(order)
    }
    await tx.delete(cartItems).where(inArray(cartItems.id, ids))
    return { orders: created, totalCents: created.reduce((sum, o) => sum + o.totalCents, 0) }
  })
  catalog.invalidate()
  return created
}

/** Draws this many order numbers before giving up: a repeat is one in a million per pair in a second. */
const ORDER_SN_ATTEMPTS = 5

/**
 * Inserts the order under a fresh number. Two checkouts in the same second may draw the same six
 * digits; the unique index then skips the row (ON CONFLICT DO NOTHING keeps the transaction alive,
 * where a violation would abort it) and the number is drawn again, so the shopper never sees an error.
 */
async function insertOrder(
  tx: Transaction,
  drawOrderSn: () => string,
  values: Omit<typeof orders.$inferInsert, 'orderSn'>,
): Promise<CreatedOrders['orders'][number]> {
  for (let attempt = 0; attempt < ORDER_SN_ATTEMPTS; attempt++) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderSn: drawOrderSn() })
      .onConflictDoNothing({ target: orders.orderSn })
      .returning({ id: orders.id, orderSn: orders.orderSn, totalCents: orders.totalCents })
    if (order) return order
  }
  throw new Error(`no free order number after ${ORDER_SN_ATTEMPTS} draws`)
}
