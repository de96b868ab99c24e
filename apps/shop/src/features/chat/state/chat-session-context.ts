import { createContext, useContext } from 'react'
import type { ChatSession } from './chat-session'

/** The signed-in user's chat session, created by the runtime and provided by the app shell. */
export const ChatSessionContext = createContext<ChatSession | null>(null)

/** The chat session (started on demand by the chat screens and the unread badge). */
export function useChatService(): ChatSession {
  const chat = useContext(ChatSessionContext)
  if (!chat) throw new Error('useChatService: no <ChatSessionContext.Provider> above this component')
  return chat
}
