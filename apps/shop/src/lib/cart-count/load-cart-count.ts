import { type ApiClient, cartList } from '@crossmart/api-client'

/** The cart's item count (its own chunk: the cart schemas stay out of the /home bundle). */
export async function loadCartCount(api: Pick<ApiClient, 'call'>): Promise<number> {
  return (await api.call(cartList)).itemCount
}
