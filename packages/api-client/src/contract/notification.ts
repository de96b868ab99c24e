import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, idValue, noInput, nothing, paged, pageQuery, timestamp } from './fields.js'

// /notification: what happened to the shopper's orders and money. The server writes each
// notice in the transaction of its event; the app renders `templateKey` with `params` in the
// shopper's language (NOTIFICATION_TEMPLATE_KEYS lists every key its translations must cover).

/**
 * Template keys and the params each carries (amounts in integer cents, shop-spec §1):
 * - order.*: `orderSn`; orderPaid `amountCents`; orderShipped `company`, `trackingNo`
 * - refund.*: `orderSn`, `amountCents`, and `remark` (the operator's, may be empty)
 * - recharge.* / withdrawal.*: `amountCents`, `remark`
 * - platformAnnouncement: `title`, `body` (the operator's text, shown as written)
 */
export const NOTIFICATION_TEMPLATE_KEYS = [
  'notification.orderPaid',
  'notification.orderShipped',
  'notification.orderDelivered',
  'notification.orderCompleted',
  'notification.orderCancelled',
  'notification.orderAutoConfirmed',
  'notification.refundApplied',
  'notification.refundAccepted',
  'notification.refundRefused',
  'notification.refundRefunded',
  'notification.rechargePassed',
  'notification.rechargeRefused',
  'notification.withdrawalPassed',
  'notification.withdrawalRefused',
  'notification.platformAnnouncement',
] as const
export type NotificationTemplateKey = (typeof NOTIFICATION_TEMPLATE_KEYS)[number]

/** What a tap opens: the order, the refund (of an order), the recharge or withdrawal record. */
export const NOTIFICATION_TARGET_TYPES = ['order', 'refund', 'recharge', 'withdrawal'] as const
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number]

export const notificationSchema = z.object({
  id: idValue(),
  templateKey: z.enum(NOTIFICATION_TEMPLATE_KEYS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** null for announcements; a refund target also names its order (`orderId`). */
  target: z.nullable(
    z.object({ type: z.enum(NOTIFICATION_TARGET_TYPES), id: idValue(), orderId: z.nullable(idValue()) }),
  ),
  read: z.boolean(),
  createdAt: timestamp(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/notification/list',
  summary: "The shopper's notifications, newest first (paged), with the unread count",
  auth: true,
  request: z.optional(z.object(pageQuery())),
  response: z.object({ ...paged(notificationSchema).shape, unread: count() }),
})

export const notificationUnreadCount = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/notification/unread_count',
  summary: 'How many notifications are unread (the me page badge)',
  auth: true,
  request: noInput(),
  response: z.object({ unread: count() }),
})

export const notificationRead = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/notification/read',
  summary: "Mark one notification read (another user's answers not found)",
  auth: true,
  request: z.object({ id: id() }),
  response: nothing(),
})

export const notificationReadAll = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/notification/read_all',
  summary: 'Mark every notification of the shopper read',
  auth: true,
  request: noInput(),
  response: z.object({ marked: count() }),
})
