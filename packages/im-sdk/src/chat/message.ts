/**
 * The message model of chat-spec §3, as the runtime produces it. Plain data (no classes), so the
 * data layer (conversations, storage) can copy, store and extend it.
 */

/** chat-spec §3 "Channel": channelID plus channelType; the key is the two joined by a dash. */
export interface Channel {
  readonly channelID: string
  readonly channelType: number
}

export function channelKey(channel: Channel): string {
  return `${channel.channelID}-${channel.channelType}`
}

/** A copy holding only the two channel fields (callers may pass richer objects). */
export function toChannel(channel: Channel): Channel {
  return { channelID: channel.channelID, channelType: channel.channelType }
}

/** The optional topic and stream fields of a message (chat-spec §3). */
export const TOPIC_AND_STREAM = ['topic', 'streamNo', 'streamSeq', 'streamFlag'] as const
/** The ones a sender sets (streamSeq and streamFlag come from the server). */
export const TOPIC_AND_STREAM_NO = ['topic', 'streamNo'] as const

/** chat-spec §3 "Message content": JSON with a numeric `type`; other fields depend on the type. */
export interface MessageContent {
  readonly type: number
  readonly [field: string]: unknown
}

/** chat-spec §4 "Message send status": wait, then normal or fail. */
export type MessageStatus = 'wait' | 'normal' | 'fail'

/**
 * Why an outgoing message failed:
 * - `rejected`: the send-ack carried a reason code other than 1 (see `reasonCode`);
 * - `timeout`: no send-ack within `sendDeadlineMs` of connected time (beyond the spec);
 * - `deadline`: no send-ack within `sendWallDeadlineMs` of wall-clock time since it was queued,
 *   offline time included (beyond the spec; the app offers a resend);
 * - `aborted`: the caller's AbortSignal fired while the message still waited in the queue;
 * - `encode`: the packet could not be built (e.g. the codec refused a field).
 */
export type SendFailReason = 'rejected' | 'timeout' | 'deadline' | 'aborted' | 'encode'

export interface MessageHeader {
  readonly noPersist: boolean
  readonly reddot: boolean
  readonly syncOnce: boolean
  readonly dup: boolean
}

export interface MessageSetting {
  readonly receipt: boolean
  readonly topic: boolean
  readonly stream: boolean
}

export interface Message {
  /** Decimal u64 from the server ('' until the send-ack). */
  readonly messageID: string
  /** 0 until the send-ack. */
  readonly messageSeq: number
  readonly clientMsgNo: string
  /** Outgoing messages only (0 for received ones). */
  readonly clientSeq: number
  readonly fromUID: string
  readonly channel: Channel
  /** Seconds (chat-spec §3). For an outgoing message: the local time it was queued. */
  readonly timestamp: number
  readonly content: MessageContent
  readonly status: MessageStatus
  /** The server's reason code of the send-ack (1 on success); absent before it. */
  readonly reasonCode?: number
  readonly failReason?: SendFailReason
  readonly header: MessageHeader
  readonly setting: MessageSetting
  readonly topic?: string
  readonly streamNo?: string
  readonly streamSeq?: number
  readonly streamFlag?: number
  /** Seconds; 0 = never expires. */
  readonly expire: number
}
