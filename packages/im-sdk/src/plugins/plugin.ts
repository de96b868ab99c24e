/**
 * The optional managers (conversations, uploads, reminders, extras, channels, streams, subscriptions) plug into the client, so an app
 * pays only for the ones it imports (README "Plugins"): `createImClient({ plugins: [uploadsPlugin()] })`
 * installs each plugin into the data layer and exposes its API as `client[plugin.key]`. A plugin
 * sees the data layer through `PluginContext` only, never the whole client.
 */

import type { DataCallbacks } from '../callbacks/types.js'
import type { ChatLink } from '../chat/link.js'
import type { Channel, Message } from '../chat/message.js'
import type { Receipts } from '../chat/receipts.js'
import type { Clock } from '../clock.js'
import type { ConnectionStatus } from '../connection/state.js'
import type { ImConstants } from '../constants.js'
import type { ContentRegistry } from '../content/registry.js'
import type { ConversationManager } from '../conversations/conversation-manager.js'
import type { DataEvent } from '../data/events.js'
import type { EventOf, Listener } from '../events/emitter.js'
import type { ImEvent, ImEventType } from '../events/types.js'
import type { Logger } from '../logger.js'
import type { FetchMessages } from '../messages/inbox.js'
import type { MessageStore } from '../messages/message-store.js'
import type { ChatMessage } from '../messages/model.js'
import type { Packet } from '../protocol/index.js'
import type { Reminder } from '../reminders/reminder-manager.js'
import type { OutboxSender } from '../storage/outbox.js'

/** What the data layer drives in the conversation list (the conversations plugin). */
export type ConversationList = Pick<
  ConversationManager,
  'onMessage' | 'onMessageUpdate' | 'onReminders' | 'opened' | 'sync'
>

/** Where the storage plugin keeps the outbox and the recent messages (none without it). */
export interface Persistence {
  /** An own message was queued or settled: kept while it waits, dropped once settled. */
  track(message: Message): void
  /** The channel's stored messages changed. */
  touch(channel: Channel): void
  /** Loads the channel's cached messages into the store; resolves with the store's list. */
  load(channel: Channel): Promise<readonly ChatMessage[]>
  /** Resolves when the restore and every write issued so far have settled. */
  idle(): Promise<void>
}

/** What the data layer lends a plugin. */
export interface PluginContext {
  readonly uid: string
  readonly callbacks: DataCallbacks
  readonly content: ContentRegistry
  readonly clock: Clock
  readonly logger: Logger
  /** chat-spec §9: message extras are synced 100 at a time. */
  readonly extraSyncBatch: number
  /** The recent messages held in memory. */
  readonly store: MessageStore
  emit(event: DataEvent): void
  reportError(error: Error): void
  /** A listener threw (anything): reported as a dataError. */
  reportThrown(error: unknown, eventType: string): void
  /** A stored message changed: conversation list, cache and the messageUpdate event follow. */
  messageChanged(message: ChatMessage): void
  /** An own message: new the first time its clientMsgNo is seen, an update afterwards. */
  own(message: Message): void
  /** Queues a message again with the same clientMsgNo (the runtime's resend). */
  resend(message: Message): Message
  /** Reminders that changed: the conversation list updates its entries. */
  remindersChanged(changed: readonly Reminder[]): void
  /** Where the conversation list reads a channel's pending reminders (none without this). */
  providePendingReminders(pending: (channel: Channel) => Reminder[]): void
  /** A channel's pending reminders (from the reminders plugin; none without it). */
  remindersOf(channel: Channel): Reminder[]
  /**
   * Where the data layer hands every message, update and reminder change, and what the resync
   * after a connect-ack syncs (the conversations plugin; no list without it).
   */
  provideConversations(list: ConversationList): void
  /**
   * Where the inbox hands stream chunks (messages with setting.stream and a streamNo). Without a
   * handler they are dropped: a chunk is not a whole message, and the chunks of one stream share ids.
   */
  handleStreamChunks(handler: (chunk: ChatMessage) => void): void
  /** Where the data layer calls "syncMessages" (the message sync plugin; MissingCallbackError without it). */
  provideMessageSync(fetch: FetchMessages): void
  /** The runtime's send queue, as the stored outbox needs it (the storage plugin). */
  readonly sender: OutboxSender
  /** Where the data layer hands own messages and changed channels to be stored (the storage plugin). */
  persist(persistence: Persistence): void
  /** Runs on destroy(). */
  onDestroy(release: () => void): void
  /**
   * The client's runtime (socket, send queue, runtime events), for plugins that share it (tabs).
   * Absent when the data layer runs without a client (its unit tests).
   */
  readonly runtime?: PluginRuntime
}

