import type { LogisticsEventCode } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { shops } from './catalog'
import { createdAt, timestamptz } from './columns'
import { cascadingUserId } from './users'

/**
 * The lifecycle state of an order. The spec's status code (shop-spec §4) is derived from it
 * (features/orders/order-states.ts); `shipped` and `delivered` both show as 2 "to receive" (the
 * carrier's delivery is a logistics fact; receipt can be confirmed in either).
 */
export const ORDER_STATES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'received',
  'completed',
  'cancelled',
  'after_sale',
] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** One order per shop of a checkout (shop-spec §4; README "Money: cart, orders, wallet"). Money is integer cents; the total is checked by the database. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderSn: text('order_sn').notNull(),
    userId: cascadingUserId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    /** The state an order left when it entered after-sale; a refused refund returns it there. */
    stateBeforeAfterSale: text('state_before_after_sale', { enum: ORDER_STATES }),
    goodsCents: bigint('goods_cents', { mode: 'number' }).notNull(),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    promoCode: text('promo_code'),
    remark: text('remark').notNull().default(''),
    /** Address copied at checkout, so editing the address book later does not rewrite history. */
    addressee: text('addressee').notNull(),
    mobile: text('mobile').notNull(),
    area: text('area').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    /** Issue #31 (migration 0020): the address's country, region and postcode; '' on older orders. */
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    createdAt: createdAt(),
    paidAt: timestamptz('paid_at'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    receivedAt: timestamptz('received_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /**
     * Until when an unpaid order holds its stock (README "Unpaid orders expire"); past it the order
     * is cancelled as expired and its stock comes back. Null for orders from before the rule.
     */
    payDeadline: timestamptz('pay_deadline'),
    /** Why a cancelled order was cancelled: by the shopper, or because its payment time ran out. */
    cancelReason: text('cancel_reason', { enum: ['shopper', 'payment_expired'] }),
    reviewedAt: timestamptz('reviewed_at'),
    /**
     * Issue #42: the platform's commission on this order, fixed when it is paid (commission.ts), so
     * a later rate change never touches it; null until paid.
     */
    commissionCents: bigint('commission_cents', { mode: 'number' }),
    /** Issue #42: when the escrow was released to the shop (receipt confirmed, or a refund closed it). */
    settledAt: timestamptz('settled_at'),
    /** The client address of the checkout: what one address may hold unpaid (issue #32, hold-limits.ts). */
    clientIp: text('client_ip'),
  },
  (t) => [
    uniqueIndex('orders_sn_uq').on(t.orderSn),
    index('orders_unpaid_ip_idx').on(t.clientIp).where(sql`${t.state} = 'awaiting_payment'`),
    index('orders_user_idx').on(t.userId, t.state, t.id),
    index('orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`${t.state} = 'awaiting_payment'`),
    check(
      'orders_money_ck',
      sql`${t.goodsCents} >= 0 AND ${t.freightCents} >= 0 AND ${t.discountCents} >= 0`,
    ),
    check(
      'orders_total_ck',
      sql`${t.totalCents} = ${t.goodsCents} + ${t.freightCents} - ${t.discountCents} AND ${t.totalCents} >= 0`,
    ),
  ],
)

/** shop-spec §3 Order line: product, spec, quantity, unit price (copied at checkout). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id'),
    productName: text('product_name').notNull(),
    image: text('image').notNull().default(''),
    spec: text('spec').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_ck', sql`${t.quantity} > 0 AND ${t.unitPriceCents} >= 0`),
  ],
)

/** shop-spec §3 logistics information: events added by the operator command (ship, deliver, track). */
export const logisticsEvents = pgTable(
  'logistics_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    time: timestamptz('time').notNull(),
    description: text('description').notNull(),
    /** Issue #31 (migration 0021): LOGISTICS_EVENT_CODES for events the server wrote; null = typed. */
    code: text('code').$type<LogisticsEventCode>(),
  },
  (t) => [index('logistics_events_order_idx').on(t.orderId, t.time)],
)
