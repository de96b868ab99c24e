import { createFileRoute } from '@tanstack/react-router'
import { TopUpRecordScreen } from '../features/wallet/components/top-up-record-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /topUpRecord is recharge record (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/topUpRecord')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet'),
  component: TopUpRecordScreen,
})
