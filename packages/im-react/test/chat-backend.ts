/**
 * What an app's HTTP API answers the SDK's provider callbacks (chat-spec §7) for one person
 * channel, in memory: the stored history, the message extras (revoke, edit) with their versions,
 * the read receipts and the channel's online state. The socket side is the SDK's own test server
 * (`@crossmart/im-sdk/testing`); clients are real `createImClient()` clients over `ws`.
 */

import {
  channelsPlugin,
  conversationsPlugin,
  createImClient,
  extrasPlugin,
  type ImCallbacks,
  type MessageExtraInput,
  type MessageInput,
  messageSyncPlugin,
  receiptsPlugin,
  uploadsPlugin,
  webSocketTransport,
} from '@crossmart/im-sdk'
import type { TestServer } from '@crossmart/im-sdk/testing'
import WebSocket from 'ws'

export const SHOP = { channelID: 'shop', channelType: 1 } as const

export interface ChatBackend {
  readonly callbacks: ImCallbacks
  /** Messages of the channel as the app's server stores them, by seq. */
  readonly history: MessageInput[]
  readonly reads: number[][]
  online: boolean
  /** Uploads wait for this before they finish (default: at once). */
  uploadGate: Promise<void>
  /** Stores messages 1..n (from the shop) and returns them. */
  seed(count: number): MessageInput[]
  /** Stores one more message from `fromUID` and pushes it to alice over the socket. */
  deliver(server: TestServer, text: string, fromUID?: string): MessageInput
  revoke(messageID: string): void
  edit(messageID: string, text: string): void
}

/** `channelID`: the person channel alice talks on (default `shop`). */
export function createChatBackend(channelID: string = SHOP.channelID): ChatBackend {
  const channel = { channelID, channelType: 1 }
  const history: MessageInput[] = []
  const extras: MessageExtraInput[] = []
  const reads: number[][] = []
  let extraVersion = 0
  const stored = (seq: number, fromUID: string, text: string): MessageInput => ({
    messageID: `${1000 + seq}`,
    messageSeq: seq,
    clientMsgNo: `c${seq}`,
    fromUID,
    channel,
    timestamp: 1_700_000_000 + seq,
    content: { type: 1, content: text },
  })
  const backend: ChatBackend = {
    history,
    reads,
    online: true,
    uploadGate: Promise.resolve(),
    callbacks: {
      async syncMessages({ startMessageSeq, limit, pullMode }) {
        // chat-spec §7: down (0) from startMessageSeq (0 = the newest), up (1) from it; no extras.
        const sorted = [...history].sort((a, b) => a.messageSeq - b.messageSeq)
        if (pullMode === 1) return sorted.filter((m) => m.messageSeq >= startMessageSeq).slice(0, limit)
        const below = sorted.filter((m) => startMessageSeq === 0 || m.messageSeq <= startMessageSeq)
        return below.slice(Math.max(0, below.length - limit))
      },
      async syncMessageExtras({ extraVersion: after, limit }) {
        return extras.filter((e) => e.extraVersion > after).slice(0, limit)
      },
      async messageRead(_channel, messages) {
        reads.push(messages.map((m) => m.messageSeq))
      },
      async channelInfo() {
        return { online: backend.online, lastOffline: backend.online ? 0 : 1_700_000_000 }
      },
      async syncConversations() {
        const last = history[history.length - 1]
        return last === undefined
          ? []
          : [{ channel, timestamp: last.timestamp, unread: 0, version: 1, lastMessage: last }]
      },
      async messageUploadTask({ onProgress }) {
        onProgress(1, 2)
        await backend.uploadGate
        onProgress(2, 2)
        return { url: 'https://cdn.test/picture.png' }
      },
    },
    seed(count) {
      for (let seq = history.length + 1; seq <= count; seq++)
        history.push(stored(seq, 'shop', `message ${seq}`))
      return history
    },
    deliver(server, text, fromUID = 'shop') {
      const message = stored(history.length + 1, fromUID, text)
      history.push(message)
      server.push('alice', {
        fromUID,
        channelID,
        channelType: 1,
        content: { type: 1, content: text },
        messageID: message.messageID,
        messageSeq: message.messageSeq,
        clientMsgNo: `c${message.messageSeq}`,
        timestamp: message.timestamp,
      })
      return message
    },
    revoke(messageID) {
      const at = history.find((m) => m.messageID === messageID)!
      extras.push({ messageID, messageSeq: at.messageSeq, extraVersion: ++extraVersion, revoke: true })
    },
    edit(messageID, text) {
      const at = history.find((m) => m.messageID === messageID)!
      extras.push({
        messageID,
        messageSeq: at.messageSeq,
        extraVersion: ++extraVersion,
        isEdit: true,
        editedAt: 1_700_000_500,
        contentEdit: { type: 1, content: text },
      })
    },
  }
  return backend
}

/** alice's client with the plugins the hooks use, on the test server. */
export function aliceClient(server: TestServer, backend: ChatBackend) {
  return createImClient({
    uid: 'alice',
    token: 'alice-token',
    address: server.url,
    transport: webSocketTransport(WebSocket),
    reconnect: { triggers: false, backoff: false },
    constants: { reconnectDelayMs: 50, receiptFlushIntervalMs: 50 },
    callbacks: backend.callbacks,
    plugins: [
      messageSyncPlugin(),
      receiptsPlugin(),
      conversationsPlugin(),
      extrasPlugin(),
      channelsPlugin(),
      uploadsPlugin(),
    ],
  })
}
