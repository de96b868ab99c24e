import { createFileRoute } from '@tanstack/react-router'
import { MessagesEntry } from '../features/chat/components/messages-entry'
import { MeScreen } from '../features/me/components/me-screen'
import { NotificationsEntry } from '../features/notifications/components/notifications-entry'
import { MyOrdersEntry } from '../features/orders/components/my-orders-entry'
import { MeWalletEntry } from '../features/wallet/components/me-wallet-entry'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /filter is the "me" page (personal centre).
export const Route = createFileRoute('/filter')({
  staticData: { tab: 'me' },
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('me'),
  component: MeRoute,
})

/** The me page with the sections other features add for a signed-in user. */
function MeRoute() {
  return (
    <MeScreen
      mineFirst={<NotificationsEntry />}
      entries={
        <>
          <MessagesEntry />
          <MyOrdersEntry />
          <MeWalletEntry />
        </>
      }
    />
  )
}
