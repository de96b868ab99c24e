import { Empty, List } from '@crossmart/ui-kit'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../../components/error-state'
import { ListRowsSkeleton } from '../../../components/skeletons'
import { useOnReveal } from '../../../lib/use-on-reveal'
import type { PagedListState } from '../../../lib/use-paged-list'

export interface RecordListProps<T extends { id: number }> {
  list: PagedListState<T>
  renderItem: (item: T) => ReactNode
  emptyText: string
  ariaLabel: string
  header?: ReactNode
}

const ignore = () => {}

/**
 * A wallet record list (shop-spec §2: pull-to-refresh with infinite loading, refreshing and
 * no-more texts): skeleton rows first, retry on a failed first page, empty state, and a fresh
 * first page whenever the kept-alive page is shown again.
 */
export function RecordList<T extends { id: number }>({
  list,
  renderItem,
  emptyText,
  ariaLabel,
  header,
}: RecordListProps<T>) {
  const { t } = useTranslation()
  useOnReveal(list.refresh)
  const body =
    list.phase === 'initial' ? (
      <ListRowsSkeleton rows={5} />
    ) : list.phase === 'initialError' ? (
      <ErrorState error={list.error} onRetry={list.retry} />
    ) : null
  return (
    <List
      items={list.phase === 'ready' ? list.items : []}
      getKey={(item) => item.id}
      renderItem={(item) => renderItem(item)}
      status={list.phase === 'ready' ? list.status : 'idle'}
      onLoadMore={list.phase === 'ready' ? list.loadMore : ignore}
      onRetry={list.loadMore}
      onRefresh={list.refresh}
      immediateCheck={list.phase === 'ready'}
      ariaLabel={ariaLabel}
      className="wallet-records"
      header={
        <>
          {header}
          {body}
        </>
      }
      empty={list.phase === 'ready' ? <Empty description={emptyText} /> : null}
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
