import { createFileRoute } from '@tanstack/react-router'
import { ChatListScreen } from '../features/chat/components/chat-list-screen'

// shop-spec §2: /chatRoom/{merId?} is the messages list (not a public path: the guard sends guests to /login).
export const Route = createFileRoute('/chatRoom/{-$merId}')({
  staticData: { titleKey: 'title.chatRoom' },
  component: ChatListScreen,
})
