/**
 * `createImClient(options)`: one independent chat client. It wires the connection (chat-spec §4)
 * to the send and receive pipelines and read receipts, and exposes typed events. Subscriptions and
 * streams are plugins (README "Plugins"), attached to the socket through `PluginRuntime.attach`.
 * No singletons: two clients in one process share nothing, and `destroy()` clears every timer,
 * listener and socket of its client.
 */

import { invalidArgument } from './callbacks/errors.js'
import type { Channel, Message, MessageContent } from './chat/message.js'
import type { SendOptions } from './chat/outgoing-message.js'
import type { ReadableMessage, Receipts } from './chat/receipts.js'
import { createReceivePipeline } from './chat/receive-pipeline.js'
import { createSendPipeline } from './chat/send-pipeline.js'
import {
  ClientDestroyedError,
  type ImClientError,
  ListenerError,
  MissingCallbackError,
} from './client-errors.js'
import { createConnection } from './connection/connection.js'
import type { ConnectionStatus } from './connection/state.js'
import type { ImConstants } from './constants.js'
import { type ContentRegistry, createContentRegistry } from './content/registry.js'
import { copyDefinedFields } from './copy-defined-fields.js'
import { createDataLayer, type MessagesApi } from './data/data-layer.js'
import { DATA_EVENT_TYPES, type DataEvent, type DataEventType } from './data/events.js'
import { createEmitter, type EventOf, type Listener } from './events/emitter.js'
import type { ImEvent, ImEventType } from './events/types.js'
import { type ImClientOptions, resolveOptions } from './options.js'
import type { ImPlugin, PluginApis, PluginRuntime, RuntimePart, SignalHandler } from './plugins/plugin.js'
import { PACKET_RECV, PACKET_SENDACK } from './protocol/constants.js'

export interface ImClient {
  readonly uid: string
  readonly status: ConnectionStatus
  /** The resolved constants (chat-spec §9 defaults with the overrides applied). */
  readonly constants: Readonly<ImConstants>
  /** Opens the connection (and keeps it open: reconnects after losses until disconnect()). */
  connect(): void
  /** Deliberate disconnect: no reconnect. Pending messages stay queued for the next connect(). */
  disconnect(): void
  /** Disconnects and releases everything: timers, listeners, socket, queues. Idempotent. */
  destroy(): void
  /** Queues a message and returns it at once with status wait (chat-spec §4). */
  send(content: MessageContent, channel: Channel, options?: SendOptions): Message
  /** Queues a failed message again with the same clientMsgNo. */
  resend(message: Message, options?: Pick<SendOptions, 'signal' | 'deadlineMs' | 'wallDeadlineMs'>): Message
  /** Outgoing messages not acknowledged yet, in clientSeq order. */
  pendingMessages(): Message[]
  /** Queues read receipts; they go to the "messageRead" callback every receiptFlushIntervalMs. */
  markRead(channel: Channel, messages: readonly ReadableMessage[]): void
  /** Sends the queued read receipts now. Never rejects (failures go to the `error` event). */
  flushReadReceipts(): Promise<void>
  /** Runtime events (status, message ...) and data-layer events (newMessage, conversation ...). */
  on<T extends ImEventType | DataEventType>(
    type: T,
    listener: Listener<EventOf<ImEvent | DataEvent, T>>,
  ): () => void
  /** The content registry (also the payload codec unless options.content was a plain codec). */
  readonly contents: ContentRegistry
  /** Stored messages and history (README "Conversations, history, reminders, channels"). */
  readonly messages: MessagesApi
  /** Resolves when the data layer's gap syncs and storage writes issued so far have settled. */
  idle(): Promise<void>
}

const isRegistry = (codec: unknown): codec is ContentRegistry =>
  typeof (codec as Partial<ContentRegistry> | undefined)?.parse === 'function' &&
  typeof (codec as Partial<ContentRegistry>).register === 'function'

/**
 * A client with the APIs of the plugins it was given: `createImClient({ ..., plugins: [uploadsPlugin()] })`
 * has `client.uploads` (README "Plugins"); the plugins not imported are not bundled.
 */
