import { Empty, List } from '@crossmart/ui-kit'
import type { Key, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedListState } from '../lib/use-paged-list'
import { ErrorState } from './error-state'

export interface PagedListProps<T> {
  /** The paged-list hook's state (`usePagedList`). */
  list: PagedListState<T>
  getKey: (item: T) => Key
  renderItem: (item: T) => ReactNode
  /** Shown while the first page loads. */
  skeleton: ReactNode
  /** Shown when the first page is empty; default: `emptyText` (or the common "empty" text). */
  empty?: ReactNode
  emptyText?: string | undefined
  ariaLabel: string
  /** Above the items (and above the skeleton or the first page's error). */
  header?: ReactNode
  className?: string
  columns?: number
  /** False while the kept-alive page is hidden. */
  active?: boolean
  /** Pull-to-refresh; the list's own refresh when absent. */
  onRefresh?: (() => Promise<unknown>) | undefined
}

const ignore = () => {}

/**
 * A paged list (shop-spec §2: pull-to-refresh with infinite loading, refreshing and no-more
 * texts) over ui-kit's `List` and `usePagedList`: the skeleton until the first page answers, retry
 * if it failed, the empty state, then the items with the load-more footer.
 */
export function PagedList<T>({
  list,
  skeleton,
  empty,
  emptyText,
  header,
  onRefresh,
  ...rest
}: PagedListProps<T>) {
  const { t } = useTranslation()
  const ready = list.phase === 'ready'
  const body =
    list.phase === 'initial' ? (
      skeleton
    ) : list.phase === 'initialError' ? (
      <ErrorState error={list.error} onRetry={list.retry} />
    ) : null
  return (
    <List
      {...rest}
      items={ready ? list.items : []}
      status={ready ? list.status : 'idle'}
      onLoadMore={ready ? list.loadMore : ignore}
      onRetry={list.loadMore}
      onRefresh={onRefresh ?? list.refresh}
      immediateCheck={ready}
      header={
        <>
          {header}
          {body}
        </>
      }
      empty={ready ? (empty ?? <Empty description={emptyText ?? t('common.empty')} />) : null}
      texts={{
        loading: t('common.loading'),
        finished: t('common.noMore'),
        error: t('common.loadFailed'),
        pulling: t('common.pulling'),
        loosing: t('common.loosing'),
        refreshing: t('common.refreshing'),
      }}
    />
  )
}
