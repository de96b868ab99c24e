import { cartAdd, cartList } from '@crossmart/api-client'
import { useAtom, useAtomValue } from 'jotai'
import { useCallback, useEffect } from 'react'
import { useApi } from '../../../app/services-context'
import { isLoggedInAtom } from '../../session/state/session-atoms'
import { cartCountAtom } from '../state/cart-atoms'

/** The cart badge: loaded once per session when a logged-in user needs it, updated by adds. */
export function useCartCount() {
  const api = useApi()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [count, setCount] = useAtom(cartCountAtom)
  useEffect(() => {
    if (!loggedIn || count !== null) return
    let current = true
    api.call(cartList).then(
      (cart) => {
        if (current) setCount(cart.itemCount)
      },
      () => {
        // The failure toast was shown; the badge stays hidden.
      },
    )
    return () => {
      current = false
    }
  }, [api, loggedIn, count, setCount])
  return loggedIn ? count : null
}

export function useAddToCart() {
  const api = useApi()
  const [, setCount] = useAtom(cartCountAtom)
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
