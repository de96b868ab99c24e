import type { ProductSummary } from '@crossmart/api-client'
import { Empty, List } from '@crossmart/ui-kit'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedListState } from '../lib/use-paged-list'
import { ErrorState } from './error-state'
import { ProductCard } from './product-card'
import { ProductGridSkeleton } from './skeletons'

export interface ProductListProps {
  list: PagedListState<ProductSummary>
  header?: ReactNode
  emptyText?: string
  ariaLabel: string
  /** Pull-to-refresh; the list's own refresh when absent. */
  onRefresh?: () => Promise<unknown>
}

const ignore = () => {}

/** A two-column product grid with pull-to-refresh and infinite loading (shop-spec §2). */
export function ProductList({ list, header, emptyText, ariaLabel, onRefresh }: ProductListProps) {
  const { t } = useTranslation()
  const body =
    list.phase === 'initial' ? (
      <ProductGridSkeleton count={6} />
    ) : list.phase === 'initialError' ? (
      <ErrorState error={list.error} onRetry={list.retry} />
    ) : null
  return (
    <List
      items={list.phase === 'ready' ? list.items : []}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} />}
      columns={2}
      status={list.phase === 'ready' ? list.status : 'idle'}
      onLoadMore={list.phase === 'ready' ? list.loadMore : ignore}
      onRetry={list.loadMore}
      onRefresh={onRefresh ?? list.refresh}
      immediateCheck={list.phase === 'ready'}
      ariaLabel={ariaLabel}
      header={
        <>
          {header}
          {body}
        </>
      }
      empty={list.phase === 'ready' ? <Empty description={emptyText ?? t('common.empty')} /> : null}
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
