import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { DetailScreen } from '../features/product/components/detail-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'
import { textSearchParam } from '../lib/text-search-param'

export const Route = createFileRoute('/detail/{-$product}/{-$mer}')({
  // shop-spec §2: product detail is the one page that is not kept alive.
  staticData: { keepAlive: false },
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('product'),
  // Issue #46: a guest's option choice, carried across /login (features/product/state/guest-choice.ts).
  validateSearch: textSearchParam('choice'),
  component: DetailRoute,
})

function DetailRoute() {
  const { params, search } = useKeptMatch<
    { product?: string; mer?: string },
    { choice?: string | undefined }
  >(Route.id)
  return (
    <DetailScreen
      productId={positiveInt(params.product)}
      shopId={positiveInt(params.mer)}
      choice={search.choice}
    />
  )
}
