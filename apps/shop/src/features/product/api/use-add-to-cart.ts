import { cartAdd } from '@crossmart/api-client'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { cartCountAtom } from '../../../lib/cart-count/cart-count-atom'
import { useApi } from '../../../lib/services'

/** Adds a product to the cart and updates the cart badge with the cart's new count. */
export function useAddToCart() {
  const api = useApi()
  const setCount = useSetAtom(cartCountAtom)
  return useCallback(
    async (input: { productId: number; skuId?: number | undefined; quantity: number }) => {
      const cart = await api.call(cartAdd, {
        productId: input.productId,
        quantity: input.quantity,
        ...(input.skuId !== undefined ? { skuId: input.skuId } : {}),
      })
      setCount(cart.itemCount)
      return cart
    },
    [api, setCount],
  )
}
