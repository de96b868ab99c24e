import { type Key, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  LIST_LOAD_OFFSET_PX,
  LIST_OVERSCAN_ROWS,
  LIST_VIRTUALIZE_THRESHOLD,
  PULL_REFRESH_HEAD_PX,
} from '../constants.js'
import { cx } from '../internal/class-names.js'
import { ListFooter, type ListFooterTexts, type ListStatus } from './list-footer.js'
import { pullOffset } from './pull-refresh.js'
import type { ScrollPositionStore } from './scroll-position-store.js'
import { usePullRefresh } from './use-pull-refresh.js'
import { computeWindow } from './virtual-window.js'

export interface ListTexts extends ListFooterTexts {
  /** Pull head texts, needed when `onRefresh` is given. */
  pulling?: string
  loosing?: string
  refreshing?: string
}

export interface ListProps<T> {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  getKey: (item: T, index: number) => Key
  /** Loading-more state, owned by the screen. `onLoadMore` is only called while 'idle'. */
  status: ListStatus
  onLoadMore: () => void
  /** Tap on the error footer; `onLoadMore` when absent. */
  onRetry?: () => void
  /** Enables pull-to-refresh; the head stays until the returned promise settles. */
  onRefresh?: () => unknown
  texts: ListTexts
  /** shop-spec §9: distance from the bottom that triggers loading more (300 px). */
  loadOffset?: number
  /** shop-spec §9: pull-refresh head height (50 px). */
  pullHead?: number
  /** Items per row (2 for a product grid). */
  columns?: number
  /** Fixed row height in px; with it, lists longer than `virtualizeThreshold` rows are windowed. */
  rowHeight?: number
  virtualizeThreshold?: number
  overscan?: number
  /** Content above the items inside the same scroll area (banner, filters). */
  header?: ReactNode
  /** Shown instead of the items when the list is empty and finished. */
  empty?: ReactNode
  loadingIcon?: ReactNode
  /** With `scrollStore`: where the scroll offset is remembered across unmounts. */
  scrollKey?: string
  scrollStore?: ScrollPositionStore
  /** false while the page is hidden by the app's own keep-alive; the offset comes back on true. */
  active?: boolean
  /** Check on mount whether the content fills the viewport and load more if not (default true). */
  immediateCheck?: boolean
  ariaLabel?: string
  className?: string
}

/**
 * A scroll container with pull-to-refresh, infinite loading with footers, scroll position kept
 * across hide/show (React <Activity>, `active`, or remount with a store) and windowing when long.
 * Give it a height (it fills its parent: `height: 100%`).
 */
