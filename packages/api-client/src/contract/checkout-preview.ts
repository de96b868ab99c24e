import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { cents, idValue } from './fields.js'
import { idList, optionalText } from './input-fields.js'

/** One order of the checkout as it would be priced now: one per shop (server pricing.ts). */
export const checkoutPreviewOrderSchema = z.object({
  shopId: idValue(),
  goodsCents: cents(),
  freightCents: cents(),
  discountCents: cents(),
  totalCents: cents(),
  /** The promo code when it applies to this order, else null. */
  promoCode: z.nullable(z.string()),
})
export type CheckoutPreviewOrder = z.infer<typeof checkoutPreviewOrderSchema>

/**
 * Issue #31 "Checkout": the price of the selected cart lines with a promo code, before the order is
 * placed, computed by the same function as the checkout (so the discount shown is the one charged).
 * A code refused here (unknown, minimum not met, already used) is refused with the same message as
 * at checkout. Nothing is reserved.
 */
export const orderPreview = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/preview',
  summary: 'Price the selected cart lines with an optional promo code, without ordering',
  auth: true,
  request: z.object({
    cartIds: idList('validation.cartSelectionRequired'),
    promoCode: optionalText(32),
  }),
  response: z.object({
    orders: z.array(checkoutPreviewOrderSchema),
    goodsCents: cents(),
    freightCents: cents(),
    discountCents: cents(),
    totalCents: cents(),
  }),
})
