import { createFileRoute } from '@tanstack/react-router'
import { DepositRecordScreen } from '../features/wallet/components/deposit-record-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /depositRecord is withdrawal record (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/depositRecord')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet'),
  component: DepositRecordScreen,
})
