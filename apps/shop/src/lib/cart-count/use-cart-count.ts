import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useApi } from '../services'
import { isLoggedInAtom } from '../session/session-atoms'
import { cartCountAtom } from './cart-count-atom'

/**
 * The cart badge (tab bar, product detail): the count once per session for a logged-in user (again
 * after it is reset, e.g. when an order took lines out of the cart; adds update it). The request
 * code loads on demand, so the app shell (/home's bundle, shop README "Performance budget") carries only this hook.
 */
export function useCartCount(): number | null {
  const api = useApi()
  const loggedIn = useAtomValue(isLoggedInAtom)
  const [count, setCount] = useAtom(cartCountAtom)
  useEffect(() => {
    if (!loggedIn || count !== null) return
    let current = true
    import('./load-cart-count')
      .then(({ loadCartCount }) => loadCartCount(api))
      .then(
        (itemCount) => {
          if (current) setCount(itemCount)
        },
        () => {
          // The failure toast was shown by the api client; the badge stays hidden.
        },
      )
    return () => {
      current = false
    }
  }, [api, loggedIn, count, setCount])
  return loggedIn ? count : null
}
