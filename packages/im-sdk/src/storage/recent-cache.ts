/**
 * Recent messages per channel, written to storage so reopening a chat after a reload shows them at
 * once (README "Storage in the browser"). Changes are coalesced: a burst of messages in one channel costs one
 * write per microtask turn.
 */

import { ImDataError } from '../callbacks/errors.js'
import { type Channel, channelKey } from '../chat/message.js'
import type { MessageStore } from '../messages/message-store.js'
import type { ChatMessage } from '../messages/model.js'
import type { ImStorage } from './types.js'

export interface RecentCache {
  /** The channel's stored messages changed: write them (coalesced). */
  touch(channel: Channel): void
  /** Loads the channel's cached messages into the store; resolves with the store's list. */
  load(channel: Channel): Promise<readonly ChatMessage[]>
  flush(): Promise<void>
}

export function createRecentCache(deps: {
  readonly storage: ImStorage
  readonly store: MessageStore
  readonly onError: (error: Error) => void
}): RecentCache {
  const dirty = new Map<string, Channel>()
  let scheduled: Promise<void> | undefined

  async function write(): Promise<void> {
    const batch = [...dirty.entries()]
    dirty.clear()
    await Promise.all(
      batch.map(([key, channel]) =>
        deps.storage.putRecentMessages(key, deps.store.list(channel)).catch((cause: unknown) => {
          deps.onError(
            cause instanceof ImDataError
              ? cause
              : new ImDataError('STORAGE_FAILED', 'recent messages write failed', { cause }),
          )
        }),
      ),
    )
  }

  return {
    touch(channel) {
      dirty.set(channelKey(channel), channel)
      scheduled ??= Promise.resolve()
        .then(write)
        .finally(() => {
          scheduled = undefined
        })
    },
    async load(channel) {
      try {
        const cached = await deps.storage.recentMessages(channelKey(channel))
        deps.store.load(channel, cached)
      } catch (cause) {
        deps.onError(
          cause instanceof ImDataError
            ? cause
            : new ImDataError('STORAGE_FAILED', 'recent messages read failed', { cause }),
        )
      }
      return deps.store.list(channel)
    },
    async flush() {
      while (scheduled !== undefined) await scheduled
    },
  }
}
