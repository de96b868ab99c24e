import { orderList } from '@crossmart/api-client'
import { Empty, Tabs } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { PagedList } from '../../../components/paged-list'
import { useStrings } from '../../../i18n/use-strings'
import { compact } from '../../../lib/search-params'
import { useApi } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { usePagedList } from '../../../lib/use-paged-list'
import { ORDER_PAGE_LIMIT, ORDER_TABS, type OrderTab, statusFilterOf } from '../state/order-rules'
import { OrderCard } from './order-card'
import { OrderCardsSkeleton } from './orders-skeleton'
import './orders.css'

export interface OrdersScreenProps {
  title: string
  tab: OrderTab
  onTabChange: (tab: OrderTab) => void
  /** False while the kept-alive page is hidden; showing it again reloads the list. */
  active: boolean
  /** The order tab of the bottom navigation has no back arrow. */
  showBack?: boolean
}

/** My orders: sticky status tabs (shop-spec §4) over a pull-to-refresh, infinite list. */
export function OrdersScreen({ title, tab, onTabChange, active, showBack = true }: OrdersScreenProps) {
  const { t } = useStrings('orders')
  const api = useApi()
  const status = statusFilterOf(tab)
  const list = usePagedList(
    (page) => api.call(orderList, compact({ status, page, limit: ORDER_PAGE_LIMIT })),
    [api, status],
  )
  useOnReveal(list.refresh)
  const tabs = ORDER_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))
  return (
    <Page title={title} showBack={showBack} scroll="child">
      <PagedList
        list={list}
        getKey={(order) => order.id}
        renderItem={(order) => <OrderCard order={order} onChanged={() => void list.refresh()} />}
        skeleton={<OrderCardsSkeleton />}
        empty={
          <Empty description={t('list.empty')}>
            <Link to="/products" className="link">
              {t('list.goShopping')}
            </Link>
          </Empty>
        }
        active={active}
        ariaLabel={t('list.ariaLabel')}
        className="orders-list"
        header={<Tabs items={tabs} activeKey={tab} onChange={onTabChange} label={t('tabs.label')} />}
      />
    </Page>
  )
}
