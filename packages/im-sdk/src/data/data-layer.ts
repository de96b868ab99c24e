/**
 * The data layer (README "Using the SDK in an app") composed over the runtime: it listens to the runtime's message,
 * outgoing, messageStatus and status events and drives the inbox (dedupe, streams, gap sync),
 * conversations, reminders, channels, extras, upload tasks, the outbox and the recent-messages
 * cache. It depends only on `DataLayerHost` (a few methods of the client), so tests drive it with a
 * ten-line fake; `createImClient` wires it to the real runtime.
 */

import { invalidArgument } from '../callbacks/errors.js'
import { invokeListCallback, requireCallback } from '../callbacks/invoke-callback.js'
import type { DataCallbacks, PullMode } from '../callbacks/types.js'
import { type ChannelManager, createChannelManager } from '../channels/channel-manager.js'
import type { Channel, Message, MessageContent } from '../chat/message.js'
import { outgoingMessage, type SendOptions } from '../chat/outgoing-message.js'
import { assertChannel, assertContent, toChannel } from '../chat/validate.js'
import { ListenerError } from '../client-errors.js'
import type { Clock } from '../clock.js'
import { type ContentRegistry, createContentRegistry } from '../content/registry.js'
import { type ConversationManager, createConversationManager } from '../conversations/conversation-manager.js'
import { createEmitter, type EventOf, type Listener } from '../events/emitter.js'
import type { ImEvent } from '../events/types.js'
import { createExtrasSync } from '../extras/extras-sync.js'
import type { Logger } from '../logger.js'
import { createInbox } from '../messages/inbox.js'
import { createMessageStore } from '../messages/message-store.js'
import {
  type ChatMessage,
  fromMessageInput,
  type MessageInput,
  messageInputProblem,
  toChatMessage,
} from '../messages/model.js'
import { createReminderManager, type ReminderManager } from '../reminders/reminder-manager.js'
import { memoryStorage } from '../storage/memory-storage.js'
import { createOutbox } from '../storage/outbox.js'
import { createRecentCache } from '../storage/recent-cache.js'
import type { ImStorage } from '../storage/types.js'
import { createUploadManager, type UploadTask } from '../uploads/upload-manager.js'
import type { DataEvent, DataEventType } from './events.js'

type HostEventType = 'message' | 'outgoing' | 'messageStatus'

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
  /** Default: in memory (use indexedDbStorage from `@crossmart/im-sdk/indexeddb` in browsers to keep the outbox across reloads). */
  readonly storage?: ImStorage
  readonly clock: Clock
  readonly logger: Logger
  /** chat-spec §9: 100. */
  readonly extraSyncBatch: number
  readonly dedupeWindow: number
  /** Replay the stored outbox at start (default true). */
  readonly restoreOutbox?: boolean
  /** Recent messages kept (and cached) per channel. */
  readonly recentPerChannel?: number
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
  /** Syncs the channel's message extras (revoke, edit, read counts) through "syncMessageExtras". */
  syncExtras(channel: Channel): Promise<number>
  /** Sets local flags of a stored message (isDeleted, voicePlaying, voiceReaded). */
  setLocal(
    channel: Channel,
    clientMsgNo: string,
    flags: Partial<Pick<ChatMessage, 'isDeleted' | 'voicePlaying' | 'voiceReaded'>>,
  ): ChatMessage | undefined
  /**
   * Sends a media content (image or an app type with withUpload) after uploading `file` through
   * "messageUploadTask": the message shows at once with status wait.
   */
  sendWithUpload(
    content: MessageContent,
    channel: Channel,
    file: unknown,
    options?: Pick<SendOptions, 'receipt' | 'topic' | 'expire' | 'header'>,
  ): ChatMessage
}

export interface UploadsApi {
  get(id: string): UploadTask | undefined
  list(): UploadTask[]
  suspend(id: string): UploadTask
  resume(id: string): UploadTask
  cancel(id: string): UploadTask
}

export interface DataLayer {
  readonly content: ContentRegistry
  readonly messages: MessagesApi
  readonly conversations: ConversationManager
  readonly reminders: ReminderManager
  readonly channels: ChannelManager
  readonly uploads: UploadsApi
  on<T extends DataEventType>(type: T, listener: Listener<EventOf<DataEvent, T>>): () => void
  /** Queues the stored outbox again (done at start unless restoreOutbox is false). */
  restoreOutbox(): Promise<number>
  /** Resolves when gap syncs and storage writes issued so far have settled. */
  idle(): Promise<void>
  destroy(): void
}

