import type { ProductSummary } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedListState } from '../lib/use-paged-list'
import { PagedList } from './paged-list'
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

/** A two-column product grid with pull-to-refresh and infinite loading (shop-spec §2). */
export function ProductList({ list, header, emptyText, ariaLabel, onRefresh }: ProductListProps) {
  const { t } = useTranslation()
  return (
    <PagedList
      list={list}
      getKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} />}
      columns={2}
      skeleton={<ProductGridSkeleton count={6} />}
      empty={<Empty description={emptyText ?? t('common.empty')} />}
      ariaLabel={ariaLabel}
      header={header}
      onRefresh={onRefresh}
    />
  )
}
