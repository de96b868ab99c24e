import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useApi } from '../../../app/services-context'
import { isLoggedInAtom } from '../../session/state/session-atoms'
import { cartCountAtom } from '../state/cart-atoms'

/**
 * The tab bar's cart badge: the count once per session for a logged-in user (again after it is
 * reset, e.g. when an order took lines out of the cart). The request code loads on demand, so the
 * app shell (/home's bundle, shop README budget) carries only this hook.
 */
export function useCartBadge(): number | null {
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