export function createDataLayer(host: DataLayerHost, options: DataLayerOptions): DataLayer {
  const callbacks = options.callbacks ?? {}
  const content = options.content ?? createContentRegistry()
  const storage = options.storage ?? memoryStorage()
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
  const cache = createRecentCache({ storage, store, onError: reportError })

  const reminders = createReminderManager({
    callbacks,
    onChange: (changed) => {
      conversations.onReminders(changed)
      emit({ type: 'reminders', changed })
    },
  })
  const conversations = createConversationManager({
    uid,
    callbacks,
    parse: content.parse,
    pendingReminders: reminders.pending,
    onChange: (change) => emit({ type: 'conversation', ...change }),
    now: options.clock.now,
  })
  const channels = createChannelManager({
    callbacks,
    onListenerError: (error) => reportThrown(error, 'channelInfo'),
    onSubscribers: (channel, subscribers) => emit({ type: 'subscribers', channel, subscribers }),
  })
  const offInfo = channels.onInfo((info) => emit({ type: 'channelInfo', info }))

  const inbox = createInbox({
    uid,
    callbacks,
    parse: content.parse,
    store,
    logger: options.logger,
    dedupeWindow: options.dedupeWindow,
    onMessage: (message, origin) => {
      conversations.onMessage(message)
      cache.touch(message.channel)
      emit({ type: 'newMessage', message, origin })
    },
    onStream: (stream) => emit({ type: 'stream', stream }),
    onOwnUpdate: (message) => cache.touch(message.channel),
    onError: reportError,
  })

  function messageChanged(message: ChatMessage): void {
    conversations.onMessageUpdate(message)
    cache.touch(message.channel)
    emit({ type: 'messageUpdate', message })
  }

  /** An own message: new the first time its clientMsgNo is seen, an update afterwards. */
  function own(message: Message): void {
    const known = store.find(message.channel, { clientMsgNo: message.clientMsgNo }) !== undefined
    const stored = inbox.own(message)
    if (known) {
      messageChanged(stored)
    } else {
      conversations.onMessage(stored)
      emit({ type: 'newMessage', message: stored, origin: 'own' })
    }
  }

  const extras = createExtrasSync({
    callbacks,
    store,
    batch: options.extraSyncBatch,
    parse: content.parse,
    onUpdate: messageChanged,
  })

  const uploads = createUploadManager({
    callbacks,
    withUpload: content.withUpload,
    // chat-spec §4: the message is sent once its upload succeeded, with the same clientMsgNo.
    send: (message, uploaded) => {
      try {
        host.resend({ ...message, content: uploaded, status: 'fail' })
      } catch (error) {
        reportError(error as Error)
        own({ ...message, content: uploaded, status: 'fail' })
      }
    },
    onMessageFail: (message) => own(message),
    onTask: (task) => emit({ type: 'upload', task }),
  })

  const outbox = createOutbox({ storage, sender: host, clock: options.clock, onError: reportError })

  const unsubscribe = [
    host.on('message', (event) => inbox.receive(event.message)),
    host.on('outgoing', (event) => {
      outbox.track(event.message)
      own(event.message)
    }),
    host.on('messageStatus', (event) => {
      outbox.track(event.message)
      own(event.message)
    }),
    offInfo,
  ]

  const messages: MessagesApi = {
    list: store.list,
    open(channel) {
      assertChannel(channel)
      return cache.load(channel)
    },
    async history(channel, query = {}) {
      assertChannel(channel)
      const items = await invokeListCallback<'syncMessages', MessageInput>(
        callbacks,
        'syncMessages',
        {
          channel: toChannel(channel),
          startMessageSeq: query.startMessageSeq ?? 0,
          endMessageSeq: query.endMessageSeq ?? 0,
          limit: query.limit ?? DEFAULT_HISTORY_LIMIT,
          pullMode: query.pullMode ?? 0,
        },
        messageInputProblem,
      )
      const loaded = items
        .map((item) => fromMessageInput(item, content.parse))
        .sort((a, b) => a.messageSeq - b.messageSeq)
      store.load(channel, loaded)
      cache.touch(channel)
      return loaded
    },
    syncExtras: extras.sync,
    setLocal(channel, clientMsgNo, flags) {
      const current = store.find(channel, { clientMsgNo })
      if (current === undefined) return undefined
      const next: ChatMessage = { ...current, ...flags }
      store.upsert(next)
      messageChanged(next)
      return next
    },
    sendWithUpload(media, channel, file, sendOptions) {
      requireCallback(callbacks, 'messageUploadTask')
      assertChannel(channel)
      assertContent(media)
      if (!content.uploads(media))
        throw invalidArgument(`content type ${media.type} has no upload (withUpload)`)
      const placeholder = toChatMessage(outgoingMessage(uid, options.clock, media, channel, 0, sendOptions))
      own(placeholder)
      uploads.start(placeholder, file)
      return store.find(channel, { clientMsgNo: placeholder.clientMsgNo }) ?? placeholder
    },
  }

  // Seed gap detection from the conversation list: a later message that skips ahead syncs the hole.
  const offSeed = events.on('conversation', ({ conversation }) => {
    const seq = conversation.lastMessage?.messageSeq
    if (seq !== undefined && seq > 0) inbox.seed(conversation.channel, seq)
  })
  unsubscribe.push(offSeed)

  let restoring: Promise<unknown> = Promise.resolve()
  // The default storage is a fresh, empty map: there is nothing to restore and no reason to hold
  // the first sends back for the read.
  if (options.restoreOutbox !== false && options.storage !== undefined) {
    restoring = outbox.restore().catch(reportError)
  }

  return {
    content,
    messages,
    conversations,
    reminders,
    channels,
    uploads: {
      get: uploads.get,
      list: uploads.list,
      suspend: uploads.suspend,
      resume: uploads.resume,
      cancel: uploads.cancel,
    },
    on: events.on,
    restoreOutbox: outbox.restore,
    async idle() {
      await restoring
      await inbox.idle()
      await outbox.flush()
      await cache.flush()
    },
    destroy() {
      for (const off of unsubscribe) off()
      uploads.clear()
      inbox.clear()
      store.clear()
      channels.clear()
      conversations.clear()
      reminders.clear()
      extras.clear()
      events.clear()
      storage.close()
    },
  }
}
