import { createFileRoute } from '@tanstack/react-router'
import { BagScreen } from '../features/cart/components/bag-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/bag')({
  // shop-spec §2: the cart is the bottom navigation's cart entry.
  staticData: { tab: 'cart' },
  loader: routeNamespaces('cart'),
  component: BagScreen,
})
