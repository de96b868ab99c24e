/**
 * The data layer's message model (chat-spec §3 "Message"): the runtime's `Message` (ids, seqs,
 * stream fields, fromUID, channel, timestamp in seconds, status, header flags, setting) plus the
 * local flags voicePlaying, voiceReaded, isDeleted and the server-side `remoteExtra`. Plain data:
 * every change makes a new object, so a UI can compare by reference.
 */

import { shapeProblem } from '../callbacks/shape-problem.js'
import {
  type Channel,
  type Message,
  type MessageContent,
  TOPIC_AND_STREAM,
  toChannel,
} from '../chat/message.js'
import { copyDefinedFields } from '../copy-defined-fields.js'

/** chat-spec §3 "remoteExtra". */
export interface RemoteExtra {
  readonly readedCount: number
  readonly unreadCount: number
  readonly revoke: boolean
  /** Seconds; 0 = never edited. */
  readonly editedAt: number
  readonly isEdit: boolean
  /** The edited content (the original stays in `content`). */
  readonly contentEdit?: MessageContent
  /** App-defined data attached to the message on the server. */
  readonly extra?: unknown
  readonly extraVersion: number
  readonly version: number
  /** The messageSeq up to which the channel was read (reported with the extra). */
  readonly browseTo: number
}

export interface ChatMessage extends Message {
  readonly voicePlaying: boolean
  readonly voiceReaded: boolean
  readonly isDeleted: boolean
  readonly remoteExtra: RemoteExtra
}

export const EMPTY_REMOTE_EXTRA: RemoteExtra = Object.freeze({
  readedCount: 0,
  unreadCount: 0,
  revoke: false,
  editedAt: 0,
  isEdit: false,
  extraVersion: 0,
  version: 0,
  browseTo: 0,
})

const NO_FLAGS = Object.freeze({ noPersist: false, reddot: false, syncOnce: false, dup: false })
const NO_SETTING = Object.freeze({ receipt: false, topic: false, stream: false })

/** A runtime message (sent or received) as a data-layer message; existing data-layer fields are kept. */
export function toChatMessage(message: Message | ChatMessage): ChatMessage {
  const m = message as Partial<ChatMessage> & Message
  return {
    ...message,
    voicePlaying: m.voicePlaying ?? false,
    voiceReaded: m.voiceReaded ?? false,
    isDeleted: m.isDeleted ?? false,
    remoteExtra: m.remoteExtra ?? EMPTY_REMOTE_EXTRA,
  }
}

/**
 * What the "sync messages" callback returns for each message (chat-spec §7): the message as the
 * app's server knows it. `content` is the decoded JSON (it goes through the content registry);
 * flags and settings default to off, status to normal.
 */
export interface MessageInput {
  readonly messageID: string
  readonly messageSeq: number
  readonly clientMsgNo?: string
  readonly fromUID: string
  readonly channel: Channel
  /** Seconds. */
  readonly timestamp: number
  /** The content JSON (an object with a numeric `type`). */
  readonly content: unknown
  readonly header?: Partial<Message['header']>
  readonly setting?: Partial<Message['setting']>
  readonly topic?: string
  readonly streamNo?: string
  readonly streamSeq?: number
  readonly streamFlag?: number
  readonly expire?: number
  readonly isDeleted?: boolean
  readonly voiceReaded?: boolean
  readonly remoteExtra?: Partial<RemoteExtra>
}

/** Checks one callback item; returns a reason string when it is not a MessageInput. */
export const messageInputProblem = /* @__PURE__ */ shapeProblem(
  'a message',
  'messageID:s messageSeq:i fromUID:s channel:c timestamp:n',
)

export function fromMessageInput(input: MessageInput, parse: (json: unknown) => MessageContent): ChatMessage {
  return {
    messageID: input.messageID,
    messageSeq: input.messageSeq,
    clientMsgNo: input.clientMsgNo ?? '',
    clientSeq: 0,
    fromUID: input.fromUID,
    channel: toChannel(input.channel),
    timestamp: input.timestamp,
    content: parse(input.content),
    status: 'normal',
    header: { ...NO_FLAGS, ...input.header },
    setting: { ...NO_SETTING, ...input.setting },
    ...copyDefinedFields(input, TOPIC_AND_STREAM),
    expire: input.expire ?? 0,
    voicePlaying: false,
    voiceReaded: input.voiceReaded ?? false,
    isDeleted: input.isDeleted ?? false,
    remoteExtra: { ...EMPTY_REMOTE_EXTRA, ...input.remoteExtra },
  }
}

/** The content to display: the edited one when the message was edited (chat-spec §3 remoteExtra). */
export function displayContent(message: ChatMessage): MessageContent {
  return message.remoteExtra.isEdit && message.remoteExtra.contentEdit !== undefined
    ? message.remoteExtra.contentEdit
    : message.content
}
