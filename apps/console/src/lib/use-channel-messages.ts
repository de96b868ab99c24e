import type { Channel, ChatMessage } from '@crossmart/im-sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConsoleChatClient } from './console-chat'

/** Messages per history page. */
export const HISTORY_PAGE_SIZE = 30

export type HistoryState = 'loading' | 'idle' | 'older' | 'done' | 'error'

const same = (a: Channel, b: Channel) => a.channelID === b.channelID && a.channelType === b.channelType
const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  (a.clientMsgNo !== '' && a.clientMsgNo === b.clientMsgNo) ||
  (a.messageID !== '' && a.messageID === b.messageID)
const seqOf = (m: ChatMessage) => (m.messageSeq > 0 ? m.messageSeq : Number.MAX_SAFE_INTEGER)

/** Merges by identity (a newer copy replaces the old: send status, read counts) and sorts by seq. */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const out = [...list]
  for (const message of incoming) {
    const at = out.findIndex((m) => sameMessage(m, message))
    if (at === -1) out.push(message)
    else out[at] = message
  }
  return out.sort((a, b) => seqOf(a) - seqOf(b) || a.timestamp - b.timestamp)
}

const oldestSeq = (list: readonly ChatMessage[]) =>
  list.reduce(
    (min, m) => (m.messageSeq > 0 && m.messageSeq < min ? m.messageSeq : min),
    Number.MAX_SAFE_INTEGER,
  )

/**
 * One conversation's messages while it is open: the newest page, live ones, older pages on demand;
 * what the shopper sent is marked read (read receipts, chat-spec §4).
 */
export function useChannelMessages(client: ConsoleChatClient, channel: Channel) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [history, setHistory] = useState<HistoryState>('loading')
  const listRef = useRef(messages)
  listRef.current = messages
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let alive = true
    setMessages([])
    const markRead = (list: readonly ChatMessage[]) => {
      client.conversations.clearUnread(channel)
      const read = list
        .filter((m) => m.fromUID !== client.uid && m.messageID !== '')
        .map((m) => ({ messageID: m.messageID, messageSeq: m.messageSeq, clientMsgNo: m.clientMsgNo }))
      if (read.length > 0) client.markRead(channel, read)
    }
    const add = (incoming: readonly ChatMessage[]) => {
      if (alive && incoming.length > 0) setMessages((list) => mergeMessages(list, incoming))
    }
    const offs = [
      client.on('newMessage', ({ message }) => {
        if (!same(message.channel, channel)) return
        add([message])
        if (message.fromUID !== client.uid) markRead([message])
      }),
      client.on('messageUpdate', ({ message }) => {
        if (same(message.channel, channel)) add([message])
      }),
    ]
    const load = async () => {
      setHistory('loading')
      add(client.messages.list(channel))
      const latest = await client.messages.history(channel, {
        startMessageSeq: 0,
        limit: HISTORY_PAGE_SIZE,
        pullMode: 0,
      })
      add(latest)
      if (!alive) return
      setHistory(latest.length < HISTORY_PAGE_SIZE || oldestSeq(latest) <= 1 ? 'done' : 'idle')
      markRead(latest)
    }
    load().catch(() => alive && setHistory('error'))
    return () => {
      alive = false
      for (const off of offs) off()
      void client.flushReadReceipts()
    }
  }, [client, channel, attempt])

  const loadOlder = useCallback(() => {
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
          setMessages((list) => mergeMessages(list, older))
          setHistory(older.length < HISTORY_PAGE_SIZE || oldestSeq(older) <= 1 ? 'done' : 'idle')
        },
        () => setHistory('idle'),
      )
  }, [client, channel])

  return { messages, history, loadOlder, retry: () => setAttempt((n) => n + 1) }
}
