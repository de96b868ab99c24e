import * as z from 'zod/mini'
import { consoleOrderSchema } from './console.js'
import { defineEndpoint } from './define-endpoint.js'
import { id } from './fields.js'
import { logisticsEventSchema, orderDetailSchema } from './order-entities.js'

// Issue #29 "What staff hit today": shipping is decided with the order in front of the staff member,
// so the console has an order view of its own (the shop's orders only; operators: every shop's).

/** One order as the console shows it: the list's fields plus its timeline and logistics events. */
export const consoleOrderDetailSchema = z.object({
  ...consoleOrderSchema.shape,
  promoCode: orderDetailSchema.shape.promoCode,
  paidAt: orderDetailSchema.shape.paidAt,
  shippedAt: orderDetailSchema.shape.shippedAt,
  receivedAt: orderDetailSchema.shape.receivedAt,
  /** Issue #44: with the code of an event the server wrote, so the console shows it in the reader's language. */
  logisticsEvents: z.array(logisticsEventSchema),
})
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>

export const consoleOrderDetail = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/order',
  summary: "One of the shop's orders with address, lines, timeline and logistics",
  auth: true,
  audience: 'console',
  request: z.object({ id: id() }),
  response: consoleOrderDetailSchema,
})
