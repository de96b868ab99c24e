import type { ApiClient } from '@crossmart/api-client'
import type { Store } from 'jotai'
import { tokenAtom } from '../../../lib/session/session-atoms'
import { chatUnreadAtom } from './chat-atoms'
import type { ChatConnection, ChatStartOptions } from './chat-types'

export type ChatSessionState =
  | { readonly status: 'idle' }
  | { readonly status: 'starting' }
  | { readonly status: 'ready'; readonly connection: ChatConnection }
  | { readonly status: 'error'; readonly error: unknown }

export interface ChatSession {
  getState(): ChatSessionState
  /** Returns the function that unsubscribes. */
  subscribe(listener: () => void): () => void
  /** Starts the chat for the stored token (once; again after a failure) and resolves with it. */
  ensure(): Promise<ChatConnection>
  /** Destroys the client (logout, 401, another user). */
  stop(): void
}

declare module '../../../lib/services' {
  interface AppServices {
    /** The signed-in user's chat (started by the chat screens and the unread badge). */
    chat: ChatSession
  }
}

export class ChatSignedOutError extends Error {
  override readonly name = 'ChatSignedOutError'
  readonly code = 'CHAT_SIGNED_OUT'
  constructor() {
    super('the chat needs a signed-in user (or the user signed out while it started)')
  }
}

export interface ChatSessionOptions extends ChatStartOptions {
  store: Store
  api: ApiClient
  /** Default: the dynamic import of ./start-chat (with the SDK, a chunk of its own). */
  load?: () => Promise<typeof import('./start-chat')>
}

const loadStartChat = () => import('./start-chat')

/**
 * The chat of the signed-in user, one per app (created by the runtime, provided with the other
 * services). Started on demand by the chat screens and the unread badge, so the SDK loads only
 * then; any change of the token (logout, a 401, another login) destroys the client.
 */
export function createChatSession(options: ChatSessionOptions): ChatSession {
  const { store, api, load = loadStartChat, ...startOptions } = options
  const listeners = new Set<() => void>()
  let state: ChatSessionState = { status: 'idle' }
  let pending: Promise<ChatConnection> | null = null
  let startedFor: string | null = null
  /** Bumped by stop(): a start that finishes after it is discarded. */
  let generation = 0
  let destroyClient: (() => void) | null = null

  const setState = (next: ChatSessionState) => {
    state = next
    for (const listener of listeners) listener()
  }

  function stop(): void {
    generation += 1
    pending = null
    startedFor = null
    destroyClient?.()
    destroyClient = null
    // The count was this user's: the next one (or a guest) starts from none.
    store.set(chatUnreadAtom, 0)
    if (state.status !== 'idle') setState({ status: 'idle' })
  }

  async function start(token: string, mine: number): Promise<ChatConnection> {
    const module = await load()
    const wanted = () => mine === generation && store.get(tokenAtom) === token
    const started = await module.startChat(api, startOptions, wanted, (total) =>
      store.set(chatUnreadAtom, total),
    )
    if (!started) throw new ChatSignedOutError()
    if (!wanted()) {
      started.destroy()
      throw new ChatSignedOutError()
    }
    destroyClient = started.destroy
    return started.connection
  }

  // shop-spec §4: logout and an invalid token clear the token; another login replaces it.
  store.sub(tokenAtom, () => {
    if (startedFor !== null && store.get(tokenAtom) !== startedFor) stop()
  })

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure() {
      const token = store.get(tokenAtom)
      if (!token) return Promise.reject(new ChatSignedOutError())
      if (pending && startedFor === token) return pending
      if (startedFor !== null) stop()
      startedFor = token
      const mine = generation
      setState({ status: 'starting' })
      const attempt = start(token, mine).then(
        (connection) => {
          if (mine === generation) setState({ status: 'ready', connection })
          return connection
        },
        (error: unknown) => {
          if (mine === generation) {
            pending = null
            startedFor = null
            setState({ status: 'error', error })
          }
          throw error
        },
      )
      pending = attempt
      return attempt
    },
    stop,
  }
}
