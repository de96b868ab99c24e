import { useCallback, useEffect, useSyncExternalStore } from 'react'
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
