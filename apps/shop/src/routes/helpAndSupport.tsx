import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ArticlesScreen, type ArticlesSearch } from '../features/content/components/articles-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/helpAndSupport')({
  validateSearch: (search: Record<string, unknown>): ArticlesSearch => ({ id: positiveInt(search['id']) }),
  loader: routeNamespaces('content'),
  component: HelpRoute,
})

function HelpRoute() {
  const { search } = useKeptMatch<unknown, ArticlesSearch>(Route.id)
  return <ArticlesScreen kind="help" search={search} />
}
