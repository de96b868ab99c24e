import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { DataCallbacks, UploadRequest } from '../callbacks/types.js'
import type { ChannelManager } from '../channels/channel-manager.js'
import { channelsPlugin } from '../channels/channels-plugin.js'
import type { Message } from '../chat/message.js'
import { ListenerError, MissingCallbackError } from '../client-errors.js'
import { imageContent, textContent } from '../content/builders.js'
import type { UploadResult } from '../content/builtin.js'
import type { ConversationManager } from '../conversations/conversation-manager.js'
import { conversationsPlugin } from '../conversations/conversations-plugin.js'
import { createEmitter } from '../events/emitter.js'
import type { ImEvent } from '../events/types.js'
import { type ExtrasApi, extrasPlugin } from '../extras/extras-plugin.js'
import { silentLogger } from '../logger.js'
import { type MessageSyncApi, messageSyncPlugin } from '../messages/message-sync-plugin.js'
import type { MessageInput } from '../messages/model.js'
import { CHANNEL, deferred, messageInput as input, message } from '../messages/test-helpers.js'
import type { ReminderManager } from '../reminders/reminder-manager.js'
import { remindersPlugin } from '../reminders/reminders-plugin.js'
import { indexedDbStorage } from '../storage/indexeddb-storage.js'
import { storagePlugin } from '../storage/storage-plugin.js'
import type { ImStorage } from '../storage/types.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { type UploadsApi, uploadsPlugin } from '../uploads/uploads-plugin.js'
import { createDataLayer, type DataLayerHost } from './data-layer.js'
import type { DataEvent } from './events.js'

/** A fake runtime: emits the runtime's events and records resends. */
function fakeHost() {
  const emitter = createEmitter<ImEvent>(() => {})
  const pending: Message[] = []
  const host: DataLayerHost & { emit(event: ImEvent): void; pending: Message[] } = {
    uid: 'me',
    pending,
    on: (type, listener) => emitter.on(type, listener),
    emit: (event) => emitter.emit(event),
    resend(m) {
      const next = { ...m, status: 'wait' as const, clientSeq: pending.length + 1 }
      pending.push(next)
      emitter.emit({ type: 'outgoing', message: next })
      return next
    },
    replay: (m) => host.resend(m),
    pendingMessages: () => pending,
    hold: () => () => {},
  }
  return host
}

function setup(callbacks: DataCallbacks = {}, storage?: ImStorage) {
  const host = fakeHost()
  const data = createDataLayer(host, {
    callbacks,
    plugins: [
      conversationsPlugin(),
      uploadsPlugin(),
      remindersPlugin(),
      channelsPlugin(),
      extrasPlugin(),
      messageSyncPlugin(),
      ...(storage === undefined ? [] : [storagePlugin(storage)]),
    ],
    clock: createVirtualClock({ startMs: 1_700_000_000_000 }),
    logger: silentLogger,
    extraSyncBatch: 100,
    dedupeWindow: 1000,
  })
  const events: DataEvent[] = []
  for (const type of [
    'newMessage',
    'messageUpdate',
    'conversation',
    'upload',
    'dataError',
    'stream',
    'reminders',
  ] as const) {
    data.on(type, (e) => events.push(e))
  }
  const of = <T extends DataEvent['type']>(type: T) =>
    events.filter((e) => e.type === type) as Extract<DataEvent, { type: T }>[]
  const installed = Object.fromEntries(data.plugins)
  const plugins = {
    uploads: installed.uploads as UploadsApi,
    reminders: installed.reminders as ReminderManager,
    channels: installed.channels as ChannelManager,
    extras: installed.extras as ExtrasApi,
    conversations: installed.conversations as ConversationManager,
    messageSync: installed.messageSync as MessageSyncApi,
  }
  return { host, data, plugins, events, of }
}

