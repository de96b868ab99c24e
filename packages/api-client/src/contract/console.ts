import * as z from 'zod/mini'
import { refundRecordSchema } from './after-sale.js'
import { CONVERSATION_STATES, INBOX_STATE_FILTERS } from './console-queue.js'
import { shopperContextFields, shopperContextLimit } from './console-shopper.js'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, idValue, key, listOf, nothing, paged, pageQuery, timestamp } from './fields.js'
import { code, longText, optionalText, requiredText } from './input-fields.js'
import { orderDetailSchema, orderSummarySchema } from './order-entities.js'
import { AUDIT_STATUS_CODES } from './status-codes.js'
import { rechargeRecordSchema, withdrawRecordSchema } from './wallet.js'

// The console of shop staff and platform operators (server README "Console"). Every call needs a
// staff or operator session; a shopper's token is refused with API_CODE.forbidden.

/** Who may use the console: shop staff (of one shop, or the platform's service) and operators. */
export const CONSOLE_ROLES = ['staff', 'operator'] as const
export type ConsoleRole = (typeof CONSOLE_ROLES)[number]

/**
 * A staff member's role in their shop (issue #42/#48): the owner runs everything including money;
 * a manager products, stock, orders and refunds; an agent chat and orders. Null for operators and
 * the platform's service.
 */
export const SHOP_ROLES = ['owner', 'manager', 'agent'] as const
export type ShopRole = (typeof SHOP_ROLES)[number]

export const consoleMeSchema = z.object({
  userId: idValue(),
  role: z.enum(CONSOLE_ROLES),
  displayName: z.string(),
  /** The shop the staff member answers for; null for the platform's service and operators. */
  shopId: z.nullable(idValue()),
  shopName: z.nullable(z.string()),
  shopRole: z.nullable(z.enum(SHOP_ROLES)),
  /** The chat service this person answers: `mer_<shopId>` or `platform`. */
  serviceId: z.string(),
})
export type ConsoleMe = z.infer<typeof consoleMeSchema>

export const consoleMe = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/me',
  summary: 'The console user: role, shop and chat service',
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: consoleMeSchema,
})

// ---- inbox and assignment ----

export const INBOX_FILTERS = ['all', 'mine', 'unassigned'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const staffRefSchema = z.object({ id: idValue(), name: z.string() })

export const inboxConversationSchema = z.object({
  /** The stored channel as staff address it: `mer_<shopId>_<shopperUid>` or `platform_<shopperUid>`. */
  channelId: z.string(),
  channelType: z.int(),
  shopperId: idValue(),
  shopperName: z.string(),
  /** This staff member's unread count. */
  unread: count(),
  /** Text of the last message (images as `[image]`), '' when none. */
  lastMessage: z.string(),
  lastFromShopper: z.boolean(),
  /** Seconds since the epoch of the last message, 0 when none. */
  lastTimestamp: z.int(),
  assignee: z.nullable(staffRefSchema),
  /** The last message seq the shopper has read (their browseTo): staff answers up to it show as read. */
  shopperReadSeq: count(),
  /** Issue #29: the conversation's state, and when a snooze ends (ms since the epoch, else null). */
  state: z.enum(CONVERSATION_STATES),
  snoozedUntil: z.nullable(z.int()),
})
export type InboxConversation = z.infer<typeof inboxConversationSchema>

export const consoleInbox = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/inbox',
  summary: "The service's conversations, newest first, by assignment filter and shopper search",
  auth: true,
  audience: 'console',
  request: z.object({
    filter: z._default(z.enum(INBOX_FILTERS, { error: 'validation.statusInvalid' }), 'all'),
    /** Issue #29: one conversation state, or any. */
    state: z._default(z.enum(INBOX_STATE_FILTERS, { error: 'validation.statusInvalid' }), 'any'),
    search: optionalText(64),
    /** Issue #29: only conversations with this label of the service (console-labels.ts). */
    label: z.optional(id()),
    ...pageQuery(),
  }),
  response: paged(inboxConversationSchema),
})

