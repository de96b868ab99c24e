/**
 * Parts are paid for only when used (README "Plugins", "Size"): the text-chat import set, bundled
 * from the built package as an app's bundler would (scripts/size-sdk.mjs), holds none of the
 * optional managers; the everything set holds them all. Needs `dist/`.
 */

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// biome-ignore lint/correctness/useImportExtensions: a build script's own module (.mjs)
import { measureImportSet } from '../scripts/size-sdk.mjs'

/** A string only each optional manager's code contains (the callback it calls, or its plugin key). */
const MARKERS = {
  conversations: 'syncConversationExtras',
  uploads: 'messageUploadTask',
  reminders: 'syncReminders',
  extras: 'syncMessageExtras',
  channels: 'syncSubscribers',
  streams: 'key:"streams"',
  subscriptions: 'subscribe refused',
  storage: 'outbox write failed',
  messageSync: 'key:"messageSync"',
  receipts: 'key:"receipts"',
  typing: 'key:"typing"',
}

const built = existsSync(join(import.meta.dirname, '../dist/index.js'))
// Locally a missing build skips these (run the build); in CI (CI=true) it fails the run, so a build
// step that produced nothing cannot pass as green.
if (!built && process.env['CI'])
  throw new Error('dist/ is missing: the tree-shaking tests need the built package')

describe.skipIf(!built)('tree shaking', () => {
  it('a text chat bundles none of the optional managers', async () => {
    const { code } = await measureImportSet('text chat')
    expect(code).toContain('syncMessages') // the core data layer is there
    for (const [plugin, marker] of Object.entries(MARKERS)) expect(code, plugin).not.toContain(marker)
  })

  it('text + conversations adds the conversation list, still without the other optional managers', async () => {
    const { code } = await measureImportSet('text + conversations')
    expect(code).toContain(MARKERS.conversations)
    for (const [plugin, marker] of Object.entries(MARKERS)) {
      if (plugin !== 'conversations') expect(code, plugin).not.toContain(marker)
    }
  })

  it('everything holds every optional manager', async () => {
    const { code } = await measureImportSet('everything')
    for (const [plugin, marker] of Object.entries(MARKERS)) expect(code, plugin).toContain(marker)
  })
})
