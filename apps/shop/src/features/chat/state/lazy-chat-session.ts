import type { ChatSession, ChatSessionOptions, ChatSessionState } from './chat-session'

const IDLE: ChatSessionState = { status: 'idle' }

const loadChatSession = () => import('./chat-session')

/**
 * The chat session the runtime provides, with its code (chat-session.ts) loaded by the first
 * `ensure()`: the shell and /home, which never start the chat, carry only this stand-in (README
 * "Performance budget"). Until then the state is idle and `stop()` has nothing to stop; afterwards
 * every call goes to the loaded session. While the code loads the state is starting, and a failed
 * load is an error state like a failed start (the chat screens offer to retry).
 */
export function createLazyChatSession(
  options: ChatSessionOptions,
  load: () => Promise<Pick<typeof import('./chat-session'), 'createChatSession'>> = loadChatSession,
): ChatSession {
  const listeners = new Set<() => void>()
  let session: ChatSession | null = null
  let loading: Promise<ChatSession> | null = null
  /** The state while the session's code loads (starting), or when it failed to load (error). */
  let own: ChatSessionState = IDLE
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const setOwn = (next: ChatSessionState) => {
    own = next
    notify()
  }

  function loaded(): Promise<ChatSession> {
    if (loading === null) {
      setOwn({ status: 'starting' })
      // The SDK's chunk (start-chat.ts, imported by the session) is fetched alongside the session's,
      // so the chat screens wait for no extra round trip; a failure surfaces from the session's own import.
      if (options.load === undefined) import('./start-chat').catch(() => undefined)
      loading = load().then(
        ({ createChatSession }) => {
          session = createChatSession(options)
          session.subscribe(notify)
          return session
        },
        (error: unknown) => {
          loading = null // a chunk that failed to load is fetched again by the next ensure()
          setOwn({ status: 'error', error })
          throw error
        },
      )
    }
    return loading
  }

  return {
    getState: () => session?.getState() ?? own,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure: () => session?.ensure() ?? loaded().then((loadedSession) => loadedSession.ensure()),
    stop() {
      if (session !== null) session.stop()
      else if (own.status === 'error') setOwn(IDLE)
    },
  }
}