export function List<T>(props: ListProps<T>) {
  const {
    items,
    renderItem,
    getKey,
    status,
    onLoadMore,
    onRetry,
    onRefresh,
    texts,
    loadOffset = LIST_LOAD_OFFSET_PX,
    pullHead = PULL_REFRESH_HEAD_PX,
    columns = 1,
    rowHeight,
    virtualizeThreshold = LIST_VIRTUALIZE_THRESHOLD,
    overscan = LIST_OVERSCAN_ROWS,
    header,
    empty,
    loadingIcon,
    scrollKey,
    scrollStore,
    active = true,
    immediateCheck = true,
    ariaLabel,
    className,
  } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const itemsRef = useRef<HTMLUListElement>(null)
  // The offset survives hiding: React keeps refs of an <Activity> that is hidden.
  const savedTopRef = useRef(0)
  const attachedRef = useRef(false)
  const pendingRef = useRef(false)
  const [view, setView] = useState({ top: 0, height: 0 })
  const pull = usePullRefresh({ scrollRef, onRefresh, head: pullHead })

  const loadMoreRef = useRef(onLoadMore)
  loadMoreRef.current = onLoadMore

  const check = useCallback(() => {
    const el = scrollRef.current
    if (!el || !attachedRef.current || status !== 'idle' || pendingRef.current) return
    const distance = el.scrollHeight - el.clientHeight - el.scrollTop
    if (distance <= loadOffset) {
      pendingRef.current = true
      loadMoreRef.current()
    }
  }, [status, loadOffset])

  // A new status or new items is the screen's answer; another request may go out after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every answer, even when equal
  useEffect(() => {
    pendingRef.current = false
  }, [status, items.length])

  const rowCount = Math.ceil(items.length / Math.max(1, columns))
  const windowed = rowHeight !== undefined && rowHeight > 0 && rowCount > virtualizeThreshold

  const measure = useCallback(() => {
    const el = scrollRef.current
    if (!el) return
    const height = el.clientHeight || (typeof window === 'undefined' ? 0 : window.innerHeight)
    setView((old) =>
      old.top === el.scrollTop && old.height === height ? old : { top: el.scrollTop, height },
    )
  }, [])

  // Restore on mount, on reveal of a hidden <Activity> (effects re-run) and when `active` returns.
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el || !active) return
    attachedRef.current = true
    const stored = scrollKey !== undefined ? scrollStore?.get(scrollKey) : undefined
    const top = stored ?? savedTopRef.current
    if (top > 0) el.scrollTop = top
    measure()
    return () => {
      // Hidden or unmounting: scroll events from here on (display: none resets) are not the user's.
      attachedRef.current = false
    }
  }, [active, scrollKey, scrollStore, measure])

  useEffect(() => {
    if (immediateCheck && active) check()
  }, [check, immediateCheck, active])

  const onScroll = () => {
    const el = scrollRef.current
    if (!el || !attachedRef.current) return
    savedTopRef.current = el.scrollTop
    if (scrollKey !== undefined) scrollStore?.set(scrollKey, el.scrollTop)
    if (windowed) measure()
    check()
  }

  const range = windowed
    ? computeWindow({
        rowCount,
        rowHeight,
        scrollTop: view.top,
        viewportHeight: view.height,
        offsetTop: itemsRef.current?.offsetTop ?? 0,
        overscan,
      })
    : { start: 0, end: rowCount, padTop: 0, padBottom: 0 }
  const first = range.start * columns
  const last = Math.min(items.length, range.end * columns)
  const shown = items.slice(first, last)
  const offset = pullOffset(pull, pullHead)
  const pullText =
    pull.status === 'pulling' ? texts.pulling : pull.status === 'loosing' ? texts.loosing : texts.refreshing
  const isEmpty = items.length === 0 && status === 'finished' && empty !== undefined

  return (
    <div
      ref={scrollRef}
      className={cx('cm-list', className)}
      onScroll={onScroll}
      aria-busy={status === 'loading' || pull.status === 'refreshing' ? true : undefined}
      data-pull={pull.status}
    >
      <div
        className="cm-list__track"
        style={offset ? { transform: `translate3d(0, ${offset}px, 0)` } : undefined}
        data-testid="cm-list-track"
      >
        {onRefresh ? (
          <div
            className="cm-list__head"
            style={{ height: pullHead, marginTop: -pullHead }}
            aria-live="polite"
          >
            {pull.status === 'idle' ? null : pullText}
          </div>
        ) : null}
        {header}
        {isEmpty ? (
          empty
        ) : (
          <ul
            ref={itemsRef}
            aria-label={ariaLabel}
            className={cx('cm-list__items', columns > 1 && 'cm-list__items--grid')}
            style={{
              ...(columns > 1 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : {}),
              ...(windowed ? { paddingTop: range.padTop, paddingBottom: range.padBottom } : {}),
              ...(windowed ? { gridAutoRows: `${rowHeight}px` } : {}),
            }}
            data-windowed={windowed || undefined}
          >
            {shown.map((item, i) => (
              <li
                key={getKey(item, first + i)}
                className="cm-list__item"
                style={windowed && columns === 1 ? { height: rowHeight } : undefined}
              >
                {renderItem(item, first + i)}
              </li>
            ))}
          </ul>
        )}
        <ListFooter
          status={status}
          texts={texts}
          onRetry={onRetry ?? onLoadMore}
          loadingIcon={loadingIcon}
          hideFinished={isEmpty}
        />
      </div>
    </div>
  )
}
