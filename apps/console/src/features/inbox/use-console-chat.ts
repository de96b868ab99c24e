import { useEffect, useState } from 'react'
import { useServices } from '../../lib/services'
import { type ConsoleChatClient, startConsoleChat } from './console-chat'

export type ChatState =
  | { status: 'starting' }
  | { status: 'ready'; client: ConsoleChatClient }
  | { status: 'error'; error: unknown; retry(): void }

/** The staff member's chat client while the inbox is shown; destroyed when it goes. */
export function useConsoleChat(): ChatState {
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
  return state
}
