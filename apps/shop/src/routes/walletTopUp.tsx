import { createFileRoute } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { WalletTopUpScreen } from '../features/wallet/components/wallet-top-up-screen'
import { ReturnTargetContext } from '../features/wallet/hooks/use-return-target'
import { routeNamespaces } from '../i18n/route-namespaces'
import { parseTopUpSearch } from '../lib/return-path'
import { textSearchParam } from '../lib/text-search-param'

// shop-spec §2: /walletTopUp is on-chain recharge (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/walletTopUp')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet', 'validation'),
  // Issue #31: `?back=` is the way back to a payment, checked (a shop path only) by the component.
  validateSearch: textSearchParam('back'),
  component: WalletTopUpScreenRoute,
})

function WalletTopUpScreenRoute() {
  // The match's search also carries the URL's raw parameters: the way back is checked again here.
  const { search } = useKeptMatch<unknown, Record<string, unknown>>(Route.id)
  return (
    <ReturnTargetContext.Provider value={parseTopUpSearch(search).back ?? null}>
      <WalletTopUpScreen />
    </ReturnTargetContext.Provider>
  )
}
