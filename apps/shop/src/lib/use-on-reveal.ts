import { useEffect, useRef } from 'react'

/**
 * Calls `onReveal` each time a kept-alive page is shown again (not on its first mount). The
 * keep-alive outlet hides pages with React's <Activity>, which unmounts their effects while hidden
 * and runs them again when shown: after a mutation elsewhere (paying, ordering, a new address) a
 * kept list reloads instead of showing stale data (shop-spec §2 keep-alive).
 */
export function useOnReveal(onReveal: () => void): void {
  const latest = useRef(onReveal)
  latest.current = onReveal
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) latest.current()
    mounted.current = true
  }, [])
}