/**
 * What a plugin may do to the runtime: decide whether `connect()` opens this client's own socket,
 * show another socket's status, inject runtime events, and move messages between send queues.
 */
export interface PluginRuntime {
  /** The app's connect() / disconnect() go here instead of the socket while a gate is set. */
  gate(gate: { connect(): void; disconnect(): void } | undefined): void
  /** Opens (and keeps open) this client's own socket. */
  open(): void
  /** Closes this client's own socket deliberately. */
  close(): void
  /** The status of this client's own socket. */
  readonly ownStatus: ConnectionStatus
  /** What `client.status` shows instead of the own socket's status (undefined: the own one). */
  showStatus(status: ConnectionStatus | undefined): void
  on<T extends ImEventType>(type: T, listener: Listener<EventOf<ImEvent, T>>): () => void
  /** Emits a runtime event as if this client's socket had produced it. */
  emit(event: ImEvent): void
  /** Queues another client's message under its clientMsgNo (ignored when it already waits here). */
  adopt(message: Message): void
  /** Settles a waiting message of this client with another client's result; false when none waits. */
  settle(message: Message): boolean
  /** Writes packets on this client's own socket, and its current session (plugins that speak the protocol). */
  readonly link: ChatLink
  /** The client's resolved constants. */
  readonly constants: Readonly<ImConstants>
  /** Where `client.markRead()` and `flushReadReceipts()` go (the receipts plugin; none without it). */
  provideReceipts(receipts: Pick<Receipts, 'markRead' | 'flush'>): void
  /** Lets a plugin that speaks the protocol (subscriptions) follow the socket; returns the detach. */
  attach(part: RuntimePart): () => void
  /**
   * Short-lived signals ("typing…", README "Typing and other signals") of a tab without a socket of
   * its own (README "One socket for all tabs"): the typing plugin provides the writer, the shared-tabs
   * plugin the relay of a follower tab. `relaySignal` hands a signal to the relay (false: none, or
   * this tab holds the socket); `writeSignal` writes one with the writer (false: none, or not written).
   */
  provideSignals(part: { writer?: SignalHandler; relay?: SignalHandler }): void
  relaySignal(signal: RelayedSignal): boolean
  writeSignal(signal: RelayedSignal): boolean
}

/** A signal as tabs hand it over (structured-cloneable): a command `cmd` with its param to a channel. */
export interface RelayedSignal {
  readonly channel: Channel
  readonly cmd: string
  readonly param?: Readonly<Record<string, unknown>>
}

/** Writes or hands over a signal; false when it did not. */
export type SignalHandler = (signal: RelayedSignal) => boolean

/** The socket moments a protocol-speaking plugin follows; every hook is optional. */
export interface RuntimePart {
  /** A packet none of the client's own pipelines handles (a subscribe-ack ...). */
  onUnhandledPacket?(packet: Packet): void
  /** After every successful connect-ack, before queued messages are written. */
  onConnected?(): void
  /** The connection is gone (lost, kicked, disconnected). */
  onConnectionLost?(): void
  /** A message reached the `message` listeners (from this socket or another tab's). */
  onMessageDelivered?(message: Message): void
}

/** An optional manager: `install` runs once per client and returns the API found at `client[key]`. */
export interface ImPlugin<K extends string = string, A = unknown> {
  readonly key: K
  install(context: PluginContext): A
}

/** The APIs a list of plugins adds to the client, keyed by each plugin's key. */
export type PluginApis<P extends readonly ImPlugin[]> = {
  readonly [E in P[number] as E['key']]: E extends ImPlugin<string, infer A> ? A : never
}
