import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { LIST_LOAD_OFFSET_PX } from '../constants.js'
import { useAttached } from '../internal/use-attached.js'
import type { ListStatus } from '../list-footer/list-footer.js'

export interface InfiniteLoadOptions {
  /** The scroll container whose bottom is watched. */
  scrollRef: RefObject<HTMLElement | null>
  /** Loading-more state, owned by the screen. `onLoadMore` is only called while 'idle'. */
  status: ListStatus
  onLoadMore: () => void
  /** shop-spec §9: distance from the bottom that triggers loading more (300 px). */
  offset?: number | undefined
  /** How many items the screen holds: a new count, like a new status, is the screen's answer. */
  itemCount?: number | undefined
  /** false while the page is hidden by the app's own keep-alive: nothing is asked for. */
  active?: boolean | undefined
  /** Check on mount (and when `active` returns) whether the content fills the viewport (default true). */
  immediateCheck?: boolean | undefined
}

/**
 * Infinite loading on any scroll container: returns `check`, to call from the container's scroll
 * handler; it calls `onLoadMore` once the bottom is within `offset`, at most once per answer.
 */
export function useInfiniteLoad({
  scrollRef,
  status,
  onLoadMore,
  offset = LIST_LOAD_OFFSET_PX,
  itemCount,
  active = true,
  immediateCheck = true,
}: InfiniteLoadOptions): () => void {
  const attachedRef = useAttached(active)
  const pendingRef = useRef(false)
  const loadMoreRef = useRef(onLoadMore)
  loadMoreRef.current = onLoadMore

  const check = useCallback(() => {
    const el = scrollRef.current
    if (!el || !attachedRef.current || status !== 'idle' || pendingRef.current) return
    const distance = el.scrollHeight - el.clientHeight - el.scrollTop
    if (distance <= offset) {
      pendingRef.current = true
      loadMoreRef.current()
    }
  }, [scrollRef, attachedRef, status, offset])

  // A new status or new items is the screen's answer; another request may go out after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every answer, even when equal
  useEffect(() => {
    pendingRef.current = false
  }, [status, itemCount])

  useEffect(() => {
    if (immediateCheck && active) check()
  }, [check, immediateCheck, active])

  return check
}
