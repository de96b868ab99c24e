import type { ConnectionStatus, ImClient } from '@crossmart/im-sdk'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useServices } from '../../../lib/services'
import type { ChatSessionState } from '../state/chat-session'

/**
 * The chat session's state for a screen; starts the chat (and so loads the SDK) when the screen
 * mounts. A failed start stays failed until `retry`.
 */
export function useChatSession(): { state: ChatSessionState; retry: () => void } {
  const { chat } = useServices()
  const state = useSyncExternalStore(chat.subscribe, chat.getState, chat.getState)
  useEffect(() => {
    // A rejection is the state's 'error' (or a signed-out user, whom the guard handles).
    if (state.status === 'idle') chat.ensure().catch(() => undefined)
  }, [chat, state.status])
  const retry = useCallback(() => {
    chat.ensure().catch(() => undefined)
  }, [chat])
  return { state, retry }
}

export interface ConnectionView {
  status: ConnectionStatus
  /** The connect-ack or disconnect reason code of the last change (chat-spec §8). */
  reasonCode: number
}

/** chat-spec §4 connection status, from the client's `status` events. */
export function useConnectionStatus(client: ImClient): ConnectionView {
  const [view, setView] = useState<ConnectionView>(() => ({ status: client.status, reasonCode: 0 }))
  useEffect(() => {
    setView({ status: client.status, reasonCode: 0 })
    return client.on('status', (event) => setView({ status: event.status, reasonCode: event.reasonCode }))
  }, [client])
  return view
}
