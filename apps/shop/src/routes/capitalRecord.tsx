import { createFileRoute } from '@tanstack/react-router'
import { CapitalRecordScreen } from '../features/wallet/components/capital-record-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /capitalRecord is fund record (bill) (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/capitalRecord')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet'),
  component: CapitalRecordScreen,
})
