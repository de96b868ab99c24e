import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ProductsScreen, type ProductsSearch } from '../features/catalog/components/products-screen'
import { positiveInt, productSort } from '../lib/search-params'

export const Route = createFileRoute('/products')({
  validateSearch: (search: Record<string, unknown>): ProductsSearch => ({
    categoryId: positiveInt(search['categoryId']),
    sort: productSort(search['sort']),
  }),
  staticData: { titleKey: 'title.products', tab: 'commodity' },
  component: ProductsRoute,
})

function ProductsRoute() {
  const { search } = useKeptMatch<unknown, ProductsSearch>(Route.id)
  return <ProductsScreen search={search} />
}
