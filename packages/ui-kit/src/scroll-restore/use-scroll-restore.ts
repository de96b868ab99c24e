import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'
import { useAttached } from '../internal/use-attached.js'
import type { ScrollPositionStore } from './scroll-position-store.js'

export interface ScrollRestoreOptions {
  scrollRef: RefObject<HTMLElement | null>
  /** false while the page is hidden by the app's own keep-alive; the offset comes back on true. */
  active?: boolean | undefined
  /** With `scrollStore`: where the scroll offset is remembered across unmounts. */
  scrollKey?: string | undefined
  scrollStore?: ScrollPositionStore | undefined
  /** Called after each restore (List re-measures its window there). */
  onRestore?: () => void
}

/**
 * Keeps a scroll container's offset across hide/show: restores it on mount, on reveal of a hidden
 * <Activity> (effects re-run; React keeps the refs) and when `active` returns, from `scrollStore`
 * when given. Returns `save`, to call from the scroll handler: it remembers the offset and returns
 * false for scroll events that are not the user's (the page is hidden), which the caller then ignores.
 */
export function useScrollRestore({
  scrollRef,
  active = true,
  scrollKey,
  scrollStore,
  onRestore,
}: ScrollRestoreOptions): () => boolean {
  const attachedRef = useAttached(active)
  const savedTopRef = useRef(0)
  const restoredRef = useRef(onRestore)
  restoredRef.current = onRestore

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el || !active) return
    const stored = scrollKey !== undefined ? scrollStore?.get(scrollKey) : undefined
    const top = stored ?? savedTopRef.current
    if (top > 0) el.scrollTop = top
    restoredRef.current?.()
  }, [scrollRef, active, scrollKey, scrollStore])

  return useCallback(() => {
    const el = scrollRef.current
    if (!el || !attachedRef.current) return false
    savedTopRef.current = el.scrollTop
    if (scrollKey !== undefined) scrollStore?.set(scrollKey, el.scrollTop)
    return true
  }, [scrollRef, attachedRef, scrollKey, scrollStore])
}
