/**
 * The data layer's message pipeline. Every message (received live, synced, or own) ends up in the
 * message store and, once, at the listeners:
 * - dedupe by clientMsgNo and messageID (a synced copy of a live message is dropped);
 * - stream chunks (setting.stream with a streamNo) go to `onStreamChunk` (the streams plugin, chat-spec §3);
 * - a messageSeq that skips ahead of the channel's last known one syncs the missing range through
 *   the "syncMessages" callback (pull up, in pages), and the synced messages take the same path,
 *   so offline messages reach the same listeners. Syncs of one channel run one after the other;
 * - after every (re)connect, `resync(channels)` asks each channel for everything after its last
 *   known messageSeq (nothing pushes what arrived while the socket was down, chat-spec §4). While a
 *   channel resyncs, its live messages wait, so listeners see the channel in seq order, each once.
 */

import { PullMode, type SyncMessagesParams } from '../callbacks/types.js'
import { createRecentIds, firstTime } from '../chat/dedupe.js'
import type { Message } from '../chat/message.js'
import { channelKey } from '../chat/message.js'
import { MissingCallbackError } from '../client-errors.js'
import type { Logger } from '../logger.js'
import { createGapTracker, type SeqRange } from './gap-tracker.js'
import type { MessageStore } from './message-store.js'
import { type ChatMessage, toChatMessage } from './model.js'

/** Beyond the spec: a missing range is synced in pages of this many messages. */
export const MESSAGE_SYNC_PAGE = 100

export type MessageOrigin = 'live' | 'sync' | 'own'

/** One page through "syncMessages": checked, parsed and in messageSeq order, not stored (the message sync plugin). */
export type FetchMessages = (params: SyncMessagesParams) => Promise<ChatMessage[]>

export interface InboxDeps {
  readonly uid: string
  /** "syncMessages", checked and parsed (the message sync plugin; MissingCallbackError without it). */
  readonly fetch: FetchMessages
  readonly store: MessageStore
  readonly logger: Logger
  readonly dedupeWindow: number
  readonly syncPage?: number
  readonly onMessage: (message: ChatMessage, origin: MessageOrigin) => void
  /** A stream chunk arrived (the streams plugin assembles them; without it they are dropped). */
  readonly onStreamChunk: (chunk: ChatMessage) => void
  /** An own message was queued or changed status (already in the store). */
  readonly onOwnUpdate: (message: ChatMessage) => void
  readonly onError: (error: Error) => void
}

export interface Inbox {
  /** A message the runtime received (its `message` event). */
  receive(message: Message): void
  /** An own message was queued (`outgoing`) or settled (`messageStatus`). */
  own(message: Message): ChatMessage
  /**
   * Syncs every message after each channel's last known messageSeq (README "Connection": resync
   * after a reconnect). Channels without a known seq are skipped: there is no position to resume from.
   */
  resync(channels: readonly Message['channel'][]): void
  /** Sets the channel's last known messageSeq without syncing (conversation sync). */
  seed(channel: Message['channel'], seq: number): void
  /** Resolves when every running gap sync settled (tests, and flushing before a reload). */
  idle(): Promise<void>
  clear(): void
}

