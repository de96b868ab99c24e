import { describe, expect, it } from 'vitest'
import { channelsPlugin } from '../channels/channels-plugin.js'
import { createImClient } from '../client.js'
import { imageContent } from '../content/builders.js'
import { conversationsPlugin } from '../conversations/conversations-plugin.js'
import { extrasPlugin } from '../extras/extras-plugin.js'
import { remindersPlugin } from '../reminders/reminders-plugin.js'
import { createFakeServer } from '../testing/fake-server.js'
import { uploadsPlugin } from '../uploads/uploads-plugin.js'
import type { ImPlugin } from './plugin.js'

const base = () => ({ uid: 'u', token: 't', address: 'ws://x', transport: createFakeServer().transport })
const CHANNEL = { channelID: 'mer_1', channelType: 7 }

describe('plugins (README "Plugins")', () => {
  it('a client without plugins has none of the optional managers', () => {
    const client = createImClient(base())
    for (const key of ['conversations', 'uploads', 'reminders', 'extras', 'channels'])
      expect(client).not.toHaveProperty(key)
    // @ts-expect-error: the type follows the plugin list
    expect(client.uploads).toBeUndefined()
    client.destroy()
  })

  it('each plugin adds its API under its key, typed by the list', async () => {
    const client = createImClient({
      ...base(),
      callbacks: { syncReminders: async () => [] },
      plugins: [uploadsPlugin(), remindersPlugin(), extrasPlugin(), channelsPlugin()],
    })
    expect(client.uploads.list()).toEqual([])
    expect(await client.reminders.sync()).toEqual([])
    expect(client.extras.version(CHANNEL)).toBe(0)
    expect(client.channels.info(CHANNEL)).toBeUndefined()
    await expect(client.channels.fetchInfo(CHANNEL)).rejects.toMatchObject({ callback: 'channelInfo' })
    expect(() => client.uploads.sendWithUpload(imageContent({ width: 1, height: 1 }), CHANNEL, 'f')).toThrow(
      expect.objectContaining({ code: 'MISSING_CALLBACK', callback: 'messageUploadTask' }),
    )
    client.destroy()
  })

  it('conversations carry the reminders of the reminders plugin, and none without it', async () => {
    const reminder = { reminderID: 1, channel: CHANNEL, reminderType: 1, done: false, version: 1 }
    const callbacks = {
      syncReminders: async () => [reminder],
      syncConversations: async () => [{ channel: CHANNEL, timestamp: 1, unread: 1 }],
    }
    const withPlugin = createImClient({
      ...base(),
      callbacks,
      plugins: [conversationsPlugin(), remindersPlugin()],
    })
    await withPlugin.conversations.sync()
    await withPlugin.reminders.sync()
    expect(withPlugin.conversations.get(CHANNEL)).toMatchObject({ reminders: [reminder], isMentionMe: true })
    const without = createImClient({ ...base(), callbacks, plugins: [conversationsPlugin()] })
    await without.conversations.sync()
    expect(without.conversations.get(CHANNEL)).toMatchObject({ reminders: [], isMentionMe: false })
    withPlugin.destroy()
    without.destroy()
  })

  it('refuses a plugin installed twice or a key the client already has', () => {
    expect(() => createImClient({ ...base(), plugins: [uploadsPlugin(), uploadsPlugin()] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    )
    const clash: ImPlugin<'send', number> = { key: 'send', install: () => 1 }
    expect(() => createImClient({ ...base(), plugins: [clash] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    )
  })

  it('destroy() releases what the plugins hold', () => {
    const released: string[] = []
    const probe: ImPlugin<'probe', true> = {
      key: 'probe',
      install: (context) => {
        context.onDestroy(() => released.push('probe'))
        return true
      },
    }
    const client = createImClient({ ...base(), plugins: [probe] })
    expect(client.probe).toBe(true)
    client.destroy()
    expect(released).toEqual(['probe'])
  })
})
