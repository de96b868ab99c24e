import {
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router'
import { AuditLogScreen } from '../features/audit-log/audit-log-screen'
import { ComplaintsScreen } from '../features/audits/complaints-screen'
import { MoneyQueueScreen } from '../features/audits/money-queue-screen'
import { LabelsScreen } from '../features/labels/labels-screen'
import { OrderViewScreen } from '../features/orders/order-view-screen'
import { OrdersScreen } from '../features/orders/orders-screen'
import { QueueSettingsScreen } from '../features/queue-settings/queue-settings-screen'
import { QuickRepliesScreen } from '../features/quick-replies/quick-replies-screen'
import { ReportsScreen } from '../features/reports/reports-screen'
import { StatusScreen } from '../features/status/status-screen'
import { InboxRoute } from './inbox-route'
import { OperatorOnly } from './operator-only'
import { Shell } from './shell'
import { TeamNotesRoute } from './team-notes-route'

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
  const inbox = createRoute({ getParentRoute: () => root, path: '/inbox', component: InboxRoute })
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
  ])
  return createRouter({ routeTree: tree, basepath: CONSOLE_BASEPATH, ...(history ? { history } : {}) })
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ConsoleRouter
  }
}
