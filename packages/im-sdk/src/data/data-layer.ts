/**
 * The data layer (README "Using the SDK in an app") composed over the runtime: it listens to the runtime's message,
 * outgoing, messageStatus and status events and drives the inbox (dedupe, gap sync),
 * and the message store; the optional managers (storage, conversations, reminders,
 * channels, extras, uploads, streams, subscriptions) are plugins installed into it (plugins/plugin.ts). It depends only on `DataLayerHost` (a few methods of the client), so tests drive it with a
 * ten-line fake; `createImClient` wires it to the real runtime.
 */

import type { DataCallbacks, PullMode } from '../callbacks/types.js'
import type { Channel, Message } from '../chat/message.js'
import { assertChannel, toChannel } from '../chat/validate.js'
import { ListenerError, MissingCallbackError } from '../client-errors.js'
import type { Clock } from '../clock.js'
import { type ContentRegistry, createContentRegistry } from '../content/registry.js'
import { createEmitter, type EventOf, type Listener } from '../events/emitter.js'
import type { ImEvent } from '../events/types.js'
import type { Logger } from '../logger.js'
import { createInbox, type FetchMessages } from '../messages/inbox.js'
import { createMessageStore } from '../messages/message-store.js'
import type { ChatMessage } from '../messages/model.js'
import type {
  ConversationList,
  ImPlugin,
  Persistence,
  PluginContext,
  PluginRuntime,
} from '../plugins/plugin.js'
import type { Reminder } from '../reminders/reminder-manager.js'
import type { DataEvent, DataEventType } from './events.js'

type HostEventType = 'message' | 'outgoing' | 'messageStatus' | 'status'

/** What the data layer needs from the client runtime. */
export interface DataLayerHost {
  readonly uid: string
  on<T extends HostEventType>(type: T, listener: Listener<EventOf<ImEvent, T>>): () => void
  resend(message: Message): Message
  /** A resend ahead of every message not yet written (the stored outbox after a reload). */
  replay(message: Message): Message
  pendingMessages(): Message[]
  /** Pauses writing until the returned release is called. */
  hold(): () => void
}

export interface DataLayerOptions {
  readonly callbacks?: DataCallbacks
  /** Default: a registry with the built-in types. */
  readonly content?: ContentRegistry
  readonly clock: Clock
  readonly logger: Logger
  /** chat-spec §9: 100. */
  readonly extraSyncBatch: number
  readonly dedupeWindow: number
  /** Recent messages kept (and cached) per channel. */
  readonly recentPerChannel?: number
  /** The optional managers (README "Plugins"). */
  readonly plugins?: readonly ImPlugin[]
  /**
   * After every connect-ack: sync the conversations and the messages after each held channel's last
   * known seq (README "Connection: status and reconnects"). Default true.
   */
  readonly resync?: boolean
  /** The runtime hooks lent to plugins (createImClient passes them). */
  readonly runtime?: PluginRuntime
}

export interface HistoryQuery {
  readonly startMessageSeq?: number
  readonly endMessageSeq?: number
  readonly limit?: number
  /** 0 down (older), 1 up (newer). Default 0. */
  readonly pullMode?: PullMode
}

/** Beyond the spec: the default page size of messages.history(). */
export const DEFAULT_HISTORY_LIMIT = 30

export interface MessagesApi {
  /** The recent messages held in memory for a channel, oldest first. */
  list(channel: Channel): readonly ChatMessage[]
  /** Loads the channel's cached messages from storage (shown at once after a reload). */
  open(channel: Channel): Promise<readonly ChatMessage[]>
  /** Loads history through "syncMessages"; the messages are stored, not announced as new. */
  history(channel: Channel, query?: HistoryQuery): Promise<ChatMessage[]>
  /** Sets local flags of a stored message (isDeleted, voicePlaying, voiceReaded). */
  setLocal(
    channel: Channel,
    clientMsgNo: string,
    flags: Partial<Pick<ChatMessage, 'isDeleted' | 'voicePlaying' | 'voiceReaded'>>,
  ): ChatMessage | undefined
}

export interface DataLayer {
  readonly content: ContentRegistry
  readonly messages: MessagesApi
  /** The installed plugins' keys and APIs, in the order given. */
  readonly plugins: readonly (readonly [string, unknown])[]
  on<T extends DataEventType>(type: T, listener: Listener<EventOf<DataEvent, T>>): () => void
  /** Resolves when gap syncs and storage writes issued so far have settled. */
  idle(): Promise<void>
  destroy(): void
}

