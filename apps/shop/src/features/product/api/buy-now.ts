import { type ApiClient, type CartView, cartAdd, cartSelect, cartUpdate } from '@crossmart/api-client'

export interface BuyNowInput {
  productId: number
  skuId?: number | undefined
  quantity: number
}

/**
 * "Buy now" from product detail. Orders are created from selected cart lines (api-client
 * orderCreate takes `cartIds`), so buying now puts the item in the cart at the chosen quantity
 * (the server merges with an existing line: the line is set back to that quantity) and selects it;
 * checkout, opened with that line (`/checkout?line=<id>`), shows and orders exactly that item.
 * Issue #46: the rest of the cart keeps its selection (it used to be unselected). Answers the cart
 * and the line bought, null when the server's cart has no such line.
 */
export async function buyNow(
  api: Pick<ApiClient, 'call'>,
  input: BuyNowInput,
): Promise<{ cart: CartView; lineId: number | null }> {
  const added = await api.call(cartAdd, {
    productId: input.productId,
    quantity: input.quantity,
    ...(input.skuId !== undefined ? { skuId: input.skuId } : {}),
  })
  const line = added.shops
    .flatMap((shop) => shop.items)
    .find((item) => item.productId === input.productId && item.skuId === (input.skuId ?? null))
  if (!line) return { cart: added, lineId: null }
  if (line.quantity !== input.quantity) await api.call(cartUpdate, { id: line.id, quantity: input.quantity })
  const cart = await api.call(cartSelect, { scope: 'items', ids: [line.id], selected: true })
  return { cart, lineId: line.id }
}
