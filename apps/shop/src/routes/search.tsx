import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { SearchScreen, type SearchSearch } from '../features/catalog/components/search-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { nonEmptyText, positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): SearchSearch => ({
    keyword: nonEmptyText(search['keyword']),
    categoryId: positiveInt(search['categoryId']),
  }),
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('catalog'),
  component: SearchRoute,
})

function SearchRoute() {
  const { search } = useKeptMatch<unknown, SearchSearch>(Route.id)
  return <SearchScreen search={search} />
}
