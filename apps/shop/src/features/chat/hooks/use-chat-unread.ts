import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useServices } from '../../../lib/services'
import { useHasToken } from '../../../lib/session/use-session'
import { chatUnreadAtom } from '../state/chat-atoms'

/**
 * shop-spec §3 chat state (the count of new chat messages) for a badge. Starting the chat here
 * loads the SDK lazily, after the screen that shows the badge has rendered.
 */
export function useChatUnread(): number {
  const { chat } = useServices()
  const signedIn = useHasToken()
  useEffect(() => {
    if (signedIn) chat.ensure().catch(() => undefined)
  }, [chat, signedIn])
  return useAtomValue(chatUnreadAtom)
}
