import { createFileRoute } from '@tanstack/react-router'
import { WalletTopUpScreen } from '../features/wallet/components/wallet-top-up-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /walletTopUp is on-chain recharge (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/walletTopUp')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('wallet', 'validation'),
  component: WalletTopUpScreen,
})
