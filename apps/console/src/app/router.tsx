import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Loading } from '../components/states'
import { AuditLogScreen } from '../features/audit-log/audit-log-screen'
import { ComplaintsScreen } from '../features/audits/complaints-screen'
import { MoneyQueueScreen } from '../features/audits/money-queue-screen'
import { FinanceScreen } from '../features/finance/finance-screen'
import { LabelsScreen } from '../features/labels/labels-screen'
import { CommissionRatesScreen } from '../features/money/commission-rates-screen'
import { PayoutQueueScreen } from '../features/money/payout-queue-screen'
import { PlatformMoneyScreen } from '../features/money/platform-money-screen'
import { ReconciliationPanel } from '../features/money/reconciliation-panel'
import { ShopLedgerScreen } from '../features/money/shop-ledger-screen'
import { OrderViewScreen } from '../features/orders/order-view-screen'
import { OrdersScreen } from '../features/orders/orders-screen'
import { ProductsScreen } from '../features/products/products-screen'
import { QueueSettingsScreen } from '../features/queue-settings/queue-settings-screen'
import { QuickRepliesScreen } from '../features/quick-replies/quick-replies-screen'
import { ReportsScreen } from '../features/reports/reports-screen'
import { StatusScreen } from '../features/status/status-screen'
import { CatalogueLayout } from './catalogue-layout'
import { InboxRoute } from './inbox-route'
import { MoneyLayout } from './money-layout'
import { OperatorOnly } from './operator-only'
import { OwnerOnly } from './owner-only'
import { ProductStaffOnly } from './product-staff-only'
import { Shell } from './shell'
import { TeamNotesRoute } from './team-notes-route'

// Issue #48 "Merchants join": the operator's application queue and shops, loaded when first opened
// (the console's first load stays the inbox's).
const ApplicationsScreen = lazy(() => import('../features/applications/applications-screen'))
const ShopsScreen = lazy(() => import('../features/applications/shops-screen'))

/** The console lives under /console on the shop's origin (server README "Console"). */
export const CONSOLE_BASEPATH = '/console'