export function createImClient<const P extends readonly ImPlugin[] = readonly []>(
  options: ImClientOptions & { readonly plugins?: P },
): ImClient & PluginApis<P> {
  const resolved = resolveOptions(options)
  // The data layer's content registry is the payload codec unless the app brought its own codec.
  const contents = isRegistry(options.content)
    ? options.content
    : createContentRegistry(options.contentTypes === undefined ? undefined : { types: options.contentTypes })
  const codec = options.content ?? contents
  const { clock, constants, logger } = resolved
  let destroyed = false

  const events = createEmitter<ImEvent>((error, event) => {
    logger.warn('a listener threw', { event: event.type })
    // An `error` listener that throws is only logged: reporting it again could loop.
    if (event.type !== 'error') events.emit({ type: 'error', error: new ListenerError(event.type, error) })
  })
  const reportError = (error: ImClientError): void => events.emit({ type: 'error', error })

  // The plugins that follow the socket (subscriptions); none in a plain text chat.
  const parts = new Set<RuntimePart>()
  const connection = createConnection(resolved, {
    onStatus: (change) => events.emit({ type: 'status', ...change }),
    onDelay: (ms) => events.emit({ type: 'delay', ms }),
    onPacket: (packet) => {
      if (packet.type === PACKET_SENDACK) sender.onSendack(packet)
      else if (packet.type === PACKET_RECV) receiver.onRecv(packet)
      else if (parts.size === 0) logger.debug('packet for no plugin ignored', { type: packet.type })
      else for (const part of [...parts]) part.onUnhandledPacket?.(packet)
    },
    resubscribe: () => {
      for (const part of [...parts]) part.onConnected?.()
    },
    resume: () => sender.resume(),
    suspend: () => {
      sender.suspend()
      for (const part of [...parts]) part.onConnectionLost?.()
    },
    onError: reportError,
  })
  /** A message reached the `message` listeners: the attached plugins see it after them. */
  const delivered = (message: Message): void => {
    for (const part of [...parts]) part.onMessageDelivered?.(message)
  }

  const link = {
    get session() {
      return connection.session
    },
    write: (packet: Parameters<typeof connection.write>[0]) => connection.write(packet),
  }

  const sender = createSendPipeline({
    uid: resolved.uid,
    clock,
    constants,
    link,
    logger,
    content: codec,
    onOutgoing: (message) => events.emit({ type: 'outgoing', message }),
    onStatus: (message) => events.emit({ type: 'messageStatus', message }),
  })

  const receiver = createReceivePipeline({
    link,
    logger,
    content: codec,
    dedupeWindow: constants.dedupeWindow,
    onMessage: (message) => {
      events.emit({ type: 'message', message })
      delivered(message)
    },
    onCommand: (message) => events.emit({ type: 'command', message }),
  })

  // The receipts plugin, when installed, builds the read receipts; without it there are none (and
  // no "messageRead" callback: resolveOptions refuses one without the plugin).
  let receipts: Pick<Receipts, 'markRead' | 'flush'> | undefined

  // A plugin that shares one socket between tabs (README "One socket for all tabs") steers these.
  let gate: { connect(): void; disconnect(): void } | undefined
  let shownStatus: ConnectionStatus | undefined
  // Signals of a follower tab go to the leader's socket (typing and shared-tabs plugins).
  let signalWriter: SignalHandler | undefined
  let signalRelay: SignalHandler | undefined
  const runtime: PluginRuntime = {
    gate: (next) => {
      gate = next
    },
    open: () => connection.connect(),
    close: () => connection.disconnect(),
    get ownStatus() {
      return connection.status
    },
    showStatus: (status) => {
      shownStatus = status
    },
    on: events.on,
    emit: (event) => {
      events.emit(event)
      if (event.type === 'message') delivered(event.message)
    },
    adopt: (message) => {
      if (!sender.pending().some((m) => m.clientMsgNo === message.clientMsgNo))
        sender.resend({ ...message, status: 'fail' })
    },
    settle: sender.settleWith,
    link,
    constants,
    provideReceipts: (next) => {
      receipts = next
    },
    attach: (part) => {
      parts.add(part)
      return () => parts.delete(part)
    },
    provideSignals: (part) => {
      if (part.writer !== undefined) signalWriter = part.writer
      if (part.relay !== undefined) signalRelay = part.relay
    },
    relaySignal: (signal) => signalRelay?.(signal) ?? false,
    writeSignal: (signal) => signalWriter?.(signal) ?? false,
  }

  // Every factory returns closures (no `this`), so their methods are handed on as values.
  const data = createDataLayer(
    {
      uid: resolved.uid,
      on: events.on,
      resend: sender.resend,
      replay: sender.replay,
      hold: sender.hold,
      pendingMessages: sender.pending,
    },
    {
      callbacks: resolved.callbacks,
      content: contents,
      ...copyDefinedFields(options, ['plugins', 'resync']),
      clock,
      logger,
      extraSyncBatch: constants.extraSyncBatch,
      dedupeWindow: constants.dedupeWindow,
      runtime,
    },
  )
  const dataEventTypes = new Set<string>(DATA_EVENT_TYPES)

  const alive = (operation: string): void => {
    if (destroyed) throw new ClientDestroyedError(operation)
  }

  const client: ImClient = {
    uid: resolved.uid,
    constants,
    get status() {
      return shownStatus ?? connection.status
    },
    connect() {
      alive('connect')
      if (gate) gate.connect()
      else connection.connect()
    },
    disconnect() {
      if (destroyed) return
      if (gate) gate.disconnect()
      else connection.disconnect()
    },
    destroy() {
      if (destroyed) return
      connection.destroy()
      destroyed = true
      data.destroy()
      sender.destroy()
      parts.clear()
      receiver.clear()
      events.clear()
    },
    send(content, channel, sendOptions) {
      alive('send')
      return sender.send(content, channel, sendOptions)
    },
    resend(message, resendOptions) {
      alive('resend')
      return sender.resend(message, resendOptions)
    },
    pendingMessages: sender.pending,
    markRead(channel, messages) {
      alive('markRead')
      if (receipts === undefined) throw new MissingCallbackError('messageRead')
      receipts.markRead(channel, messages)
    },
    flushReadReceipts: async () => receipts?.flush(),
    on(type, listener) {
      alive('on')
      if (dataEventTypes.has(type)) return data.on(type as DataEventType, listener as Listener<DataEvent>)
      return events.on(type as ImEventType, listener as Listener<ImEvent>)
    },
    contents,
    messages: data.messages,
    idle: data.idle,
  }
  // A key the client already has (a member, or a plugin given twice) would hide something.
  for (const [key, api] of data.plugins) {
    if (key in client) {
      client.destroy()
      throw invalidArgument(`plugin key "${key}" is taken`)
    }
    Object.defineProperty(client, key, { value: api, enumerable: true })
  }
  return client as ImClient & PluginApis<P>
}
