// Data layer (README "Using the SDK in an app"): contents, messages, conversations, reminders, channels, extras, uploads, storage.
export {
  CallbackFailedError,
  ImDataError,
  type ImDataErrorCode,
  InvalidCallbackResultError,
} from './callbacks/errors.js'
export {
  type ChannelInfoInput,
  type ConversationExtra,
  type ConversationExtraInput,
  type ConversationInput,
  type DataCallbackName,
  type DataCallbacks,
  type MessageExtraInput,
  PullMode,
  type ReminderInput,
  ReminderType,
  type SubscriberInput,
  type SyncConversationsParams,
  type SyncMessageExtrasParams,
  type SyncMessagesParams,
  type SyncVersion,
  type UploadRequest,
} from './callbacks/types.js'
export type {
  ChannelInfo,
  ChannelManager,
  Subscriber,
} from './channels/channel-manager.js'
export { channelsPlugin } from './channels/channels-plugin.js'
export {
  type ContentCodec,
  type ContentDecodeContext,
  isCommandContent,
} from './chat/content.js'
export {
  type Channel,
  channelKey,
  type Message,
  type MessageContent,
  type MessageHeader,
  type MessageSetting,
  type MessageStatus,
  type SendFailReason,
} from './chat/message.js'
export { encryptedPayloadSize, type SendOptions } from './chat/outgoing-message.js'
export type { ReadableMessage, Receipts } from './chat/receipts.js'
export { type ReceiptsApi, receiptsPlugin } from './chat/receipts-plugin.js'
export { createImClient, type ImClient } from './client.js'
export {
  ClientDestroyedError,
  ImClientError,
  type ImClientErrorCode,
  ListenerError,
  MissingCallbackError,
} from './client-errors.js'
export { type Clock, systemClock, type TimerHandle } from './clock.js'
// The base of every typed error (code + message + cause): `err instanceof CodedError` catches them all.
export { CodedError } from './coded-error.js'
export { type BackoffPolicy, reconnectDelay } from './connection/backoff.js'
export {
  CONNECTION_EVENT_TYPES,
  CONNECTION_STATUSES,
  type ConnectionEffect,
  type ConnectionEventType,
  type ConnectionStatus,
  TRANSITIONS,
  type Transition,
} from './connection/state.js'
export {
  type Transport,
  type TransportFactory,
  type TransportHandlers,
  type WebSocketConstructor,
  type WebSocketLike,
  webSocketTransport,
} from './connection/transport.js'
export {
  browserReconnectTriggers,
  noReconnectTriggers,
  type ReconnectTriggers,
} from './connection/triggers.js'
export { ContentType, DEFAULT_CONSTANTS, type ImConstants, SYSTEM_CONTENT_TYPE_RANGE } from './constants.js'
export {
  type CommonFields,
  commandContent,
  imageContent,
  streamContent,
  textContent,
} from './content/builders.js'
export type { ContentDefinition, UploadResult } from './content/builtin.js'
export { isVisibleTo, MENTION_ALL, mentionsUser } from './content/mention.js'
export { type ContentRegistry, createContentRegistry } from './content/registry.js'
export { fillPlaceholders, isSystemContentType, systemText } from './content/system.js'
export type {
  CommandContent,
  ContentCommon,
  DigestLabels,
  ImageContent,
  Mention,
  Reply,
  SignalContent,
  StreamContent,
  SystemContent,
  SystemExtraEntry,
  TextContent,
  UnknownContent,
} from './content/types.js'
export {
  type ConversationManager,
  DEFAULT_CONVERSATION_MSG_COUNT,
} from './conversations/conversation-manager.js'
export { conversationsPlugin } from './conversations/conversations-plugin.js'
// The codec, frame splitter and crypto live in the `@crossmart/im-sdk/protocol` subpath; the main
// entry keeps only what callers of the client API meet: reason codes, payload limit and error classes.
export { logicalUnread } from './conversations/logical-unread.js'
export {
  type Conversation,
  type ConversationAction,
  type ConversationChange,
  compareConversations,
} from './conversations/model.js'
export { CryptoError, type CryptoErrorCode } from './crypto/errors.js'
export {
  DEFAULT_HISTORY_LIMIT,
  type HistoryQuery,
  type MessagesApi,
} from './data/data-layer.js'
export {
  type ChannelInfoEvent,
  type ConversationEvent,
  DATA_EVENT_TYPES,
  type DataErrorEvent,
  type DataEvent,
  type DataEventType,
  type MessageUpdateEvent,
  type NewMessageEvent,
  type RemindersEvent,
  type StreamEvent,
  type SubscribersEvent,
  type UploadEvent,
} from './data/events.js'
export type { EventOf, Listener, TypedEvent } from './events/emitter.js'
export type {
  CommandEvent,
  DelayEvent,
  ErrorEvent,
  ImEvent,
  ImEventType,
  MessageEvent,
  MessageStatusEvent,
  OutgoingEvent,
  ReadReceiptEvent,
  ReadReceiptItem,
  StatusEvent,
  SubscriptionEvent,
} from './events/types.js'
export { type ExtrasApi, extrasPlugin } from './extras/extras-plugin.js'
export type { ExtrasSync } from './extras/extras-sync.js'
export { consoleLogger, type LogFields, type Logger, silentLogger } from './logger.js'
export { type FetchMessages, MESSAGE_SYNC_PAGE, type MessageOrigin } from './messages/inbox.js'
export { DEFAULT_RECENT_MESSAGES_PER_CHANNEL } from './messages/message-store.js'
export { type MessageSyncApi, messageSyncPlugin } from './messages/message-sync-plugin.js'
export {
  type ChatMessage,
  displayContent,
  EMPTY_REMOTE_EXTRA,
  type MessageInput,
  type RemoteExtra,
} from './messages/model.js'
export { isMentionMe, isMessageVisibleTo } from './messages/visibility.js'
export type {
  AddressOption,
  CredentialsUpdate,
  ImCallbacks,
  ImClientOptions,
  ReconnectInfo,
  ReconnectOptions,
} from './options.js'
export type {
  ConversationList,
  ImPlugin,
  Persistence,
  PluginApis,
  PluginContext,
  PluginRuntime,
  RuntimePart,
} from './plugins/plugin.js'
export { MAX_SEND_PAYLOAD_BYTES, ReasonCode, type ReasonCodeValue } from './protocol/constants.js'
export { isProtocolError, ProtocolError, type ProtocolErrorCode } from './protocol/errors.js'
export type { Reminder, ReminderManager } from './reminders/reminder-manager.js'
export { remindersPlugin } from './reminders/reminders-plugin.js'
export { memoryStorage } from './storage/memory-storage.js'
export { OUTBOX_RESTORE_HOLD_MS } from './storage/outbox.js'
export { type StorageApi, type StoragePluginOptions, storagePlugin } from './storage/storage-plugin.js'
export type { ImStorage, OutboxEntry } from './storage/types.js'
export {
  type AssembledStream,
  MAX_OPEN_STREAMS,
  StreamFlag,
  streamBytes,
} from './streams/stream-assembler.js'
export { type StreamsApi, streamsPlugin } from './streams/streams-plugin.js'
export type { SubscribeAction, SubscribeOptions, SubscriptionState } from './subscriptions/subscriptions.js'
export { type SubscriptionsApi, subscriptionsPlugin } from './subscriptions/subscriptions-plugin.js'
export {
  type SharedTabsApi,
  type SharedTabsOptions,
  sharedTabsPlugin,
  type TabBus,
  type TabLocks,
} from './tabs/shared-tabs-plugin.js'
export type { UploadStatus, UploadTask } from './uploads/upload-manager.js'
export { type UploadsApi, uploadsPlugin } from './uploads/uploads-plugin.js'
