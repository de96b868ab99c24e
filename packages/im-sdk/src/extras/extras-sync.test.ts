import { describe, expect, it } from 'vitest'
import type { MessageExtraInput, SyncMessageExtrasParams } from '../callbacks/types.js'
import { MissingCallbackError } from '../client-errors.js'
import { createContentRegistry } from '../content/registry.js'
import { createMessageStore } from '../messages/message-store.js'
import { type ChatMessage, displayContent } from '../messages/model.js'
import { CHANNEL, message } from '../messages/test-helpers.js'
import { createExtrasSync, type ExtrasSyncDeps } from './extras-sync.js'

function setup(pages: MessageExtraInput[][], overrides: Partial<ExtrasSyncDeps> = {}) {
  const store = createMessageStore({ perChannel: 300 })
  for (let seq = 1; seq <= 250; seq += 1) store.upsert(message({ messageSeq: seq }))
  const asked: SyncMessageExtrasParams[] = []
  const updates: ChatMessage[] = []
  const extras = createExtrasSync({
    callbacks: {
      syncMessageExtras: async (params) => {
        asked.push(params)
        return pages.shift() ?? []
      },
    },
    store,
    batch: 100,
    parse: createContentRegistry().parse,
    onUpdate: (m) => updates.push(m),
    ...overrides,
  })
  return { extras, store, asked, updates }
}

describe('message extras (chat-spec §3 remoteExtra, §7, §9 batch 100)', () => {
  it('applies revoke, edit, read counts and browseTo to stored messages and notifies', async () => {
    const { extras, store, updates } = setup([
      [
        { messageID: 'id-1', extraVersion: 1, revoke: true },
        {
          messageID: 'id-2',
          extraVersion: 2,
          isEdit: true,
          editedAt: 1_700_000_500,
          contentEdit: { type: 1, content: 'fixed' },
        },
        {
          messageID: 'id-3',
          extraVersion: 3,
          readedCount: 2,
          unreadCount: 1,
          browseTo: 3,
          extra: { pinned: true },
        },
      ],
    ])
    expect(await extras.sync(CHANNEL)).toBe(3)
    const [m1, m2, m3] = store.list(CHANNEL)
    expect(m1?.remoteExtra.revoke).toBe(true)
    expect(m2?.remoteExtra).toMatchObject({ isEdit: true, editedAt: 1_700_000_500 })
    expect(displayContent(m2!)).toEqual({ type: 1, content: 'fixed' })
    expect(m2?.content).toEqual({ type: 1, content: 'm2' })
    expect(m3?.remoteExtra).toMatchObject({
      readedCount: 2,
      unreadCount: 1,
      browseTo: 3,
      extra: { pinned: true },
    })
    expect(updates.map((m) => m.messageID)).toEqual(['id-1', 'id-2', 'id-3'])
    expect(extras.version(CHANNEL)).toBe(3)
  })

  it('pages by 100 until a short page, passing the highest extraVersion', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        messageID: `id-${from + i}`,
        extraVersion: from + i,
        readedCount: 1,
      }))
    const { extras, asked } = setup([page(1, 100), page(101, 100), page(201, 20)])
    expect(await extras.sync(CHANNEL)).toBe(220)
    expect(asked.map((a) => [a.extraVersion, a.limit])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ])
    await extras.sync(CHANNEL)
    expect(asked.at(-1)?.extraVersion).toBe(220)
  })

  it('an older extra does not overwrite a newer one', () => {
    const { extras, store } = setup([])
    extras.apply(CHANNEL, [{ messageID: 'id-1', extraVersion: 5, readedCount: 5 }])
    extras.apply(CHANNEL, [{ messageID: 'id-1', extraVersion: 4, readedCount: 4 }])
    expect(store.find(CHANNEL, { messageID: 'id-1' })?.remoteExtra.readedCount).toBe(5)
  })

  it('stops on a full page that does not advance the version', async () => {
    const stuck = Array.from({ length: 100 }, () => ({ messageID: 'id-1', extraVersion: 0 }))
    const { extras, asked } = setup([stuck, stuck, stuck])
    await extras.sync(CHANNEL)
    expect(asked).toHaveLength(1)
  })

  it('without its callback rejects with MissingCallbackError', async () => {
    const { extras } = setup([], { callbacks: {} })
    const error = await extras.sync(CHANNEL).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingCallbackError)
    expect((error as MissingCallbackError).callback).toBe('syncMessageExtras')
  })
})
