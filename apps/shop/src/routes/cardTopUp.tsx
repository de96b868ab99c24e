import { createFileRoute } from '@tanstack/react-router'
import { CardTopUpScreen } from '../features/wallet/components/card-top-up-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /cardTopUp is card recharge (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/cardTopUp')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet', 'validation'),
  component: CardTopUpScreen,
})