/** The console's screens; `history` is the browser's, or a memory history in tests. */
export function createConsoleRouter(history?: RouterHistory) {
  const root = createRootRoute({ component: Shell })
  const index = createRoute({
    getParentRoute: () => root,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/inbox' })
    },
  })
  const inbox = createRoute({
    getParentRoute: () => root,
    path: '/inbox',
    component: InboxRoute,
    // Issue #44: /inbox?conversation=<channelId> opens that conversation (a notice's click, a link).
    validateSearch: (search: Record<string, unknown>): { conversation?: string; note?: number } => {
      const conversation = search['conversation']
      if (typeof conversation !== 'string' || conversation === '') return {}
      // Issue #44: a mention of a private note opens the conversation at the note.
      const note = Number(search['note'])
      return Number.isSafeInteger(note) && note > 0 ? { conversation, note } : { conversation }
    },
  })
  const teamNotes = createRoute({
    getParentRoute: () => root,
    path: '/team-notes',
    component: TeamNotesRoute,
  })
  const orders = createRoute({ getParentRoute: () => root, path: '/orders', component: OrdersScreen })
  // Issue #29: the order view the ship form and the orders table link to.
  const orderView = createRoute({
    getParentRoute: () => root,
    path: '/orders/$orderId',
    component: function OrderViewRoute() {
      const { orderId } = orderView.useParams()
      return <OrderViewScreen orderId={Number(orderId)} />
    },
  })
  const quickReplies = createRoute({
    getParentRoute: () => root,
    path: '/quick-replies',
    component: QuickRepliesScreen,
  })
  const queueSettings = createRoute({
    getParentRoute: () => root,
    path: '/queue-settings',
    component: QueueSettingsScreen,
  })
  // Issue #29: the service's conversation labels.
  const labels = createRoute({ getParentRoute: () => root, path: '/labels', component: LabelsScreen })
  const reports = createRoute({ getParentRoute: () => root, path: '/reports', component: ReportsScreen })
  const recharges = createRoute({
    getParentRoute: () => root,
    path: '/recharges',
    component: () => (
      <OperatorOnly>
        <MoneyQueueScreen kind="recharge" />
      </OperatorOnly>
    ),
  })
  const withdrawals = createRoute({
    getParentRoute: () => root,
    path: '/withdrawals',
    component: () => (
      <OperatorOnly>
        <MoneyQueueScreen kind="withdrawal" />
      </OperatorOnly>
    ),
  })
  const complaints = createRoute({
    getParentRoute: () => root,
    path: '/complaints',
    component: () => (
      <OperatorOnly>
        <ComplaintsScreen />
      </OperatorOnly>
    ),
  })
  const auditLog = createRoute({
    getParentRoute: () => root,
    path: '/audit-log',
    component: () => (
      <OperatorOnly>
        <AuditLogScreen />
      </OperatorOnly>
    ),
  })
  const status = createRoute({
    getParentRoute: () => root,
    path: '/status',
    component: () => (
      <OperatorOnly>
        <StatusScreen />
      </OperatorOnly>
    ),
  })
  // Issue #42: the shop owner's money, and the operators' (a layout with its own sections).
  const finance = createRoute({
    getParentRoute: () => root,
    path: '/finance',
    component: () => (
      <OwnerOnly>
        <FinanceScreen />
      </OwnerOnly>
    ),
  })
  // Issue #48: the shop's products, for its owner and managers.
  const productsRoute = createRoute({
    getParentRoute: () => root,
    path: '/products',
    component: () => (
      <ProductStaffOnly>
        <ProductsScreen />
      </ProductStaffOnly>
    ),
  })
  const applications = createRoute({
    getParentRoute: () => root,
    path: '/applications',
    component: () => (
      <OperatorOnly>
        <Suspense fallback={<Loading />}>
          <ApplicationsScreen />
        </Suspense>
      </OperatorOnly>
    ),
  })
  const shopsRoute = createRoute({
    getParentRoute: () => root,
    path: '/shops',
    component: () => (
      <OperatorOnly>
        <Suspense fallback={<Loading />}>
          <ShopsScreen />
        </Suspense>
      </OperatorOnly>
    ),
  })
  const money = createRoute({ getParentRoute: () => root, path: '/money', component: MoneyLayout })
  const moneyPlatform = createRoute({
    getParentRoute: () => money,
    path: '/',
    component: PlatformMoneyScreen,
  })
  const moneyPayouts = createRoute({
    getParentRoute: () => money,
    path: '/payouts',
    component: PayoutQueueScreen,
  })
  const moneyReconciliation = createRoute({
    getParentRoute: () => money,
    path: '/reconciliation',
    component: ReconciliationPanel,
  })
  const moneyCommission = createRoute({
    getParentRoute: () => money,
    path: '/commission',
    component: CommissionRatesScreen,
  })
  const moneyShopLedger = createRoute({
    getParentRoute: () => money,
    path: '/shops/$shopId',
    component: function ShopLedgerRoute() {
      const { shopId } = moneyShopLedger.useParams()
      return <ShopLedgerScreen shopId={Number(shopId)} />
    },
  })
  // Issue #48: the operator's marketplace; each screen's code is loaded when it is opened.
  const catalogue = createRoute({
    getParentRoute: () => root,
    path: '/catalogue',
    component: CatalogueLayout,
  })
  const catalogueCategories = createRoute({
    getParentRoute: () => catalogue,
    path: '/',
    component: lazyRouteComponent(
      () => import('../features/catalogue/categories-screen'),
      'CategoriesScreen',
    ),
  })
  const catalogueBanners = createRoute({
    getParentRoute: () => catalogue,
    path: '/banners',
    component: lazyRouteComponent(() => import('../features/catalogue/banners-screen'), 'BannersScreen'),
  })
  const catalogueAnnouncements = createRoute({
    getParentRoute: () => catalogue,
    path: '/announcements',
    component: lazyRouteComponent(
      () => import('../features/catalogue/announcements-screen'),
      'AnnouncementsScreen',
    ),
  })
  const catalogueHot = createRoute({
    getParentRoute: () => catalogue,
    path: '/hot',
    component: lazyRouteComponent(() => import('../features/catalogue/hot-lists-screen'), 'HotListsScreen'),
  })
  const tree = root.addChildren([
    index,
    inbox,
    teamNotes,
    orders,
    orderView,
    quickReplies,
    queueSettings,
    labels,
    reports,
    recharges,
    withdrawals,
    complaints,
    auditLog,
    status,
    finance,
    productsRoute,
    applications,
    shopsRoute,
    money.addChildren([moneyPlatform, moneyPayouts, moneyReconciliation, moneyCommission, moneyShopLedger]),
    catalogue.addChildren([catalogueCategories, catalogueBanners, catalogueAnnouncements, catalogueHot]),
  ])
  return createRouter({ routeTree: tree, basepath: CONSOLE_BASEPATH, ...(history ? { history } : {}) })
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter
  }
}
