import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { Loading } from '../components/states'
import { CatalogueLayout } from './catalogue-layout'
import { InboxRoute } from './inbox-route'
import { MoneyLayout } from './money-layout'
import { OperatorOnly } from './operator-only'
import { OwnerOnly } from './owner-only'
import { ProductStaffOnly } from './product-staff-only'
import { Shell } from './shell'
import { TeamNotesRoute } from './team-notes-route'

/** The loading state while a lazy screen's code arrives. */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}
// Every section but the inbox and team notes loads its code when first opened, so the console's
// first load stays the inbox's (README "Budget"); the role guards render them inside `Deferred`.
const AuditLogScreen = lazy(() =>
  import('../features/audit-log/audit-log-screen').then((m) => ({ default: m.AuditLogScreen })),
)
const ComplaintsScreen = lazy(() =>
  import('../features/audits/complaints-screen').then((m) => ({ default: m.ComplaintsScreen })),
)
const MoneyQueueScreen = lazy(() =>
  import('../features/audits/money-queue-screen').then((m) => ({ default: m.MoneyQueueScreen })),
)
const FinanceScreen = lazy(() =>
  import('../features/finance/finance-screen').then((m) => ({ default: m.FinanceScreen })),
)
const ShopLedgerScreen = lazy(() =>
  import('../features/money/shop-ledger-screen').then((m) => ({ default: m.ShopLedgerScreen })),
)
const OrderViewScreen = lazy(() =>
  import('../features/orders/order-view-screen').then((m) => ({ default: m.OrderViewScreen })),
)
const ProductsScreen = lazy(() =>
  import('../features/products/products-screen').then((m) => ({ default: m.ProductsScreen })),
)
const StatusScreen = lazy(() =>
  import('../features/status/status-screen').then((m) => ({ default: m.StatusScreen })),
)
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
  const orders = createRoute({
    getParentRoute: () => root,
    path: '/orders',
    component: lazyRouteComponent(() => import('../features/orders/orders-screen'), 'OrdersScreen'),
  })
  // Issue #29: the order view the ship form and the orders table link to.
  const orderView = createRoute({
    getParentRoute: () => root,
    path: '/orders/$orderId',
    component: function OrderViewRoute() {
      const { orderId } = orderView.useParams()
      return (
        <Deferred>
          <OrderViewScreen orderId={Number(orderId)} />
        </Deferred>
      )
    },
  })
  const quickReplies = createRoute({
    getParentRoute: () => root,
    path: '/quick-replies',
    component: lazyRouteComponent(
      () => import('../features/quick-replies/quick-replies-screen'),
      'QuickRepliesScreen',
    ),
  })
  const queueSettings = createRoute({
    getParentRoute: () => root,
    path: '/queue-settings',
    component: lazyRouteComponent(
      () => import('../features/queue-settings/queue-settings-screen'),
      'QueueSettingsScreen',
    ),
  })
  // Issue #29: the service's conversation labels.
  const labels = createRoute({
    getParentRoute: () => root,
    path: '/labels',
    component: lazyRouteComponent(() => import('../features/labels/labels-screen'), 'LabelsScreen'),
  })
  const reports = createRoute({
    getParentRoute: () => root,
    path: '/reports',
    component: lazyRouteComponent(() => import('../features/reports/reports-screen'), 'ReportsScreen'),
  })
  const recharges = createRoute({
    getParentRoute: () => root,
    path: '/recharges',
    component: () => (
      <OperatorOnly>
        <Deferred>
          <MoneyQueueScreen kind="recharge" />
        </Deferred>
      </OperatorOnly>
    ),
  })
  const withdrawals = createRoute({
    getParentRoute: () => root,
    path: '/withdrawals',
    component: () => (
      <OperatorOnly>
        <Deferred>
          <MoneyQueueScreen kind="withdrawal" />
        </Deferred>
      </OperatorOnly>
    ),
  })
  const complaints = createRoute({
    getParentRoute: () => root,
    path: '/complaints',
    component: () => (
      <OperatorOnly>
        <Deferred>
          <ComplaintsScreen />
        </Deferred>
      </OperatorOnly>
    ),
  })
  const auditLog = createRoute({
    getParentRoute: () => root,
    path: '/audit-log',
    component: () => (
      <OperatorOnly>
        <Deferred>
          <AuditLogScreen />
        </Deferred>
      </OperatorOnly>
    ),
  })
  const status = createRoute({
    getParentRoute: () => root,
    path: '/status',
    component: () => (
      <OperatorOnly>
        <Deferred>
          <StatusScreen />
        </Deferred>
      </OperatorOnly>
    ),
  })
  // Issue #42: the shop owner's money, and the operators' (a layout with its own sections).
  const finance = createRoute({
    getParentRoute: () => root,
    path: '/finance',
    component: () => (
      <OwnerOnly>
        <Deferred>
          <FinanceScreen />
        </Deferred>
      </OwnerOnly>
    ),
  })
  // Issue #48: the shop's products, for its owner and managers.
  const productsRoute = createRoute({
    getParentRoute: () => root,
    path: '/products',
    component: () => (
      <ProductStaffOnly>
        <Deferred>
          <ProductsScreen />
        </Deferred>
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
    component: lazyRouteComponent(
      () => import('../features/money/platform-money-screen'),
      'PlatformMoneyScreen',
    ),
  })
  const moneyPayouts = createRoute({
    getParentRoute: () => money,
    path: '/payouts',
    component: lazyRouteComponent(() => import('../features/money/payout-queue-screen'), 'PayoutQueueScreen'),
  })
  const moneyReconciliation = createRoute({
    getParentRoute: () => money,
    path: '/reconciliation',
    component: lazyRouteComponent(
      () => import('../features/money/reconciliation-panel'),
      'ReconciliationPanel',
    ),
  })
  const moneyCommission = createRoute({
    getParentRoute: () => money,
    path: '/commission',
    component: lazyRouteComponent(
      () => import('../features/money/commission-rates-screen'),
      'CommissionRatesScreen',
    ),
  })
  const moneyShopLedger = createRoute({
    getParentRoute: () => money,
    path: '/shops/$shopId',
    component: function ShopLedgerRoute() {
      const { shopId } = moneyShopLedger.useParams()
      return (
        <Deferred>
          <ShopLedgerScreen shopId={Number(shopId)} />
        </Deferred>
      )
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
