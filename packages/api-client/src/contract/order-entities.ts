import * as z from 'zod/mini'
import { cents, count, idValue, timestamp } from './fields.js'
import { LOGISTICS_EVENT_CODES, textCode } from './server-text-codes.js'

/** shop-spec §3 Order line: product name, spec, quantity, unit price. */
export const orderItemSchema = z.object({
  productId: idValue(),
  skuId: z.nullable(idValue()),
  productName: z.string(),
  image: z.string(),
  spec: z.string(),
  quantity: count(),
  unitPriceCents: cents(),
})

/** shop-spec §3 Order (as listed in my orders). `status` is an ORDER_STATUS code. */
export const orderSummarySchema = z.object({
  id: idValue(),
  orderSn: z.string(),
  status: z.int(),
  shopId: idValue(),
  shopName: z.string(),
  items: z.array(orderItemSchema),
  /** Total quantity over the lines. */
  quantity: count(),
  goodsCents: cents(),
  freightCents: cents(),
  discountCents: cents(),
  totalCents: cents(),
  /** REFUND_STATUS code when a refund exists, else null. */
  refundStatus: z.nullable(z.int()),
  reviewed: z.boolean(),
  createdAt: timestamp(),
  /**
   * When the carrier's delivery was recorded, else null. Status 2 "to receive" covers shipped and
   * delivered; receipt can be confirmed in both (server ORDER_TRANSITIONS `confirm`, shop-spec §4).
   */
  deliveredAt: z.nullable(timestamp()),
  /**
   * Until when an order awaiting payment holds its stock (ORDER_PAYMENT_WINDOW_MINUTES after
   * checkout); past it the order is cancelled as expired and paying it is refused. Null for orders
   * created before the rule.
   */
  payDeadline: z.nullable(timestamp()),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const logisticsEventSchema = z.object({
  time: timestamp(),
  description: z.string(),
  /** Issue #31: an event the server wrote (translated by the shop); null = typed by the operator. */
  code: textCode(LOGISTICS_EVENT_CODES),
})

export const orderDetailSchema = z.object({
  ...orderSummarySchema.shape,
  promoCode: z.nullable(z.string()),
  address: z.object({
    addressee: z.string(),
    mobile: z.string(),
    area: z.string(),
    detailedAddress: z.string(),
    /** Issue #31: copied from the address at checkout; '' for orders from before. */
    country: z.string(),
    region: z.string(),
    postcode: z.string(),
  }),
  paidAt: z.nullable(timestamp()),
  shippedAt: z.nullable(timestamp()),
  receivedAt: z.nullable(timestamp()),
  /**
   * Issue #42: the shop is paid from escrow when receipt is confirmed. `fundsReleasedAt` is when that
   * happened; `fundsReleaseDueAt` the latest it will (receipt confirmed by itself), while shipped.
   * Optional: servers before the ledger do not send them.
   */
  fundsReleasedAt: z.optional(z.nullable(timestamp())),
  fundsReleaseDueAt: z.optional(z.nullable(timestamp())),
  logistics: z.nullable(
    z.object({ company: z.string(), trackingNo: z.string(), events: z.array(logisticsEventSchema) }),
  ),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>
