import { createMessageActions } from '@crossmart/api-client'
import { ImProvider } from '@crossmart/im-react'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { type ConsoleChatClient, startConsoleChat } from './console-chat'
import { useServices } from './services'

export type ChatState =
  | { status: 'starting' }
  | { status: 'ready'; client: ConsoleChatClient }
  | { status: 'error'; error: unknown; retry(): void }

const ChatContext = createContext<ChatState | null>(null)

/**
 * The staff member's one chat client while they are logged in (the inbox, team notes, the
 * mentions badge and the bindings' hooks share it: a second client of the same device flag would kick the first); destroyed
 * on logout.
 */
export function ChatClientProvider({ children }: { children: ReactNode }) {
  const { api, chat, location } = useServices()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ChatState>({ status: 'starting' })
  useEffect(() => {
    let alive = true
    let client: ConsoleChatClient | undefined
    setState({ status: 'starting' })
    startConsoleChat(api, chat, location).then(
      (started) => {
        client = started
        if (alive) setState({ status: 'ready', client: started })
        else started.destroy()
      },
      (error: unknown) => {
        if (alive) setState({ status: 'error', error, retry: () => setAttempt((n) => n + 1) })
      },
    )
    return () => {
      alive = false
      client?.destroy()
    }
  }, [api, chat, location, attempt])
  // Issue #44: staff recall their own messages as shoppers do, through the same server call.
  const actions = useMemo(() => createMessageActions(api), [api])
  // The bindings' hooks (useChannelMessages of @crossmart/im-react) take the same client.
  return (
    <ChatContext.Provider value={state}>
      <ImProvider client={state.status === 'ready' ? state.client : null} actions={actions}>
        {children}
      </ImProvider>
    </ChatContext.Provider>
  )
}

/** The shared chat client's state (ChatClientProvider above). */
export function useChatClient(): ChatState {
  const state = useContext(ChatContext)
  if (!state) throw new Error('useChatClient needs a ChatClientProvider above it')
  return state
}
