import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { tokenAtom } from './session-atoms'

/**
 * Wraps an action that needs a logged-in user (follow, add to cart). A guest goes to /login, which
 * shows the loginFirst notice on its form (issue #46: not a toast), coming back here afterwards
 * (shop-spec §6/§8). `returnTo` is the way back when it must carry more than the page's address
 * (issue #46: a guest's option choice on the product page).
 */
export function useRequireLogin() {
  const router = useRouter()
  const token = useAtomValue(tokenAtom)
  return useCallback(
    (action: () => void, returnTo?: string) => {
      if (token) {
        action()
        return
      }
      void router.navigate({
        to: '/login',
        search: { redirect: returnTo ?? router.state.location.href, notice: 'loginFirst' },
      })
    },
    [token, router],
  )
}