export function createInbox(deps: InboxDeps): Inbox {
  const { store, logger } = deps
  const page = deps.syncPage ?? MESSAGE_SYNC_PAGE
  const seen = createRecentIds(deps.dedupeWindow)
  const gaps = createGapTracker()
  const chains = new Map<string, Promise<unknown>>()
  /** Live messages of channels being resynced, delivered after the resync in seq order. */
  const held = new Map<string, ChatMessage[]>()
  let missingReported = false
  let generation = 0

  function accept(message: ChatMessage, origin: MessageOrigin): boolean {
    if (message.setting.stream && message.streamNo !== undefined && message.streamNo !== '') {
      // Chunks share ids, so they skip the id dedupe; the assembler dedupes them by streamSeq.
      gaps.seed(message.channel, message.messageSeq)
      deps.onStreamChunk(message)
      return true
    }
    if (!firstTime(seen, message)) {
      logger.debug('duplicate message dropped', { messageSeq: message.messageSeq })
      return false
    }
    const range = gaps.observe(message.channel, message.messageSeq)
    store.upsert(message)
    deps.onMessage(message, origin)
    if (range !== undefined) scheduleSync(range)
    return true
  }

  function scheduleSync(range: SeqRange): Promise<unknown> {
    const key = channelKey(range.channel)
    const previous = chains.get(key) ?? Promise.resolve()
    const next = previous.then(() =>
      syncRange(range).catch((error: unknown) => {
        if (error instanceof MissingCallbackError) {
          // Reported once: every later gap would say the same.
          if (missingReported) return
          missingReported = true
        }
        logger.warn('gap sync failed', { start: range.start, end: range.end })
        deps.onError(error as Error)
      }),
    )
    chains.set(key, next)
    void next.then(() => {
      if (chains.get(key) === next) chains.delete(key)
    })
    return next
  }

  function resyncChannel(channel: Message['channel']): void {
    const key = channelKey(channel)
    const last = gaps.lastSeq(channel)
    if (last === undefined || held.has(key)) return
    held.set(key, [])
    const startedIn = generation
    void scheduleSync({ channel, start: last + 1, end: Number.POSITIVE_INFINITY }).then(() => {
      if (startedIn !== generation) return
      const waiting = held.get(key) ?? []
      held.delete(key)
      // Dedupe drops the ones the resync already delivered; the rest follow in seq order.
      for (const message of waiting.sort((a, b) => a.messageSeq - b.messageSeq)) accept(message, 'live')
    })
  }

  async function syncRange(range: SeqRange): Promise<number> {
    const startedIn = generation
    let start = range.start
    let delivered = 0
    while (start <= range.end) {
      const limit = Math.min(page, range.end - start + 1)
      const messages = await deps.fetch({
        channel: range.channel,
        startMessageSeq: start,
        // An open range (a resync): 0 asks for everything after start (chat-spec §7 sync messages).
        endMessageSeq: Number.isFinite(range.end) ? range.end : 0,
        limit,
        pullMode: PullMode.Up,
      })
      if (startedIn !== generation) return delivered // cleared while waiting
      let highest = start - 1
      for (const message of messages) {
        highest = Math.max(highest, message.messageSeq)
        // Only the asked channel: a confused callback must not inject messages elsewhere.
        if (channelKey(message.channel) !== channelKey(range.channel)) continue
        if (accept(message, 'sync')) delivered += 1
      }
      if (messages.length < limit || highest < start) break
      start = highest + 1
    }
    return delivered
  }

  return {
    receive(message) {
      const waiting = held.get(channelKey(message.channel))
      if (waiting !== undefined) waiting.push(toChatMessage(message))
      else accept(toChatMessage(message), 'live')
    },
    resync(channels) {
      for (const channel of channels) resyncChannel(channel)
    },
    own(message) {
      const stored = store.find(message.channel, { clientMsgNo: message.clientMsgNo })
      const next: ChatMessage = {
        ...toChatMessage(message),
        ...(stored === undefined ? {} : pickLocal(stored)),
      }
      // Mark our own ids as seen, so an echo (another device of ours, or a sync) is not delivered again.
      firstTime(seen, next)
      if (next.status === 'normal') {
        const range = gaps.observe(next.channel, next.messageSeq)
        if (range !== undefined) scheduleSync(range)
      }
      store.upsert(next)
      deps.onOwnUpdate(next)
      return next
    },
    seed: gaps.seed,
    async idle() {
      while (chains.size > 0) await Promise.all([...chains.values()])
    },
    clear() {
      generation += 1
      seen.clear()
      gaps.clear()
      chains.clear()
      held.clear()
    },
  }
}

/** The data-layer fields of a stored message survive a runtime status update. */
function pickLocal(
  stored: ChatMessage,
): Pick<ChatMessage, 'voicePlaying' | 'voiceReaded' | 'isDeleted' | 'remoteExtra'> {
  return {
    voicePlaying: stored.voicePlaying,
    voiceReaded: stored.voiceReaded,
    isDeleted: stored.isDeleted,
    remoteExtra: stored.remoteExtra,
  }
}
