import { ORDER_STATUS, type OrderStatus, REFUND_STATUS, type RefundStatus } from '@crossmart/api-client'

/**
 * shop-spec §4 order status tabs: "all" (no filter) then every status code, in the spec's order.
 * The route parameter is the tab's key (`/myPurchases/toPay`), so a link reads like the tab.
 */
export const ORDER_TABS = [
  'all',
  'toPay',
  'toShip',
  'toReceive',
  'received',
  'completed',
  'cancelled',
  'afterSale',
] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** Page size of my orders (infinite list, shop-spec §2). */
export const ORDER_PAGE_LIMIT = 10

/** The tab of a route parameter: a tab key or a numeric status code; anything else is "all". */
export function orderTabOf(param: unknown): OrderTab {
  if (typeof param !== 'string') return 'all'
  if ((ORDER_TABS as readonly string[]).includes(param)) return param as OrderTab
  const code = Number(param)
  const found = ORDER_TABS.find((tab) => tab !== 'all' && ORDER_STATUS[tab] === code)
  return found ?? 'all'
}

/** The `status` filter of /api/user/order_list for a tab (none for "all"). */
export function statusFilterOf(tab: OrderTab): OrderStatus | undefined {
  return tab === 'all' ? undefined : ORDER_STATUS[tab]
}

/** The label key (`status.<key>`) of a status code; unknown codes show as "unknown". */
export function statusKeyOf(status: number): Exclude<OrderTab, 'all'> | 'unknown' {
  const found = ORDER_TABS.find((tab) => tab !== 'all' && ORDER_STATUS[tab] === status)
  return found && found !== 'all' ? found : 'unknown'
}

/** shop-spec §4 refund progress labels (applied, refunding, refunded) plus a refusal by audit. */
export const REFUND_STATUS_KEYS: Readonly<Record<RefundStatus, keyof typeof REFUND_STATUS>> = {
  [REFUND_STATUS.applied]: 'applied',
  [REFUND_STATUS.refunding]: 'refunding',
  [REFUND_STATUS.refunded]: 'refunded',
  [REFUND_STATUS.refused]: 'refused',
}

export function refundKeyOf(status: number | null): keyof typeof REFUND_STATUS | undefined {
  return status === null ? undefined : REFUND_STATUS_KEYS[status as RefundStatus]
}

/** What a shopper can do with an order (apps/server ORDER_TRANSITIONS, shopper rows; complaints). */
export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'refund' | 'review' | 'complaint' | 'buyAgain'

/** The order fields the actions depend on. */
export interface OrderActionInput {
  status: number
  refundStatus: number | null
  reviewed: boolean
}

/**
 * The shopper's actions per status, from the server's ORDER_TRANSITIONS: pay from "to pay"; cancel
 * before shipping (to pay, to ship); confirm receipt when "to receive" (shop-spec §4 code 2: sent by
 * the merchant, whether or not the carrier reported it delivered); review once a received order; a
 * refund from any paid state until one exists (once per order, even after a refusal); a complaint
 * about any order that was paid; "buy again" (the same items into the cart) once it is completed
 * or cancelled.
 */
const ACTIONS_BY_STATUS: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  [ORDER_STATUS.toPay]: ['cancel', 'pay'],
  [ORDER_STATUS.toShip]: ['complaint', 'refund', 'cancel'],
  [ORDER_STATUS.toReceive]: ['complaint', 'refund', 'confirm'],
  [ORDER_STATUS.received]: ['complaint', 'refund', 'review'],
  [ORDER_STATUS.completed]: ['complaint', 'refund', 'buyAgain'],
  [ORDER_STATUS.cancelled]: ['buyAgain'],
  [ORDER_STATUS.afterSale]: ['complaint'],
}

export function actionsFor(order: OrderActionInput): OrderAction[] {
  const actions = ACTIONS_BY_STATUS[order.status as OrderStatus] ?? []
  return actions.filter((action) => {
    if (action === 'refund') return order.refundStatus === null
    if (action === 'review') return !order.reviewed
    return true
  })
}
