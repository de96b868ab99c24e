import { createFileRoute } from '@tanstack/react-router'
import { ChatListScreen } from '../features/chat/components/chat-list-screen'
import { routeNamespaces } from '../i18n/route-namespaces'

// shop-spec §2: /chatRoom/{merId?} is the messages list (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/chatRoom/{-$merId}')({
  // Its screen's strings load with its code (the router waits for both).
  loader: routeNamespaces('chat'),
  component: ChatListScreen,
})
