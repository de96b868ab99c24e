/**
 * `storagePlugin(storage)`: keeps the outbox and each channel's recent messages in a storage
 * (README "Plugins"). Without it the client keeps them in memory only, which is what the default
 * in-memory storage amounted to: nothing read it back. An app that never persists (a bot, a text
 * chat) therefore does not bundle the outbox or the recent-messages cache.
 */

import type { ImPlugin } from '../plugins/plugin.js'
import { createOutbox } from './outbox.js'
import { createRecentCache } from './recent-cache.js'
import type { ImStorage } from './types.js'

/** The second argument of `storagePlugin`. */
export interface StoragePluginOptions {
  /** Queue the stored outbox again when the client is created (default true). */
  readonly restoreOutbox?: boolean
}

/** `client.storage`. */
export interface StorageApi {
  /** Queues the stored outbox again (done at start unless restoreOutbox is false); resolves with how many. */
  restoreOutbox(): Promise<number>
}

/**
 * Adds `client.storage`: unsent messages are written to `storage` while they wait and sent again
 * after a reload (in their original order); `client.messages.open(channel)` reads a channel's cached
 * recent messages. `indexedDbStorage()` from `@crossmart/im-sdk/indexeddb` in browsers, `memoryStorage()`
 * to share one in-memory storage between clients, or any `ImStorage`.
 */
export function storagePlugin(
  storage: ImStorage,
  options: StoragePluginOptions = {},
): ImPlugin<'storage', StorageApi> {
  return {
    key: 'storage',
    install(context) {
      const outbox = createOutbox({
        storage,
        sender: context.sender,
        clock: context.clock,
        onError: context.reportError,
      })
      const cache = createRecentCache({ storage, store: context.store, onError: context.reportError })
      const restoring =
        options.restoreOutbox === false ? undefined : outbox.restore().catch(context.reportError)
      context.persist({
        track: outbox.track,
        touch: cache.touch,
        load: cache.load,
        async idle() {
          await restoring
          await outbox.flush()
          await cache.flush()
        },
      })
      context.onDestroy(() => storage.close())
      return { restoreOutbox: outbox.restore }
    },
  }
}
