/** `extrasPlugin()`: `client.extras` (README "Plugins"): message extras (revoke, edit, read counts). */

import type { ImPlugin } from '../plugins/plugin.js'
import { createExtrasSync, type ExtrasSync } from './extras-sync.js'

/** `client.extras`: sync ("syncMessageExtras"), apply and the version per channel. */
export type ExtrasApi = Pick<ExtrasSync, 'sync' | 'apply' | 'version'>

/** Adds `client.extras`: message extras (revoke, edit, read counts) applied to the stored messages. */
export function extrasPlugin(): ImPlugin<'extras', ExtrasApi> {
  return {
    key: 'extras',
    install(context) {
      const extras = createExtrasSync({
        callbacks: context.callbacks,
        store: context.store,
        batch: context.extraSyncBatch,
        parse: context.content.parse,
        onUpdate: context.messageChanged,
      })
      context.onDestroy(extras.clear)
      return { sync: extras.sync, apply: extras.apply, version: extras.version }
    },
  }
}
