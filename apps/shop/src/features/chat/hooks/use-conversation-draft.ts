import { chatSetConversationExtra } from '@crossmart/api-client'
import type { Channel } from '@crossmart/im-sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useServices } from '../../../lib/services'
import { DRAFT_SAVE_DELAY_MS } from '../chat-constants'
import type { ChatClient } from '../state/chat-types'

export interface ConversationDraft {
  /** The draft kept on the server for this conversation ('' when none, or not known yet). */
  kept: string
  /** The composer's text changed: kept on the server after DRAFT_SAVE_DELAY_MS of quiet. */
  change(text: string): void
}

/**
 * chat-spec §7 conversation extras: the composer's draft of a conversation, kept on the server so
 * another device (or the next visit) finds it (SDK `conversations.syncExtras()`; saved through
 * /api/chat/setConversationExtra). A failed save is not worth a toast: the draft is still on screen.
 */
export function useConversationDraft(client: ChatClient, channel: Channel): ConversationDraft {
  const { api } = useServices()
  const [kept, setKept] = useState(() => client.conversations.get(channel)?.remoteExtra.draft ?? '')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    let alive = true
    client.conversations.syncExtras().then(
      () => alive && setKept(client.conversations.get(channel)?.remoteExtra.draft ?? ''),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [client, channel])

  useEffect(() => () => clearTimeout(timer.current), [])

  const change = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        api
          .call(
            chatSetConversationExtra,
            { channelId: channel.channelID, channelType: channel.channelType, draft: text },
            { skipDuplicateCheck: true },
          )
          .catch(() => undefined)
      }, DRAFT_SAVE_DELAY_MS)
    },
    [api, channel],
  )
  return { kept, change }
}
