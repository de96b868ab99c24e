import { useEffect, useRef } from 'react'

/**
 * Kept-alive pages (shop-spec §2) keep their data while hidden; an order may have changed
 * meanwhile (paid, cancelled, refunded on another screen), so the page reloads when shown again.
 */
export function useRefreshOnShow(active: boolean, refresh: () => unknown): void {
  const wasActive = useRef(active)
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  useEffect(() => {
    if (active && !wasActive.current) void refreshRef.current()
    wasActive.current = active
  }, [active])
}
