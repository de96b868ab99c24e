import { createFileRoute } from '@tanstack/react-router'
import { PayCodeScreen } from '../features/cart/components/pay-code-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/changePayPwd')({
  // The code's rules are shown with the shop-spec §5 validation messages.
  loader: routeNamespaces('cart', 'validation'),
  component: PayCodeScreen,
})
