import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useHasToken } from '../../../lib/session/use-session'
import { chatUnreadAtom } from '../state/chat-atoms'
import { useChatService } from '../state/chat-session-context'

/**
 * shop-spec §3 chat state (the count of new chat messages) for a badge. Starting the chat here
 * loads the SDK lazily, after the screen that shows the badge has rendered.
 */
export function useChatUnread(): number {
  const chat = useChatService()
  const signedIn = useHasToken()
  useEffect(() => {
    if (signedIn) chat.ensure().catch(() => undefined)
  }, [chat, signedIn])
  return useAtomValue(chatUnreadAtom)
}