export function createDataLayer(host: DataLayerHost, options: DataLayerOptions): DataLayer {
  const callbacks = options.callbacks ?? {}
  const content = options.content ?? createContentRegistry()
  const uid = host.uid
  const events = createEmitter<DataEvent>((error, event) => {
    options.logger.warn('a data listener threw', { event: event.type })
    if (event.type !== 'dataError') reportThrown(error, event.type)
  })
  const emit = (event: DataEvent): void => events.emit(event)
  const reportError = (error: Error): void => emit({ type: 'dataError', error })
  /** A listener may throw anything; the dataError event carries an Error (a ListenerError for a non-Error). */
  const reportThrown = (error: unknown, eventType: string): void =>
    reportError(error instanceof Error ? error : new ListenerError(eventType, error))
  const store = createMessageStore(
    options.recentPerChannel === undefined ? undefined : { perChannel: options.recentPerChannel },
  )
  // The storage plugin, when installed, keeps the outbox and the recent messages; without it they
  // live in memory only (the store), and there is nothing to restore after a reload.
  let persistence: Persistence | undefined
  const touch = (channel: Channel): void => persistence?.touch(channel)

  // The reminders plugin, when installed, provides the conversation list's pending reminders.
  let pendingReminders = (_channel: Channel): Reminder[] => []
  // The streams plugin, when installed, assembles stream chunks; without it they are dropped.
  let streamChunk = (chunk: ChatMessage): void =>
    options.logger.debug('stream chunk dropped: no streams plugin', { messageSeq: chunk.messageSeq })
  // The conversations plugin, when installed, follows every message; without it there is no list.
  let conversations: ConversationList | undefined
  // The message sync plugin, when installed, calls "syncMessages"; without it every sync fails as
  // without the callback.
  let fetchMessages: FetchMessages = async () => {
    throw new MissingCallbackError('syncMessages')
  }
  const inbox = createInbox({
    uid,
    fetch: (params) => fetchMessages(params),
    store,
    logger: options.logger,
    dedupeWindow: options.dedupeWindow,
    onMessage: (message, origin) => {
      conversations?.onMessage(message)
      touch(message.channel)
      emit({ type: 'newMessage', message, origin })
    },
    onStreamChunk: (chunk) => streamChunk(chunk),
    onOwnUpdate: (message) => touch(message.channel),
    onError: reportError,
  })

  function messageChanged(message: ChatMessage): void {
    conversations?.onMessageUpdate(message)
    touch(message.channel)
    emit({ type: 'messageUpdate', message })
  }

  /** An own message: new the first time its clientMsgNo is seen, an update afterwards. */
  function own(message: Message): void {
    const known = store.find(message.channel, { clientMsgNo: message.clientMsgNo }) !== undefined
    const stored = inbox.own(message)
    if (known) {
      messageChanged(stored)
    } else {
      conversations?.onMessage(stored)
      emit({ type: 'newMessage', message: stored, origin: 'own' })
    }
  }

  const unsubscribe = [
    host.on('message', (event) => inbox.receive(event.message)),
    host.on('outgoing', (event) => {
      persistence?.track(event.message)
      own(event.message)
    }),
    host.on('messageStatus', (event) => {
      persistence?.track(event.message)
      own(event.message)
    }),
  ]
  if (options.resync !== false)
    unsubscribe.push(
      host.on('status', (event) => {
        if (event.status === 'Connected') resync()
      }),
    )

  /**
   * Nothing pushes what arrived while the socket was down (chat-spec §4), so every connect-ack asks
   * for it: the held channels (and the open one) from their last known seq, then the conversations.
   */
  function resync(): void {
    const channels = store.channels()
    const opened = conversations?.opened?.channel
    if (opened !== undefined) channels.push(opened)
    // History pages do not move the last known seq; what is held in memory does.
    for (const channel of channels) {
      for (const message of store.list(channel)) inbox.seed(channel, message.messageSeq)
    }
    inbox.resync(channels)
    if (conversations !== undefined && typeof callbacks.syncConversations === 'function') {
      conversations.sync().catch(reportError)
    }
  }

  const messages: MessagesApi = {
    list: store.list,
    open(channel) {
      assertChannel(channel)
      return persistence === undefined ? Promise.resolve(store.list(channel)) : persistence.load(channel)
    },
    async history(channel, query = {}) {
      assertChannel(channel)
      const loaded = await fetchMessages({
        channel: toChannel(channel),
        startMessageSeq: query.startMessageSeq ?? 0,
        endMessageSeq: query.endMessageSeq ?? 0,
        limit: query.limit ?? DEFAULT_HISTORY_LIMIT,
        pullMode: query.pullMode ?? 0,
      })
      store.load(channel, loaded)
      touch(channel)
      return loaded
    },
    setLocal(channel, clientMsgNo, flags) {
      const current = store.find(channel, { clientMsgNo })
      if (current === undefined) return undefined
      const next: ChatMessage = { ...current, ...flags }
      store.upsert(next)
      messageChanged(next)
      return next
    },
  }

  // Seed gap detection from the conversation list: a later message that skips ahead syncs the hole.
  const offSeed = events.on('conversation', ({ conversation }) => {
    const seq = conversation.lastMessage?.messageSeq
    if (seq !== undefined && seq > 0) inbox.seed(conversation.channel, seq)
  })
  unsubscribe.push(offSeed)

  const releases: (() => void)[] = []
  const context: PluginContext = {
    uid,
    callbacks,
    content,
    clock: options.clock,
    logger: options.logger,
    extraSyncBatch: options.extraSyncBatch,
    store,
    emit,
    reportError,
    reportThrown,
    messageChanged,
    own,
    resend: host.resend,
    remindersChanged: (changed) => conversations?.onReminders(changed),
    providePendingReminders: (pending) => {
      pendingReminders = pending
    },
    remindersOf: (channel) => pendingReminders(channel),
    provideConversations: (list) => {
      conversations = list
    },
    handleStreamChunks: (handler) => {
      streamChunk = handler
    },
    provideMessageSync: (fetch) => {
      fetchMessages = fetch
    },
    sender: host,
    persist: (next) => {
      persistence = next
    },
    onDestroy: (release) => releases.push(release),
    ...(options.runtime === undefined ? {} : { runtime: options.runtime }),
  }
  const plugins = (options.plugins ?? []).map((plugin) => [plugin.key, plugin.install(context)] as const)

  return {
    content,
    messages,
    plugins,
    on: events.on,
    async idle() {
      await inbox.idle()
      await persistence?.idle()
    },
    destroy() {
      for (const off of unsubscribe) off()
      for (const release of releases) release()
      inbox.clear()
      store.clear()
      events.clear()
    },
  }
}
