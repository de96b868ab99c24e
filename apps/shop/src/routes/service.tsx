import { createFileRoute } from '@tanstack/react-router'
import { ChatDetailScreen } from '../features/chat/components/chat-detail-screen'

// shop-spec §2: /service is customer service: the platform's channel (getServiceChannel without merId).
export const Route = createFileRoute('/service')({
  staticData: { titleKey: 'title.service' },
  component: ServiceRoute,
})

function ServiceRoute() {
  return <ChatDetailScreen merId={undefined} />
}
