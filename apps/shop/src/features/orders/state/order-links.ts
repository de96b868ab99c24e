/** The /refund route's parameters for an order: id, order number, its product ids, what was paid (cents). */
export function refundParams(order: {
  id: number
  orderSn: string
  items: readonly { productId: number }[]
  totalCents: number
}) {
  const productIds = [...new Set(order.items.map((item) => item.productId))]
  return {
    id: String(order.id),
    sn: order.orderSn,
    product_ids: productIds.join(','),
    amount: String(order.totalCents),
  }
}

/** `3,4` -> [3, 4]; anything that is not a list of positive integers -> undefined (all lines). */
export function parseProductIds(value: unknown): number[] | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const ids = value.split(',').map((part) => Number(part.trim()))
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : undefined
}
