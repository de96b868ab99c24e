import { useEffect, useRef } from 'react'

/**
 * shop-spec §2: pages are kept alive, so a record list or a balance would show stale data after a
 * mutation made elsewhere (a withdrawal, an order paid). React's <Activity> runs a page's effects
 * again each time it is shown: the first run is the page's own first load (skipped here), every
 * later run is a reveal, which refreshes in the background.
 */
export function useRefreshOnReveal(refresh: () => unknown): void {
  const refreshRef = useRef(refresh)
  refreshRef.current = refresh
  const shown = useRef(false)
  useEffect(() => {
    if (shown.current) void refreshRef.current()
    shown.current = true
  }, [])
}
