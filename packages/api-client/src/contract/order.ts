import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { cents, id, idValue, paged, pageQuery } from './fields.js'
import { code, idList, optionalText, payCodeField } from './input-fields.js'
import { orderDetailSchema, orderSummarySchema } from './order-entities.js'
import { ORDER_STATUS_CODES } from './status-codes.js'

export const orderList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/order_list',
  summary: 'My orders; no status = the "all" tab (shop-spec §4)',
  auth: true,
  request: z.object({
    status: z.optional(code(ORDER_STATUS_CODES, 'validation.statusInvalid')),
    ...pageQuery(),
  }),
  response: paged(orderSummarySchema),
})

/**
 * Create orders from the selected cart lines (one order per shop). shop-spec §5: at least one cart
 * item must be selected; `cartIds` are the selected lines the page shows, the server checks they
 * are the user's and computes every price.
 */
export const orderCreate = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/create',
  summary: 'Create orders (one per shop) from selected cart lines, address, optional promo code',
  auth: true,
  request: z.object({
    cartIds: idList('validation.cartSelectionRequired'),
    addressId: id(),
    promoCode: optionalText(32),
    remark: optionalText(200),
  }),
  response: z.object({
    orders: z.array(z.object({ id: idValue(), orderSn: z.string(), totalCents: cents() })),
    totalCents: cents(),
  }),
})

export const orderPay = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/pay',
  summary: 'Pay orders from the balance with the payment code (charged once)',
  auth: true,
  request: z.object({ orderIds: idList(), payCode: payCodeField() }),
  response: z.object({ paidOrderIds: z.array(idValue()), paidCents: cents(), balanceCents: cents() }),
})

export const orderDetail = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/order/detail',
  summary: 'Order detail with address, promo code and logistics events',
  auth: true,
  request: z.object({ id: id() }),
  response: orderDetailSchema,
})

export const orderCancel = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/cancel',
  summary: 'Cancel before shipping (stock and, if paid, money returned)',
  auth: true,
  request: z.object({ id: id() }),
  response: orderDetailSchema,
})

export const orderConfirm = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/confirm',
  summary: 'Confirm receipt of a delivered order',
  auth: true,
  request: z.object({ id: id() }),
  response: orderDetailSchema,
})
