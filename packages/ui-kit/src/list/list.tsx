import { type Key, type ReactNode, useRef } from 'react'
import { PULL_REFRESH_HEAD_PX } from '../constants.js'
import { useInfiniteLoad } from '../infinite-load/use-infinite-load.js'
import { cx } from '../internal/class-names.js'
import { ListFooter, type ListFooterTexts, type ListStatus } from '../list-footer/list-footer.js'
import { PullRefreshHead, type PullRefreshTexts } from '../pull-to-refresh/pull-refresh-head.js'
import { pullOffset } from '../pull-to-refresh/pull-state.js'
import { usePullRefresh } from '../pull-to-refresh/use-pull-refresh.js'
import type { ScrollPositionStore } from '../scroll-restore/scroll-position-store.js'
import { useScrollRestore } from '../scroll-restore/use-scroll-restore.js'
import { useVirtualWindow } from '../windowing/use-virtual-window.js'

/** Footer texts, and the pull head texts (needed when `onRefresh` is given). */
export interface ListTexts extends ListFooterTexts, PullRefreshTexts {}

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
 * Each of those is a part that works alone on any scroll container (`usePullRefresh` +
 * `PullRefreshHead`, `useInfiniteLoad` + `ListFooter`, `useScrollRestore`, `useVirtualWindow`);
 * List composes them. Give it a height (it fills its parent: `height: 100%`).
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
    loadOffset,
    pullHead = PULL_REFRESH_HEAD_PX,
    columns = 1,
    rowHeight,
    virtualizeThreshold,
    overscan,
    header,
    empty,
    loadingIcon,
    scrollKey,
    scrollStore,
    active = true,
    immediateCheck,
    ariaLabel,
    className,
  } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const itemsRef = useRef<HTMLUListElement>(null)
  const pull = usePullRefresh({ scrollRef, onRefresh, head: pullHead })
  const check = useInfiniteLoad({
    scrollRef,
    status,
    onLoadMore,
    offset: loadOffset,
    itemCount: items.length,
    active,
    immediateCheck,
  })
  const { windowed, range, measure } = useVirtualWindow({
    scrollRef,
    rowsRef: itemsRef,
    rowCount: Math.ceil(items.length / Math.max(1, columns)),
    rowHeight,
    threshold: virtualizeThreshold,
    overscan,
  })
  const save = useScrollRestore({ scrollRef, active, scrollKey, scrollStore, onRestore: measure })

  const onScroll = () => {
    if (!save()) return
    if (windowed) measure()
    check()
  }

  const first = range.start * columns
  const last = Math.min(items.length, range.end * columns)
  const shown = items.slice(first, last)
  const offset = pullOffset(pull, pullHead)
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
        {onRefresh ? <PullRefreshHead state={pull} texts={texts} head={pullHead} /> : null}
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