/**
 * Issue #44 alerts: per inbox filter, how many conversations have something this staff member has
 * not read, and how many messages that is in all (the tab title and the Inbox link show it).
 */
export const inboxCountsSchema = z.object({
  all: count(),
  mine: count(),
  unassigned: count(),
  unreadMessages: count(),
})
export type InboxCounts = z.infer<typeof inboxCountsSchema>

export const consoleInboxCounts = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/inbox_counts',
  summary: 'Conversations with unread messages per inbox filter, and the unread messages in all',
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: inboxCountsSchema,
})

export const ASSIGN_ACTIONS = ['take', 'transfer', 'release'] as const
export type AssignAction = (typeof ASSIGN_ACTIONS)[number]

export const consoleAssign = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/assign',
  summary: 'Take, take over, transfer (to a colleague) or return a conversation to the queue',
  auth: true,
  audience: 'console',
  request: z.object({
    channelId: requiredText('validation.idInvalid', 128),
    action: z.enum(ASSIGN_ACTIONS, { error: 'validation.statusInvalid' }),
    /** transfer: the colleague who takes over. */
    staffId: z.optional(id()),
    /**
     * Who the caller saw handling it (null: nobody). When given and no longer true, the change is
     * refused with who handles it now, so taking over from a colleague never takes from another one
     * who took it meanwhile. Without it, `take` refuses a conversation someone else handles.
     */
    expectedAssigneeId: z.optional(z.nullable(id())),
  }),
  response: z.object({ channelId: z.string(), assignee: z.nullable(staffRefSchema) }),
})

export const consoleColleagues = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/colleagues',
  summary: 'Staff of the same service, with who is online',
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: listOf(z.object({ id: idValue(), name: z.string(), online: z.boolean() })),
})

// ---- quick replies ----

export const QUICK_REPLY_SHORTCUT_MAX = 32
export const quickReplySchema = z.object({ id: idValue(), shortcut: z.string(), text: z.string() })
export type QuickReply = z.infer<typeof quickReplySchema>

export const quickReplyInputSchema = z.object({
  /** Absent: a new reply; present: edit that one. */
  id: z.optional(id()),
  shortcut: requiredText('validation.shortcutRequired', QUICK_REPLY_SHORTCUT_MAX),
  text: longText('validation.replyTextRequired'),
})

export const consoleQuickReplies = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/quick_replies',
  summary: "The service's saved answers, by shortcut",
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: listOf(quickReplySchema),
})

export const consoleQuickReplySave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/quick_reply_save',
  summary: 'Add or edit a saved answer (shortcuts are unique per service)',
  auth: true,
  audience: 'console',
  request: quickReplyInputSchema,
  response: quickReplySchema,
})

export const consoleQuickReplyDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/quick_reply_delete',
  summary: 'Delete a saved answer',
  auth: true,
  audience: 'console',
  request: z.object({ id: id() }),
  response: nothing(),
})

// ---- the shopper in context, and the shop's orders ----

export const consoleOrderSchema = z.object({
  ...orderSummarySchema.shape,
  /** Internal order state (awaiting_payment, paid, shipped, delivered, ...). */
  state: z.string(),
  shopperId: idValue(),
  shopperName: z.string(),
  refundId: z.nullable(idValue()),
  logistics: z.nullable(z.object({ company: z.string(), trackingNo: z.string() })),
  /** Where the order goes (issue #29: staff ship with the address and phone in front of them). */
  address: orderDetailSchema.shape.address,
})
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>

export const consoleShopperSchema = z.object({
  id: idValue(),
  name: z.string(),
  language: z.string(),
  memberSince: timestamp(),
  /** The newest orders with this shop (the request's `limit`; none for the platform's service). */
  orders: z.array(consoleOrderSchema),
  ...shopperContextFields,
})
export type ConsoleShopper = z.infer<typeof consoleShopperSchema>

