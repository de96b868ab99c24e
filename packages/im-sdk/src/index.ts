export {
  type ContentCodec,
  type ContentDecodeContext,
  isCommandContent,
  jsonContentCodec,
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
export type { ReadableMessage } from './chat/receipts.js'
export { encryptedPayloadSize, type SendOptions } from './chat/send-pipeline.js'
export type { SubscribeAction, SubscribeOptions, SubscriptionState } from './chat/subscriptions.js'
export { createImClient, type ImClient } from './client.js'
export {
  ClientDestroyedError,
  ImClientError,
  type ImClientErrorCode,
  ListenerError,
  MissingCallbackError,
} from './client-errors.js'
export { type Clock, systemClock, type TimerHandle } from './clock.js'
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
export type { EventOf, Listener } from './events/emitter.js'
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
export { consoleLogger, type LogFields, type Logger, silentLogger } from './logger.js'
export type {
  AddressOption,
  CredentialsUpdate,
  ImCallbacks,
  ImClientOptions,
  ReconnectInfo,
  ReconnectOptions,
} from './options.js'
export * from './protocol/index'
