import { createFileRoute } from '@tanstack/react-router'
import { CheckoutScreen } from '../features/cart/components/checkout-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/checkout')({
  loader: routeNamespaces('cart'),
  component: CheckoutScreen,
})
