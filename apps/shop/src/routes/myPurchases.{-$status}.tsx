import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useKeptMatch } from '../app/use-kept-params'
import { OrdersScreen } from '../features/orders/components/orders-screen'
import { orderTabOf } from '../features/orders/state/order-rules'
import { routeNamespaces } from '../i18n/route-namespaces'
import { useStrings } from '../i18n/use-strings'

export const Route = createFileRoute('/myPurchases/{-$status}')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('orders'),
  component: MyPurchasesRoute,
})

/** shop-spec §2 /myPurchases/{status?}: the status tab is the optional parameter. */
function MyPurchasesRoute() {
  const { t } = useStrings('orders')
  const navigate = useNavigate()
  const { params, active } = useKeptMatch<{ status?: string }, unknown>(Route.id)
  return (
    <OrdersScreen
      title={t('title.myPurchases')}
      tab={orderTabOf(params.status)}
      active={active}
      onTabChange={(tab) =>
        void navigate({
          to: '/myPurchases/{-$status}',
          params: { status: tab === 'all' ? undefined : tab },
          replace: true,
        })
      }
    />
  )
}
