import { ORDER_STATUS, type OrderDetail } from '@crossmart/api-client'

/**
 * The earliest pay deadline of the orders still awaiting payment, in ms (README "Unpaid orders
 * expire": the server sets it at checkout and cancels the order once it passes). Null when no
 * unpaid order has one (orders created before the rule): then the page shows no countdown.
 */
export function earliestPayDeadline(orders: readonly OrderDetail[]): number | null {
  let earliest: number | null = null
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.toPay || order.payDeadline === null) continue
    const at = Date.parse(order.payDeadline)
    if (Number.isFinite(at) && (earliest === null || at < earliest)) earliest = at
  }
  return earliest
}

/** The time left as "mm:ss" (or "h:mm:ss" from an hour), never below 00:00. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`
}

/** Whether every order of the page was cancelled (an expiry, or a cancel elsewhere). */
export function allCancelled(orders: readonly OrderDetail[]): boolean {
  return orders.length > 0 && orders.every((order) => order.status === ORDER_STATUS.cancelled)
}
