import { createFileRoute } from '@tanstack/react-router'
import { TopUpScreen } from '../features/wallet/components/top-up-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /topUp is the recharge entry (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/topUp')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet'),
  component: TopUpScreen,
})
