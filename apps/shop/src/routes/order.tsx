import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { useKeptMatch } from '../app/use-kept-params'
import { OrdersScreen } from '../features/orders/components/orders-screen'
import type { OrderTab } from '../features/orders/state/order-rules'
import { routeNamespaces } from '../i18n/route-namespaces'
import { useStrings } from '../i18n/use-strings'

// shop-spec §2 "order": the bottom navigation's order tab, my orders of every status.
export const Route = createFileRoute('/order')({
  staticData: { tab: 'order' },
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('orders'),
  component: OrderRoute,
})

function OrderRoute() {
  const { t } = useStrings('orders')
  const { active } = useKeptMatch<unknown, unknown>(Route.id)
  const [tab, setTab] = useState<OrderTab>('all')
  return (
    <OrdersScreen title={t('title.order')} tab={tab} onTabChange={setTab} active={active} showBack={false} />
  )
}
