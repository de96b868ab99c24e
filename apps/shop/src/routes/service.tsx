import { createFileRoute } from '@tanstack/react-router'
import { ChatDetailScreen } from '../features/chat/components/chat-detail-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /service is customer service: the platform's channel (getServiceChannel without merId).
export const Route = createFileRoute('/service')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('chat'),
  component: ServiceRoute,
})

function ServiceRoute() {
  return <ChatDetailScreen merId={undefined} />
}
