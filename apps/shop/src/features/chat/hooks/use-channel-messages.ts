import type { Channel, ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { HISTORY_PAGE_SIZE, RESTORE_MAX_PAGES } from '../chat-constants'
import type { ChatConnection } from '../state/chat-types'
import { mergeMessages, oldestSeq } from '../state/message-list'

export type HistoryState = 'loading' | 'idle' | 'older' | 'done' | 'error'

export interface ChannelMessages {
  messages: ChatMessage[]
  history: HistoryState
  /**
   * The last merge: 'older' prepended a page (keep the scroll position), 'restore' pages loaded to
   * reach a kept browse position (the list scrolls to it), else appended or replaced.
   */
  lastChange: 'initial' | 'older' | 'newer' | 'restore'
  /** Upload tasks of this channel's images, by the message's clientMsgNo. */
  uploads: ReadonlyMap<string, UploadTask>
  loadOlder(): void
  /**
   * Loads older pages until the message of `seq` is in the list (at most RESTORE_MAX_PAGES): a kept
   * browse position opens there. Resolves whether it is.
   */
  loadUntil(seq: number): Promise<boolean>
  retry(): void
}

const sameChannel = (a: Channel, b: Channel) => a.channelID === b.channelID && a.channelType === b.channelType

/**
 * One channel's messages while its chat is shown: the stored ones at once (`messages.open`), the
 * newest page from the server, live ones as they come, older pages on demand (`messages.history`).
 * Everything the other side sent is marked read while the screen is open (chat-spec §4 receipts).
 */
export function useChannelMessages(connection: ChatConnection, channel: Channel): ChannelMessages {
  const { client, uid } = connection
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [history, setHistory] = useState<HistoryState>('loading')
  const [lastChange, setLastChange] = useState<ChannelMessages['lastChange']>('initial')
  const [uploads, setUploads] = useState<ReadonlyMap<string, UploadTask>>(new Map())
  const listRef = useRef(messages)
  listRef.current = messages
  const historyRef = useRef(history)
  historyRef.current = history
  const [attempt, setAttempt] = useState(0)

  const markRead = useCallback(
    (list: readonly ChatMessage[]) => {
      // shop-spec §3 chat state: opening the chat reads it (SDK count now, server count via the callback).
      client.conversations.clearUnread(channel)
      const read = list
        .filter((m) => m.fromUID !== uid && m.messageID !== '')
        .map((m) => ({ messageID: m.messageID, messageSeq: m.messageSeq, clientMsgNo: m.clientMsgNo }))
      if (read.length > 0) client.markRead(channel, read)
    },
    [client, channel, uid],
  )

  useEffect(() => {
    let alive = true
    const add = (incoming: readonly ChatMessage[], change: ChannelMessages['lastChange']) => {
      if (!alive || incoming.length === 0) return
      setLastChange(change)
      setMessages((list) => mergeMessages(list, incoming))
    }
    const syncExtras = () => void client.extras.sync(channel).catch(() => undefined)
    const offs = [
      // After a reconnect the changes made meanwhile are fetched like the missed messages.
      client.on('status', ({ status }) => {
        if (status === 'Connected') syncExtras()
      }),
      client.on('newMessage', ({ message }) => {
        if (!sameChannel(message.channel, channel)) return
        add([message], 'newer')
        if (message.fromUID !== uid) markRead([message])
      }),
      client.on('messageUpdate', ({ message }) => {
        if (sameChannel(message.channel, channel)) add([message], 'newer')
      }),
      client.on('upload', ({ task }) => {
        if (!alive || !sameChannel(task.message.channel, channel)) return
        setUploads((map) => {
          const next = new Map(map)
          const done = task.status === 'success' || task.status === 'cancel' || task.status === 'fail'
          if (done) next.delete(task.message.clientMsgNo)
          else next.set(task.message.clientMsgNo, task)
          return next
        })
      }),
    ]
    const load = async () => {
      setHistory('loading')
      // The stored messages first (a reload shows them before the network answers).
      const cached = await client.messages.open(channel)
      // With the ones held in memory (the user's own still waiting for their ack among them).
      add([...cached, ...client.messages.list(channel)], 'initial')
      const latest = await client.messages.history(channel, {
        startMessageSeq: 0,
        limit: HISTORY_PAGE_SIZE,
        pullMode: 0,
      })
      add(latest, 'initial')
      if (!alive) return
      setHistory(latest.length < HISTORY_PAGE_SIZE || oldestSeq(latest) <= 1 ? 'done' : 'idle')
      markRead([...cached, ...latest])
      // Revokes, edits and read counts of what is shown (later changes come with a command).
      syncExtras()
    }
    load().catch(() => {
      if (alive) setHistory('error')
    })
    // A phone hides the page before it is closed or reloaded: send what was read now, not at the
    // next 2000 ms flush, or the conversation shows as unread again on the next visit.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') void client.flushReadReceipts()
    }
    const flushNow = () => void client.flushReadReceipts()
    document.addEventListener('visibilitychange', flushWhenHidden)
    window.addEventListener('pagehide', flushNow)
    return () => {
      alive = false
      for (const off of offs) off()
      document.removeEventListener('visibilitychange', flushWhenHidden)
      window.removeEventListener('pagehide', flushNow)
      // Leaving the chat sends what was read now rather than at the next 2000 ms flush.
      void client.flushReadReceipts()
    }
  }, [client, channel, uid, markRead, attempt])

  const loadOlder = useCallback(() => {
    if (historyRef.current !== 'idle') return
    const oldest = oldestSeq(listRef.current)
    if (oldest <= 1) {
      setHistory('done')
      return
    }
    setHistory('older')
    client.messages
      .history(channel, { startMessageSeq: oldest - 1, limit: HISTORY_PAGE_SIZE, pullMode: 0 })
      .then(
        (older) => {
          setLastChange('older')
          setMessages((list) => mergeMessages(list, older))
          setHistory(older.length < HISTORY_PAGE_SIZE || oldestSeq(older) <= 1 ? 'done' : 'idle')
        },
        () => setHistory('idle'),
      )
  }, [client, channel])

  const loadUntil = useCallback(
    async (seq: number) => {
      let oldest = oldestSeq(listRef.current)
      let more = historyRef.current === 'idle'
      for (let page = 0; more && oldest > seq && page < RESTORE_MAX_PAGES; page++) {
        const older = await client.messages.history(channel, {
          startMessageSeq: oldest - 1,
          limit: HISTORY_PAGE_SIZE,
          pullMode: 0,
        })
        more = older.length === HISTORY_PAGE_SIZE && oldestSeq(older) > 1
        if (older.length === 0) break
        oldest = Math.min(oldest, oldestSeq(older))
        setLastChange('restore')
        setMessages((list) => mergeMessages(list, older))
        setHistory(more ? 'idle' : 'done')
      }
      return oldest <= seq && oldest > 0
    },
    [client, channel],
  )

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { messages, history, lastChange, uploads, loadOlder, loadUntil, retry }
}
