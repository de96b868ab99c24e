import type { ProductSummary } from '@crossmart/api-client'
import type { ReactNode } from 'react'
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

const productKey = (product: ProductSummary) => product.id
const productCard = (product: ProductSummary) => <ProductCard product={product} />

/** A two-column product grid with pull-to-refresh and infinite loading (shop-spec §2). */
export function ProductList(props: ProductListProps) {
  return (
    <PagedList
      {...props}
      getKey={productKey}
      renderItem={productCard}
      columns={2}
      skeleton={<ProductGridSkeleton count={6} />}
    />
  )
}
