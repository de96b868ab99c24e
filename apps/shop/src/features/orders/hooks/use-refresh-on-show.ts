import { useEffect, useRef } from 'react'

/**
 * Kept-alive pages (shop-spec §2) keep their data while hidden; an order may have changed
 * meanwhile (paid, cancelled, refunded on another screen), so the page reloads when shown again.
 * The keep-alive outlet hides pages with React's <Activity>, which disconnects their effects while
 * hidden and runs them again when shown: a mount effect that ran before means "shown again".
 */
export function useRefreshOnShow(refresh: () => unknown): void {
  const latest = useRef(refresh)
  latest.current = refresh
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) void latest.current()
    mounted.current = true
  }, [])
}
