import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { ShopScreen } from '../features/shop/components/shop-screen'
import { routeNamespaces } from '../i18n/route-namespaces'
import { positiveInt } from '../lib/search-params'

export const Route = createFileRoute('/shop/{-$id}')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('catalog'),
  component: ShopRoute,
})

function ShopRoute() {
  const { params } = useKeptMatch<{ id?: string }, unknown>(Route.id)
  return <ShopScreen shopId={positiveInt(params.id)} />
}
