import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ProductsScreen, type ProductsSearch } from '../features/catalog/components/products-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt, productSort } from '../lib/search-params'

export const Route = createFileRoute('/products')({
  validateSearch: (search: Record<string, unknown>): ProductsSearch => ({
    categoryId: positiveInt(search['categoryId']),
    sort: productSort(search['sort']),
  }),
  staticData: { tab: 'commodity' },
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('catalog'),
  component: ProductsRoute,
})

function ProductsRoute() {
  const { search } = useKeptMatch<unknown, ProductsSearch>(Route.id)
  return <ProductsScreen search={search} />
}
