import { type AnyRoute, rootRouteId, useRouter, useRouterState } from '@tanstack/react-router'
import { Activity, type ComponentType, Suspense, useEffect, useRef, useState } from 'react'
import { NotFoundScreen } from '../components/not-found-screen'
import { PageErrorBoundary } from '../components/page-error-boundary'
import { PageFallback } from '../components/page-fallback'
import { AnnounceHydrated } from '../lib/early-input/early-input'
import { scrollAreaToTop } from '../lib/scroll'
import { entryFor, type KeepAliveEntry, nextKeepAliveCache } from './keep-alive-cache'
import { type Leaf, leafOf } from './keep-alive-leaf'

function RouteView({ routeId }: { routeId: string }) {
  const router = useRouter()
  if (routeId === rootRouteId) return <NotFoundScreen />
  const route = (router.routesById as unknown as Record<string, AnyRoute>)[routeId]
  const Component = route?.options.component as ComponentType | undefined
  return Component ? <Component /> : <NotFoundScreen />
}

/**
 * Renders the current page and keeps the pages left behind mounted but hidden with React's
 * <Activity> (shop-spec §2: every page but product detail is kept alive, state and scroll intact).
 * Route components read their parameters with `useKeptMatch`, which holds the last values while
 * the page is hidden.
 */
export function KeepAliveOutlet() {
  const leaf = useRouterState({
    select: (state): Leaf => leafOf(state.matches),
    structuralSharing: true,
  })
  const current = entryFor(leaf.routeId, leaf.pathname, leaf.keepAlive)
  const [cache, setCache] = useState<readonly KeepAliveEntry[]>(() => [current])
  const next = nextKeepAliveCache(cache, current)
  // Derived state: update during render, so a page never renders one frame in the wrong slot.
  if (next !== cache) setCache(next)

  // shop-spec §2: a navigation that stays on the same page (another shop, a new search) scrolls
  // its area back to the top; a page shown again keeps its own position.
  const pagesRef = useRef<HTMLDivElement>(null)
  const previous = useRef({ key: current.key, href: leaf.href })
  useEffect(() => {
    const before = previous.current
    previous.current = { key: current.key, href: leaf.href }
    if (before.key !== current.key || before.href === leaf.href) return
    const page = pagesRef.current?.querySelector(`[data-page-key="${CSS.escape(current.key)}"]`)
    if (page) scrollAreaToTop(page, window)
  }, [current.key, leaf.href])

  return (
    <div className="app__pages" ref={pagesRef}>
      {next.map((entry) => (
        <Activity key={entry.key} mode={entry.key === current.key ? 'visible' : 'hidden'}>
          <div className="app__page" data-page-key={entry.key}>
            <PageErrorBoundary>
              <Suspense fallback={<PageFallback />}>
                <RouteView routeId={entry.routeId} />
                {/* Inside the page's boundary: it commits once the page has hydrated (lib/early-input). */}
                <AnnounceHydrated />
              </Suspense>
            </PageErrorBoundary>
          </div>
        </Activity>
      ))}
    </div>
  )
}
