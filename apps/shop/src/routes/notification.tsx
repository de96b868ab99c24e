import { createFileRoute } from '@tanstack/react-router'
import { NotificationScreen } from '../features/notifications/components/notification-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

export const Route = createFileRoute('/notification')({
  loader: routeNamespaces('notifications'),
  component: NotificationScreen,
})
