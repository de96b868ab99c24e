import { consoleInboxCounts } from '@crossmart/api-client'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { ConsoleChatClient } from '../../../lib/console-chat'
import { useServices } from '../../../lib/services'
import { inboxCountsAtom } from './alert-state'

/** One request per burst of live changes (a message, then its conversation update). */
const COUNTS_DELAY_MS = 300
/** What the socket does not report (a colleague taking a conversation) shows within this long. */
export const COUNTS_POLL_MS = 15_000

/**
 * Keeps the alert counts (per inbox filter, and unread messages in all) fresh for the whole console:
 * after every change the chat client reports and on a slow poll while the page is visible. A failed
 * request keeps the last counts; the next change or poll asks again.
 */
export function useInboxCounts(client: ConsoleChatClient | null): void {
  const { api } = useServices()
  const setCounts = useSetAtom(inboxCountsAtom)
  useEffect(() => {
    let alive = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () => {
      api.call(consoleInboxCounts, undefined, { skipDuplicateCheck: true, quiet: true }).then(
        (counts) => {
          if (alive) setCounts(counts)
        },
        () => undefined,
      )
    }
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(load, COUNTS_DELAY_MS)
    }
    load()
    const offs = client
      ? [
          client.on('conversation', schedule),
          client.on('newMessage', schedule),
          client.on('readReceipt', schedule),
          client.on('command', schedule),
        ]
      : []
    const poll = setInterval(() => {
      if (document.visibilityState !== 'hidden') schedule()
    }, COUNTS_POLL_MS)
    return () => {
      alive = false
      clearTimeout(timer)
      clearInterval(poll)
      for (const off of offs) off()
    }
  }, [api, client, setCounts])
}
