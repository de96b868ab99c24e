import {
  consoleInbox,
  type InboxConversation,
  type InboxFilter,
  type InboxStateFilter,
} from '@crossmart/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConsoleChatClient } from '../../lib/console-chat'
import { useServices } from '../../lib/services'

/** Conversations per inbox page; the list asks for the next page near its end. */
export const INBOX_PAGE_SIZE = 100
/** Live changes arrive in bursts (a message, then its conversation update): one refresh per burst. */
const REFRESH_DELAY_MS = 100
/**
 * What the socket does not report (a shopper reading an answer, a colleague taking a conversation)
 * shows within this long.
 */
export const INBOX_POLL_MS = 10_000

export interface Inbox {
  status: 'loading' | 'ok' | 'error'
  error: unknown
  conversations: InboxConversation[]
  total: number
  loadMore(): void
  refresh(): void
}

/**
 * The service's conversations (server README "Console"): pages from /api/console/inbox, refreshed
 * whenever the chat client reports a conversation change, so a new message moves its conversation
 * up and its unread count shows without a reload.
 */
export function useInbox(
  client: ConsoleChatClient | null,
  filter: InboxFilter,
  search: string,
  /** Issue #29: one conversation state, or any. */
  state: InboxStateFilter = 'any',
  /** Issue #29: one label of the service, or null for every conversation. */
  label: number | null = null,
): Inbox {
  const { api } = useServices()
  const [conversations, setConversations] = useState<InboxConversation[]>([])
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<Inbox['status']>('loading')
  const [error, setError] = useState<unknown>(null)
  const pages = useRef(1)
  const generation = useRef(0)
  const loadingMore = useRef(false)

  const load = useCallback(
    async (pageCount: number) => {
      const mine = ++generation.current
      try {
        const all: InboxConversation[] = []
        let count = 0
        for (let page = 1; page <= pageCount; page++) {
          const data = await api.call(
            consoleInbox,
            {
              filter,
              state,
              page,
              limit: INBOX_PAGE_SIZE,
              ...(search ? { search } : {}),
              ...(label === null ? {} : { label }),
            },
            { skipDuplicateCheck: true },
          )
          all.push(...data.list)
          count = data.total
          if (data.list.length < INBOX_PAGE_SIZE) break
        }
        if (mine !== generation.current) return
        setConversations(all)
        setTotal(count)
        setStatus('ok')
      } catch (failure) {
        if (mine !== generation.current) return
        setError(failure)
        setStatus('error')
      }
    },
    [api, filter, search, state, label],
  )

  useEffect(() => {
    pages.current = 1
    setStatus('loading')
    void load(1)
  }, [load])

  useEffect(() => {
    if (!client) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void load(pages.current), REFRESH_DELAY_MS)
    }
    // `readReceipt`: the server now counts what this member read (the unread badge clears after
    // opening a conversation, not at the next poll).
    const offs = [
      client.on('conversation', schedule),
      client.on('newMessage', schedule),
      client.on('readReceipt', schedule),
      // A command (content type 99): e.g. a message's extras changed, a recall the preview shows.
      client.on('command', schedule),
    ]
    const poll = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') schedule()
    }, INBOX_POLL_MS)
    return () => {
      clearInterval(poll)
      clearTimeout(timer)
      for (const off of offs) off()
    }
  }, [client, load])

  const loadMore = useCallback(() => {
    if (loadingMore.current || conversations.length >= total) return
    loadingMore.current = true
    pages.current += 1
    void load(pages.current).finally(() => {
      loadingMore.current = false
    })
  }, [conversations.length, total, load])

  const refresh = useCallback(() => void load(pages.current), [load])
  return { status, error, conversations, total, loadMore, refresh }
}
