import { useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { useServices } from '../services'
import { tokenAtom } from './session-atoms'

/**
 * Wraps an action that needs a logged-in user (follow, add to cart). A guest gets the loginFirst
 * notice and goes to /login, coming back here afterwards (shop-spec §6/§8).
 */
export function useRequireLogin() {
  const { toast, i18n } = useServices()
  const router = useRouter()
  const token = useAtomValue(tokenAtom)
  return useCallback(
    (action: () => void) => {
      if (token) {
        action()
        return
      }
      toast.show(i18n.t('guard.loginFirst'))
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
    },
    [token, toast, i18n, router],
  )
}
