/**
 * Events of the data layer (CONVENTIONS.md 6: a union keyed on `type`). They come through the same
 * `client.on(type, listener)` as the runtime's events.
 */

import type { ChannelInfo, Subscriber } from '../channels/channel-manager.js'
import type { Channel } from '../chat/message.js'
import type { Conversation, ConversationAction } from '../conversations/model.js'
import type { MessageOrigin } from '../messages/inbox.js'
import type { ChatMessage } from '../messages/model.js'
import type { Reminder } from '../reminders/reminder-manager.js'
import type { AssembledStream } from '../streams/stream-assembler.js'
import type { UploadTask } from '../uploads/upload-manager.js'

/**
 * A message new to this client, once: received live, synced to fill a messageSeq gap, or the
 * user's own just queued. Deduplicated by clientMsgNo and messageID. Stream chunks come as `stream`.
 */
export interface NewMessageEvent {
  readonly type: 'newMessage'
  readonly message: ChatMessage
  readonly origin: MessageOrigin
}

/** A known message changed: send status, revoke, edit, read counts, browseTo, local flags. */
export interface MessageUpdateEvent {
  readonly type: 'messageUpdate'
  readonly message: ChatMessage
}

/** A stream chunk arrived; `stream` is the assembled state (chat-spec §3). */
export interface StreamEvent {
  readonly type: 'stream'
  readonly stream: AssembledStream
}

/** chat-spec §3: conversation changes of kind add, update, remove. */
export interface ConversationEvent {
  readonly type: 'conversation'
  readonly action: ConversationAction
  readonly conversation: Conversation
}

export interface RemindersEvent {
  readonly type: 'reminders'
  readonly changed: readonly Reminder[]
}

export interface ChannelInfoEvent {
  readonly type: 'channelInfo'
  readonly info: ChannelInfo
}

export interface SubscribersEvent {
  readonly type: 'subscribers'
  readonly channel: Channel
  readonly subscribers: readonly Subscriber[]
}

/** An upload task changed status or progress. */
export interface UploadEvent {
  readonly type: 'upload'
  readonly task: UploadTask
}

/**
 * Something in the data layer failed where no caller can catch it (a gap sync, a storage write, a
 * listener): an ImDataError, or MissingCallbackError naming the callback.
 */
export interface DataErrorEvent {
  readonly type: 'dataError'
  readonly error: Error
}

export type DataEvent =
  | NewMessageEvent
  | MessageUpdateEvent
  | StreamEvent
  | ConversationEvent
  | RemindersEvent
  | ChannelInfoEvent
  | SubscribersEvent
  | UploadEvent
  | DataErrorEvent

export type DataEventType = DataEvent['type']

export const DATA_EVENT_TYPES: readonly DataEventType[] = [
  'newMessage',
  'messageUpdate',
  'stream',
  'conversation',
  'reminders',
  'channelInfo',
  'subscribers',
  'upload',
  'dataError',
]