describe('data layer over the runtime events', () => {
  it('a received message reaches newMessage, the store and the conversation list', () => {
    const { host, data, of, plugins } = setup()
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    expect(of('newMessage').map((e) => [e.message.messageSeq, e.origin])).toEqual([[1, 'live']])
    expect(data.messages.list(CHANNEL)).toHaveLength(1)
    expect(plugins.conversations.get(CHANNEL)).toMatchObject({ unread: 1, lastMessage: { messageSeq: 1 } })
  })

  it('own messages: outgoing is new, messageStatus is an update; no unread', () => {
    const { host, of, plugins } = setup()
    const queued = message({ messageSeq: 0, messageID: '', clientMsgNo: 'c1', fromUID: 'me', status: 'wait' })
    host.emit({ type: 'outgoing', message: queued })
    host.emit({
      type: 'messageStatus',
      message: { ...queued, status: 'normal', messageSeq: 1, messageID: '1' },
    })
    expect(of('newMessage').map((e) => e.origin)).toEqual(['own'])
    expect(of('messageUpdate')[0]?.message.status).toBe('normal')
    expect(plugins.conversations.get(CHANNEL)).toMatchObject({ unread: 0, lastMessage: { status: 'normal' } })
  })

  it('a gap after the conversation sync is filled through syncMessages, once', async () => {
    const { host, data, of, plugins } = setup({
      syncConversations: async () => [{ channel: CHANNEL, timestamp: 1, unread: 0, lastMessage: input(3) }],
      syncMessages: async (p) => {
        const out: MessageInput[] = []
        for (let s = p.startMessageSeq; s <= p.endMessageSeq; s += 1) out.push(input(s))
        return out
      },
    })
    await plugins.conversations.sync()
    host.emit({ type: 'message', message: message({ messageSeq: 6 }) })
    await data.idle()
    expect(of('newMessage').map((e) => [e.message.messageSeq, e.origin])).toEqual([
      [6, 'live'],
      [4, 'sync'],
      [5, 'sync'],
    ])
    expect(plugins.conversations.get(CHANNEL)).toMatchObject({ unread: 3, lastMessage: { messageSeq: 6 } })
  })

  it('history is stored but not announced as new', async () => {
    const { data, of } = setup({ syncMessages: async () => [input(2), input(1)] })
    const loaded = await data.messages.history(CHANNEL, { limit: 2 })
    expect(loaded.map((m) => m.messageSeq)).toEqual([1, 2])
    expect(data.messages.list(CHANNEL)).toHaveLength(2)
    expect(of('newMessage')).toEqual([])
  })

  it('messageSync.fetch hands back one checked page in seq order without storing it', async () => {
    const { data, of, plugins } = setup({ syncMessages: async () => [input(2), input(1)] })
    const page = await plugins.messageSync.fetch({
      channel: CHANNEL,
      startMessageSeq: 1,
      endMessageSeq: 2,
      limit: 2,
      pullMode: 1,
    })
    expect(page.map((m) => m.messageSeq)).toEqual([1, 2])
    expect(data.messages.list(CHANNEL)).toEqual([])
    expect(of('newMessage')).toEqual([])
  })

  it('without the message sync plugin, history and gaps fail as without the callback', async () => {
    const host = fakeHost()
    const data = createDataLayer(host, {
      clock: createVirtualClock({ startMs: 1_700_000_000_000 }),
      logger: silentLogger,
      extraSyncBatch: 100,
      dedupeWindow: 1000,
    })
    const errors: Error[] = []
    data.on('dataError', ({ error }) => errors.push(error))
    await expect(data.messages.history(CHANNEL)).rejects.toMatchObject({
      code: 'MISSING_CALLBACK',
      callback: 'syncMessages',
    })
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    host.emit({ type: 'message', message: message({ messageSeq: 5, messageID: '5', clientMsgNo: 'c5' }) })
    await data.idle()
    expect(errors).toEqual([expect.objectContaining({ code: 'MISSING_CALLBACK', callback: 'syncMessages' })])
  })

  it('a missing callback throws MissingCallbackError naming it', async () => {
    const { data, plugins } = setup()
    await expect(data.messages.history(CHANNEL)).rejects.toBeInstanceOf(MissingCallbackError)
    expect(() => plugins.uploads.sendWithUpload(imageContent({ width: 1, height: 1 }), CHANNEL, 'f')).toThrow(
      /messageUploadTask/,
    )
    await expect(plugins.conversations.sync()).rejects.toMatchObject({ callback: 'syncConversations' })
    await expect(plugins.channels.fetchInfo(CHANNEL)).rejects.toMatchObject({ callback: 'channelInfo' })
    await expect(plugins.reminders.sync()).rejects.toMatchObject({ callback: 'syncReminders' })
    await expect(plugins.extras.sync(CHANNEL)).rejects.toMatchObject({ callback: 'syncMessageExtras' })
  })

  it('extras update the stored message, the conversation and notify', async () => {
    const { host, of, plugins } = setup({
      syncMessageExtras: async () => [{ messageID: 'id-1', extraVersion: 1, revoke: true }],
    })
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    await plugins.extras.sync(CHANNEL)
    expect(of('messageUpdate')[0]?.message.remoteExtra.revoke).toBe(true)
    expect(plugins.conversations.get(CHANNEL)?.lastMessage?.remoteExtra.revoke).toBe(true)
  })

  it('sendWithUpload: the message shows at once, then is sent with the url and the same clientMsgNo', async () => {
    const gate = deferred<UploadResult>()
    let request: UploadRequest | undefined
    const { host, data, of, plugins } = setup({
      messageUploadTask: (r) => {
        request = r
        return gate.promise
      },
    })
    const placeholder = plugins.uploads.sendWithUpload(imageContent({ width: 2, height: 2 }), CHANNEL, 'blob')
    expect(placeholder.status).toBe('wait')
    expect(of('newMessage')[0]?.message.clientMsgNo).toBe(placeholder.clientMsgNo)
    request?.onProgress(1, 2)
    gate.resolve({ url: 'https://cdn/p.png' })
    await data.idle()
    expect(host.pending).toHaveLength(1)
    expect(host.pending[0]).toMatchObject({
      clientMsgNo: placeholder.clientMsgNo,
      content: { url: 'https://cdn/p.png' },
    })
    expect(of('upload').map((e) => e.task.status)).toEqual(['wait', 'processing', 'processing', 'success'])
    expect(data.messages.list(CHANNEL)).toHaveLength(1)
  })

  it('sendWithUpload refuses a content without upload', () => {
    const { plugins } = setup({ messageUploadTask: async () => ({ url: 'x' }) })
    expect(() => plugins.uploads.sendWithUpload(textContent('x'), CHANNEL, 'f')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    )
  })

  it('a failed upload makes the message fail (messageUpdate)', async () => {
    const { data, of, plugins } = setup({ messageUploadTask: async () => Promise.reject(new Error('net')) })
    const placeholder = plugins.uploads.sendWithUpload(imageContent({ width: 2, height: 2 }), CHANNEL, 'blob')
    await data.idle()
    await new Promise((r) => setTimeout(r, 0))
    expect(of('messageUpdate').at(-1)?.message).toMatchObject({
      clientMsgNo: placeholder.clientMsgNo,
      status: 'fail',
    })
  })

  it('the outbox survives a reload (IndexedDB) and is queued again with the same clientMsgNo', async () => {
    const factory = new IDBFactory()
    const first = setup({}, indexedDbStorage({ name: 'crossmart-im-me', indexedDB: factory }))
    const queued = message({
      messageSeq: 0,
      messageID: '',
      clientMsgNo: 'unsent',
      fromUID: 'me',
      status: 'wait',
    })
    first.host.emit({ type: 'outgoing', message: queued })
    await first.data.idle()
    first.data.destroy()

    const second = setup({}, indexedDbStorage({ name: 'crossmart-im-me', indexedDB: factory }))
    await second.data.idle()
    await new Promise((r) => setTimeout(r, 10))
    expect(second.host.pending.map((m) => m.clientMsgNo)).toEqual(['unsent'])
    expect(second.data.messages.list(CHANNEL).map((m) => m.status)).toEqual(['wait'])
  })

  it('recent messages are shown at once after a reload', async () => {
    const factory = new IDBFactory()
    const first = setup({}, indexedDbStorage({ name: 'db', indexedDB: factory }))
    first.host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    first.host.emit({ type: 'message', message: message({ messageSeq: 2 }) })
    await first.data.idle()
    first.data.destroy()
    const second = setup({}, indexedDbStorage({ name: 'db', indexedDB: factory }))
    expect((await second.data.messages.open(CHANNEL)).map((m) => m.messageSeq)).toEqual([1, 2])
  })

  it('without the storage plugin, open() resolves with the messages held in memory and nothing outlives the client', async () => {
    const first = setup()
    first.host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    first.host.emit({ type: 'message', message: message({ messageSeq: 2 }) })
    expect((await first.data.messages.open(CHANNEL)).map((m) => m.messageSeq)).toEqual([1, 2])
    expect(() => first.data.messages.open({ channelID: '', channelType: 1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHANNEL' }),
    )
    await first.data.idle()
    first.data.destroy()
    expect(await setup().data.messages.open(CHANNEL)).toEqual([])
  })

  it('setLocal changes local flags and notifies', () => {
    const { host, data, of } = setup()
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    expect(data.messages.setLocal(CHANNEL, 'no-1', { isDeleted: true })?.isDeleted).toBe(true)
    expect(of('messageUpdate')).toHaveLength(1)
    expect(data.messages.setLocal(CHANNEL, 'nope', { isDeleted: true })).toBeUndefined()
  })

  it('a throwing data listener is reported as dataError and does not stop delivery', () => {
    const { host, data, of } = setup()
    data.on('newMessage', () => {
      throw new Error('ui bug')
    })
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    expect(of('newMessage')).toHaveLength(1)
    expect(of('dataError')).toHaveLength(1)
  })

  it('a listener throwing a non-Error is reported as a ListenerError naming the event, with the value as cause', () => {
    const { host, data, of } = setup()
    data.on('newMessage', () => {
      throw 'ui bug'
    })
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    const [event] = of('dataError')
    expect(event?.error).toBeInstanceOf(ListenerError)
    expect(event?.error).toMatchObject({ code: 'LISTENER_FAILED', eventType: 'newMessage', cause: 'ui bug' })
  })

  it('destroy stops listening to the runtime', () => {
    const { host, data, of } = setup()
    data.destroy()
    host.emit({ type: 'message', message: message({ messageSeq: 1 }) })
    expect(of('newMessage')).toEqual([])
  })
})
