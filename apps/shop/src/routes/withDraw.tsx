import { createFileRoute } from '@tanstack/react-router'
import { WithdrawScreen } from '../features/wallet/components/withdraw-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /withDraw is withdraw (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/withDraw')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet', 'validation'),
  component: WithdrawScreen,
})
