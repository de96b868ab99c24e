import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react'
import { useAttached } from '../internal/use-attached.js'
import type { ScrollPositionStore } from './scroll-position-store.js'

/** About one second of frames to wait for a revealed page's content to reach the saved offset. */
const RESTORE_RETRY_FRAMES = 60

/** The offset took (within a pixel: browsers round fractional offsets). */
const reached = (el: HTMLElement, top: number) => top <= 0 || el.scrollTop >= top - 1

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
    if (reached(el, top)) return
    // The revealed content is not laid out to its full height yet (a busy device lays a kept page out
    // a few frames later), so the offset was clamped: ask again each frame until it fits, the user
    // scrolls, or RESTORE_RETRY_FRAMES have passed.
    let frames = 0
    let handle = 0
    const stop = () => {
      cancelAnimationFrame(handle)
      el.removeEventListener('touchstart', stop)
      el.removeEventListener('wheel', stop)
    }
    const retry = () => {
      el.scrollTop = top
      restoredRef.current?.()
      if (reached(el, top) || ++frames >= RESTORE_RETRY_FRAMES) stop()
      else handle = requestAnimationFrame(retry)
    }
    el.addEventListener('touchstart', stop, { passive: true })
    el.addEventListener('wheel', stop, { passive: true })
    handle = requestAnimationFrame(retry)
    return stop
  }, [scrollRef, active, scrollKey, scrollStore])

  return useCallback(() => {
    const el = scrollRef.current
    if (!el || !attachedRef.current) return false
    savedTopRef.current = el.scrollTop
    if (scrollKey !== undefined) scrollStore?.set(scrollKey, el.scrollTop)
    return true
  }, [scrollRef, attachedRef, scrollKey, scrollStore])
}
