import { useEffect, useRef } from 'react'

/**
 * Calls `onReveal` each time a kept-alive page is shown again (not on its first mount). shop-spec
 * §2 keeps pages alive, so a list, an order or a balance would show stale data after a mutation
 * made elsewhere (paying, ordering, a withdrawal, a new address). The keep-alive outlet hides pages
 * with React's <Activity>, which disconnects their effects while hidden and runs them again when
 * shown: a mount effect that ran before means "shown again", and the page refreshes in the
 * background.
 */
export function useOnReveal(onReveal: () => unknown): void {
  const latest = useRef(onReveal)
  latest.current = onReveal
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) void latest.current()
    mounted.current = true
  }, [])
}
