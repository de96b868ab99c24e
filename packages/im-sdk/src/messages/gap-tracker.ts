/**
 * Gap detection on messageSeq (chat-spec §7 "sync messages"): the last known messageSeq
 * per channel; a message whose seq skips ahead of it yields the missing range, which the caller
 * syncs through the sync-messages callback. Seq 0 (messages the server does not persist) is ignored.
 */

import { type Channel, channelKey, toChannel } from '../chat/message.js'

export interface SeqRange {
  readonly channel: Channel
  /** Inclusive. */
  readonly start: number
  /** Inclusive. */
  readonly end: number
}

export interface GapTracker {
  /** Records `seq`; returns the range skipped over, if it skips ahead of the last known seq. */
  observe(channel: Channel, seq: number): SeqRange | undefined
  /** Sets the last known seq without reporting a gap (e.g. from a conversation's lastMessage). */
  seed(channel: Channel, seq: number): void
  lastSeq(channel: Channel): number | undefined
  clear(): void
}

export function createGapTracker(): GapTracker {
  const last = new Map<string, number>()
  return {
    observe(channel, seq) {
      if (!Number.isInteger(seq) || seq <= 0) return undefined
      const key = channelKey(channel)
      const known = last.get(key)
      if (known === undefined || seq > known) last.set(key, seq)
      // The first message of a channel we know nothing about is not a gap: there is nothing to compare.
      if (known === undefined || seq <= known + 1) return undefined
      return {
        channel: toChannel(channel),
        start: known + 1,
        end: seq - 1,
      }
    },
    seed(channel, seq) {
      if (!Number.isInteger(seq) || seq <= 0) return
      const key = channelKey(channel)
      const known = last.get(key)
      if (known === undefined || seq > known) last.set(key, seq)
    },
    lastSeq: (channel) => last.get(channelKey(channel)),
    clear() {
      last.clear()
    },
  }
}
