import { describe, expect, it } from 'vitest'
import type { ChannelInfoInput, SubscriberInput } from '../callbacks/types.js'
import { MissingCallbackError } from '../client-errors.js'
import { CHANNEL, deferred } from '../messages/test-helpers.js'
import { type ChannelInfo, createChannelManager } from './channel-manager.js'

describe('channel info (chat-spec §3, §7)', () => {
  it('fetches once per channel under concurrent requests, then serves the cache', async () => {
    const gate = deferred<ChannelInfoInput>()
    let calls = 0
    const seen: ChannelInfo[] = []
    const manager = createChannelManager({
      callbacks: {
        channelInfo: () => {
          calls += 1
          return gate.promise
        },
      },
      onListenerError: () => {},
    })
    manager.onInfo((info) => seen.push(info))
    const all = Promise.all([
      manager.fetchInfo(CHANNEL),
      manager.fetchInfo({ ...CHANNEL }),
      manager.fetchInfo(CHANNEL),
    ])
    gate.resolve({ online: true, lastOffline: 0, title: 'Shop' })
    const infos = await all
    expect(calls).toBe(1)
    expect(infos.every((i) => i === infos[0])).toBe(true)
    expect(infos[0]).toMatchObject({ channel: CHANNEL, online: true, lastOffline: 0, title: 'Shop' })
    await manager.fetchInfo(CHANNEL)
    expect(calls).toBe(1)
    expect(seen).toHaveLength(1)
    expect(manager.info(CHANNEL)?.online).toBe(true)
  })

  it('refresh fetches again and notifies; unsubscribe stops notifications', async () => {
    const answers = [
      { online: true, lastOffline: 0 },
      { online: false, lastOffline: 1_700_000_100 },
    ]
    const manager = createChannelManager({
      callbacks: { channelInfo: async () => answers.shift()! },
      onListenerError: () => {},
    })
    const seen: boolean[] = []
    const off = manager.onInfo((info) => seen.push(info.online))
    await manager.fetchInfo(CHANNEL)
    const refreshed = await manager.refreshInfo(CHANNEL)
    expect(refreshed).toMatchObject({ online: false, lastOffline: 1_700_000_100 })
    off()
    manager.setInfo({ channel: CHANNEL, online: true, lastOffline: 0 })
    expect(seen).toEqual([true, false])
    expect(manager.info(CHANNEL)?.online).toBe(true)
  })

  it('a failed fetch is not cached and the next call tries again', async () => {
    let calls = 0
    const manager = createChannelManager({
      callbacks: {
        channelInfo: async () => {
          calls += 1
          if (calls === 1) throw new Error('down')
          return { online: false, lastOffline: 5 }
        },
      },
      onListenerError: () => {},
    })
    await expect(manager.fetchInfo(CHANNEL)).rejects.toMatchObject({
      code: 'CALLBACK_FAILED',
      callback: 'channelInfo',
    })
    await expect(manager.fetchInfo(CHANNEL)).resolves.toMatchObject({ lastOffline: 5 })
  })

  it('a throwing listener is reported and does not break the fetch', async () => {
    const reported: unknown[] = []
    const manager = createChannelManager({
      callbacks: { channelInfo: async () => ({ online: true, lastOffline: 0 }) },
      onListenerError: (e) => reported.push(e),
    })
    manager.onInfo(() => {
      throw new Error('ui bug')
    })
    await expect(manager.fetchInfo(CHANNEL)).resolves.toMatchObject({ online: true })
    expect(reported).toHaveLength(1)
  })

  it.each([
    ['fetchInfo', 'channelInfo'],
    ['syncSubscribers', 'syncSubscribers'],
  ] as const)('%s without its callback rejects with MissingCallbackError', async (method, name) => {
    const manager = createChannelManager({ callbacks: {}, onListenerError: () => {} })
    const error = await manager[method](CHANNEL).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingCallbackError)
    expect((error as MissingCallbackError).callback).toBe(name)
  })
})

describe('subscribers (chat-spec §3, §7: by version, isDeleted)', () => {
  it('syncs by version and drops deleted subscribers', async () => {
    const asked: number[] = []
    const pages: SubscriberInput[][] = [
      [
        { uid: 'a', version: 1, isDeleted: false, name: 'Ann' },
        { uid: 'b', version: 2, isDeleted: false },
      ],
      [
        { uid: 'a', version: 3, isDeleted: true },
        { uid: 'c', version: 4, isDeleted: false },
      ],
    ]
    const manager = createChannelManager({
      callbacks: {
        syncSubscribers: async ({ version }) => {
          asked.push(version)
          return pages.shift() ?? []
        },
      },
      onListenerError: () => {},
    })
    expect((await manager.syncSubscribers(CHANNEL)).map((s) => s.uid)).toEqual(['a', 'b'])
    expect((await manager.syncSubscribers(CHANNEL)).map((s) => s.uid)).toEqual(['b', 'c'])
    await manager.syncSubscribers(CHANNEL)
    expect(asked).toEqual([0, 2, 4])
    expect(manager.subscribers(CHANNEL).map((s) => s.uid)).toEqual(['b', 'c'])
    expect(manager.subscribers({ channelID: 'other', channelType: 2 })).toEqual([])
  })
})
