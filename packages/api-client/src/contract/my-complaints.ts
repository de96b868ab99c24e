import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { id, idValue, paged, pageQuery, timestamp } from './fields.js'

/** A complaint is open until an operator resolves it with a note (the console's resolve). */
export const COMPLAINT_STATES = ['open', 'resolved'] as const
export type ComplaintState = (typeof COMPLAINT_STATES)[number]

/** One of the shopper's own complaints (issue #31 "Complaints can be followed"). */
export const myComplaintSchema = z.object({
  id: idValue(),
  /** About an order (`orderId`, `orderSn`) or about the platform (both null). */
  kind: z.enum(['order', 'platform']),
  orderId: z.nullable(idValue()),
  orderSn: z.nullable(z.string()),
  content: z.string(),
  certificate: z.string(),
  createdAt: timestamp(),
  state: z.enum(COMPLAINT_STATES),
  /** The operator's resolution note and when it was given; null while open. */
  resolution: z.nullable(z.object({ note: z.string(), at: timestamp() })),
})
export type MyComplaint = z.infer<typeof myComplaintSchema>

/**
 * Issue #31: the signed-in shopper's complaints, newest first, paged; `orderId` narrows them to
 * one of the shopper's orders (the order page shows its complaint). Never anyone else's.
 */
export const complaintList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/complaints',
  summary: "The shopper's own complaints with their state and resolution note, newest first",
  auth: true,
  request: z.object({ orderId: z.optional(id()), ...pageQuery() }),
  response: paged(myComplaintSchema),
})
