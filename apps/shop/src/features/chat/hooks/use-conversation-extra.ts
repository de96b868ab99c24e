import { chatSetConversationExtra } from '@crossmart/api-client'
import type { Channel } from '@crossmart/im-sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useServices } from '../../../lib/services'
import { DRAFT_SAVE_DELAY_MS } from '../chat-constants'
import { type BrowsePosition, keptPosition, samePosition } from '../state/browse-position'
import type { ChatClient } from '../state/chat-types'

export interface ConversationExtra {
  /** The draft kept on the server for this conversation ('' when none, or not known yet). */
  draft: string
  /**
   * Where the reader left the conversation: undefined until the extras are synced, null when at
   * the bottom (or never scrolled up).
   */
  position: BrowsePosition | null | undefined
  /** The composer's text changed: kept on the server after DRAFT_SAVE_DELAY_MS of quiet. */
  changeDraft(text: string): void
  /** The reader leaves the conversation here (null: at the bottom): kept at once when it changed. */
  keepPosition(position: BrowsePosition | null): void
}

interface Kept {
  draft: string
  position: BrowsePosition | null
}

/**
 * chat-spec §7 conversation extras: the composer's draft and the browse position of a
 * conversation, kept on the server so another device (or the next visit) finds them (SDK
 * `conversations.syncExtras()`; saved through /api/chat/setConversationExtra). The server keeps
 * the draft and the position together, so every save sends both as they are now. A failed save is
 * not worth a toast: the draft is still on screen, the position is a convenience.
 */
export function useConversationExtra(client: ChatClient, channel: Channel): ConversationExtra {
  const { api } = useServices()
  const [draft, setDraft] = useState(() => client.conversations.get(channel)?.remoteExtra.draft ?? '')
  const [position, setPosition] = useState<BrowsePosition | null | undefined>(undefined)
  /** What the next save sends: the server's values once synced, then the reader's changes. */
  const latest = useRef<Kept>({ draft, position: null })
  const draftTouched = useRef(false)
  const synced = useRef<Promise<void>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    let alive = true
    const adopt = () => {
      const extra = client.conversations.get(channel)?.remoteExtra
      const kept = { draft: extra?.draft ?? '', position: extra ? keptPosition(extra) : null }
      if (!draftTouched.current) latest.current.draft = kept.draft
      latest.current.position = kept.position
      if (!alive) return
      setDraft(kept.draft)
      setPosition(kept.position)
    }
    // The SDK keeps extras only of conversations it knows: a chat opened straight from a link may
    // come before the list's first sync. Without an answer the extras known locally still count.
    const known = client.conversations.get(channel)
      ? Promise.resolve()
      : client.conversations.sync().then(
          () => undefined,
          () => undefined,
        )
    synced.current = known.then(() => client.conversations.syncExtras()).then(adopt, adopt)
    return () => {
      alive = false
    }
  }, [client, channel])

  const save = useCallback(() => {
    const { draft: text, position: at } = latest.current
    api
      .call(
        chatSetConversationExtra,
        {
          channelId: channel.channelID,
          channelType: channel.channelType,
          draft: text,
          keepMessageSeq: at?.messageSeq ?? 0,
          keepOffsetY: at?.offsetY ?? 0,
        },
        { skipDuplicateCheck: true },
      )
      .catch(() => undefined)
  }, [api, channel])

  // A draft typed just before leaving is kept too.
  useEffect(
    () => () => {
      if (timer.current === undefined) return
      clearTimeout(timer.current)
      timer.current = undefined
      void synced.current.then(save)
    },
    [save],
  )

  const changeDraft = useCallback(
    (text: string) => {
      draftTouched.current = true
      latest.current.draft = text
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        timer.current = undefined
        void synced.current.then(save)
      }, DRAFT_SAVE_DELAY_MS)
    },
    [save],
  )

  const keepPosition = useCallback(
    (next: BrowsePosition | null) => {
      // After the sync, so the comparison (and a draft sent along) is the server's.
      void synced.current.then(() => {
        if (samePosition(latest.current.position, next)) return
        latest.current.position = next
        save()
      })
    },
    [save],
  )

  return { draft, position, changeDraft, keepPosition }
}
