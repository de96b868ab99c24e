/** The orders the payment page pays travel in its URL as `?orders=12,13` (shareable, survives a reload). */
export interface PaymentSearch {
  orders?: string | undefined
}

const MAX_ORDERS = 50

export function paymentSearch(orderIds: readonly number[]): PaymentSearch {
  return { orders: orderIds.join(',') }
}

/** The order ids of `?orders=`: positive integers, duplicates dropped; anything else is ignored. */
export function parseOrderIds(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, MAX_ORDERS)
}