export const consoleShopper = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shopper',
  summary:
    'The shopper of a conversation: account, country, conversations and orders with this shop (the platform: wallet too)',
  auth: true,
  audience: 'console',
  request: z.object({
    channelId: requiredText('validation.idInvalid', 128),
    /** Issue #44: how many of each list (orders, conversations, wallet records) to answer. */
    limit: shopperContextLimit(),
  }),
  response: consoleShopperSchema,
})

export const ORDER_TABS = ['toShip', 'shipped', 'afterSale', 'all'] as const
export type OrderTab = (typeof ORDER_TABS)[number]

export const consoleOrders = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/orders',
  summary: "The shop's orders by tab (operators: every shop's)",
  auth: true,
  audience: 'console',
  request: z.object({
    tab: z._default(z.enum(ORDER_TABS, { error: 'validation.statusInvalid' }), 'all'),
    ...pageQuery(),
  }),
  response: paged(consoleOrderSchema),
})

export const consoleShip = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/order_ship',
  summary: 'Ship a paid order with carrier and tracking number',
  auth: true,
  audience: 'console',
  request: z.object({
    orderId: id(),
    company: requiredText('validation.carrierRequired', 64),
    trackingNo: requiredText('validation.trackingRequired', 64),
  }),
  response: consoleOrderSchema,
})

export const REFUND_DECISIONS = ['accept', 'refuse'] as const
export type RefundDecision = (typeof REFUND_DECISIONS)[number]

export const consoleRefundDecide = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/refund_decide',
  summary: 'Accept (the refund is paid back and restocked) or refuse a refund, with a reason',
  auth: true,
  audience: 'console',
  request: z.object({
    refundId: id(),
    decision: z.enum(REFUND_DECISIONS, { error: 'validation.statusInvalid' }),
    reason: longText('validation.reasonRequired'),
  }),
  response: refundRecordSchema,
})

export const consoleRefund = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/refund',
  summary: 'A refund of one of the shop’s orders',
  auth: true,
  audience: 'console',
  request: z.object({ id: id() }),
  response: refundRecordSchema,
})

// ---- operators: audit queues ----

const auditQueueQuery = () =>
  z.object({ status: z.optional(code(AUDIT_STATUS_CODES, 'validation.statusInvalid')), ...pageQuery() })

const requester = {
  userId: idValue(),
  userName: z.string(),
  /** The login account (unique, unlike the display name): what a money confirmation names (issue #29). */
  userAccount: z.string(),
}

export const consoleRechargeSchema = z.object({ ...rechargeRecordSchema.shape, ...requester })
export const consoleWithdrawalSchema = z.object({ ...withdrawRecordSchema.shape, ...requester })
export type ConsoleRecharge = z.infer<typeof consoleRechargeSchema>
export type ConsoleWithdrawal = z.infer<typeof consoleWithdrawalSchema>

export const AUDIT_DECISIONS = ['pass', 'refuse'] as const
const auditInput = () =>
  z.object({
    id: id(),
    decision: z.enum(AUDIT_DECISIONS, { error: 'validation.statusInvalid' }),
    remark: optionalText(255),
  })

export const consoleRecharges = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/recharges',
  summary: 'Recharges by audit status, oldest waiting first',
  auth: true,
  audience: 'operator',
  request: auditQueueQuery(),
  response: paged(consoleRechargeSchema),
})

export const consoleRechargeAudit = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/recharge_audit',
  summary: 'Pass (credits the balance) or refuse a recharge',
  auth: true,
  audience: 'operator',
  request: auditInput(),
  response: consoleRechargeSchema,
})

export const consoleWithdrawals = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/withdrawals',
  summary: 'Withdrawals by audit status, oldest waiting first',
  auth: true,
  audience: 'operator',
  request: auditQueueQuery(),
  response: paged(consoleWithdrawalSchema),
})

export const consoleWithdrawalAudit = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/withdrawal_audit',
  summary: 'Pass or refuse (returns the held amount) a withdrawal',
  auth: true,
  audience: 'operator',
  request: auditInput(),
  response: consoleWithdrawalSchema,
})

export const COMPLAINT_FILTERS = ['open', 'resolved', 'all'] as const

