import { type ApiClient, type CartView, cartAdd, cartSelect, cartUpdate } from '@crossmart/api-client'

export interface BuyNowInput {
  productId: number
  skuId?: number | undefined
  quantity: number
}

/**
 * "Buy now" from product detail. Orders are created from selected cart lines (api-client
 * orderCreate takes `cartIds`), so buying now puts the item in the cart at the chosen quantity
 * (the server merges with an existing line: the line is set back to that quantity) and makes it
 * the only selected line; checkout then shows and orders exactly that item.
 */
export async function buyNow(api: Pick<ApiClient, 'call'>, input: BuyNowInput): Promise<CartView> {
  const added = await api.call(cartAdd, {
    productId: input.productId,
    quantity: input.quantity,
    ...(input.skuId !== undefined ? { skuId: input.skuId } : {}),
  })
  const line = added.shops
    .flatMap((shop) => shop.items)
    .find((item) => item.productId === input.productId && item.skuId === (input.skuId ?? null))
  if (!line) return added
  if (line.quantity !== input.quantity) await api.call(cartUpdate, { id: line.id, quantity: input.quantity })
  await api.call(cartSelect, { scope: 'all', selected: false })
  return api.call(cartSelect, { scope: 'items', ids: [line.id], selected: true })
}
