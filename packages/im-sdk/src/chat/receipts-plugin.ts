/**
 * `receiptsPlugin()`: read receipts (chat-spec §4 "Read receipts", §7 "message read") behind
 * `client.markRead()` and `client.flushReadReceipts()` (README "Plugins"). A chat that never
 * reports reads (a bot, a text chat without the "messageRead" callback) does not bundle them.
 */

import { invalidArgument } from '../callbacks/errors.js'
import type { ImCallbacks } from '../options.js'
import type { ImPlugin } from '../plugins/plugin.js'
import { createReceipts, type Receipts } from './receipts.js'

/** `client.receipts`: the same calls as `client.markRead()` and `client.flushReadReceipts()`. */
export type ReceiptsApi = Pick<Receipts, 'markRead' | 'flush'>

/**
 * Lets `client.markRead()` queue read receipts for the "messageRead" callback (flushed every
 * receiptFlushIntervalMs, `readReceipt` event after each). Without it `markRead()` throws
 * MissingCallbackError as without the callback, and `createImClient` refuses a "messageRead"
 * callback it would not call.
 */
export function receiptsPlugin(): ImPlugin<'receipts', ReceiptsApi> {
  return {
    key: 'receipts',
    install(context) {
      const runtime = context.runtime
      if (runtime === undefined) throw invalidArgument('receiptsPlugin() needs a client (createImClient)')
      const receipts = createReceipts({
        clock: context.clock,
        flushIntervalMs: runtime.constants.receiptFlushIntervalMs,
        // The client's callbacks object: the data layer's callbacks plus the runtime's messageRead.
        callbacks: context.callbacks as ImCallbacks,
        logger: context.logger,
        memory: runtime.constants.dedupeWindow,
        onFlushed: (channel, messages) => runtime.emit({ type: 'readReceipt', channel, messages }),
        onError: (error) => runtime.emit({ type: 'error', error }),
      })
      runtime.provideReceipts(receipts)
      context.onDestroy(receipts.destroy)
      return { markRead: receipts.markRead, flush: receipts.flush }
    },
  }
}