export const consoleComplaintSchema = z.object({
  id: idValue(),
  kind: z.enum(['order', 'platform']),
  orderId: z.nullable(idValue()),
  orderSn: z.nullable(z.string()),
  content: z.string(),
  certificate: z.string(),
  createdAt: timestamp(),
  ...requester,
  resolution: z.nullable(z.object({ note: z.string(), by: z.string(), at: timestamp() })),
})
export type ConsoleComplaint = z.infer<typeof consoleComplaintSchema>

export const consoleComplaints = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/complaints',
  summary: 'Order and platform complaints, open or resolved',
  auth: true,
  audience: 'operator',
  request: z.object({
    filter: z._default(z.enum(COMPLAINT_FILTERS, { error: 'validation.statusInvalid' }), 'open'),
    ...pageQuery(),
  }),
  response: paged(consoleComplaintSchema),
})

export const consoleComplaintResolve = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/complaint_resolve',
  summary: 'Resolve a complaint with a note',
  auth: true,
  audience: 'operator',
  request: z.object({ id: id(), note: longText('validation.noteRequired') }),
  response: consoleComplaintSchema,
})

export const auditLogEntrySchema = z.object({
  id: idValue(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * The record as a reader names it (issue #29: the log reads as sentences): a conversation's shopper,
   * an order's number (a refund's order), a recharge's or withdrawal's account, a quick reply's
   * shortcut; '' when there is none.
   */
  targetLabel: z.string(),
  /** Issue #44: the console users the before/after name by id (an assignee), id -> name. */
  people: z.record(z.string(), z.string()),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: timestamp(),
})
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>

/** An instant in ISO 8601 (the console sends the operator's local day boundaries). */
const instant = () =>
  z.optional(
    z.string(key('validation.invalid')).check(
      z.maxLength(40, key('validation.invalid')),
      z.refine((value) => !Number.isNaN(Date.parse(value)), key('validation.invalid')),
    ),
  )

export const consoleAuditLog = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/audit_log',
  summary: 'Every console and operator action, newest first, by actor, action and time',
  auth: true,
  audience: 'operator',
  request: z.object({
    /** Exactly this actor name (as listed by audit_log_facets). */
    actor: optionalText(64),
    /** Exactly this action code (`recharge.pass`, ...). */
    action: optionalText(64),
    /** From this instant (inclusive) ... */
    from: instant(),
    /** ... to this one (exclusive). */
    to: instant(),
    ...pageQuery(),
  }),
  response: paged(auditLogEntrySchema),
})

// ---- operator's status page (server README "Metrics") ----

export const recentErrorSchema = z.object({
  at: timestamp(),
  message: z.string(),
  /** The request being served when it was logged; null outside a request. */
  requestId: z.nullable(z.string()),
})

export const consoleStatusSchema = z.object({
  version: z.string(),
  /** Seconds this replica has been running. */
  uptimeSeconds: count(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: count() }),
  chat: z.object({
    mode: z.enum(['embedded', 'wukongim']),
    /** Open gateway sockets on this replica (0 in WuKongIM mode: WuKongIM holds them). */
    openSockets: count(),
  }),
  /** Every replica's writes in the last hour, from the database. */
  lastHour: z.object({ messages: count(), orders: count(), ordersPaid: count() }),
  /** This replica's latest error log lines, newest first. */
  recentErrors: z.array(recentErrorSchema),
  /**
   * Issue #42: the ledger's invariants, checked now (as the reconciliation panel and /metrics).
   * Optional: servers before the ledger do not send it.
   */
  ledger: z.optional(
    z.array(z.object({ name: z.string(), ok: z.boolean(), difference: z.int(), detail: z.string() })),
  ),
})
export type ConsoleStatus = z.infer<typeof consoleStatusSchema>

export const consoleStatus = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/status',
  summary: "The operator's status page: version, uptime, database, chat sockets, last hour, errors",
  auth: true,
  audience: 'operator',
  request: z.optional(z.object({})),
  response: consoleStatusSchema,
})
