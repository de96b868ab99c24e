/**
 * The provider callbacks of chat-spec §7: the app answers them from its own HTTP API (the spec does
 * not fix paths or payloads). Each takes one parameter object and resolves with the documented
 * result; the data layer validates what comes back. `messageRead` is the runtime's (see options.ts).
 */

import type { Channel } from '../chat/message.js'
import type { UploadResult } from '../content/builtin.js'
import type { MessageInput, RemoteExtra } from '../messages/model.js'

/** The reference client's pull modes: down = older than the start seq, up = newer. */
export const PullMode = { Down: 0, Up: 1 } as const
export type PullMode = (typeof PullMode)[keyof typeof PullMode]

export interface SyncMessagesParams {
  readonly channel: Channel
  /** Inclusive; 0 = from the newest (pull down) or the oldest (pull up). */
  readonly startMessageSeq: number
  /** Inclusive; 0 = no bound. */
  readonly endMessageSeq: number
  readonly limit: number
  readonly pullMode: PullMode
}

export interface SyncMessageExtrasParams {
  readonly channel: Channel
  /** The highest extraVersion already applied to this channel (0 at first). */
  readonly extraVersion: number
  /** chat-spec §9: 100. */
  readonly limit: number
}

/** One changed extra of a message (chat-spec §3 remoteExtra, keyed by messageID). */
export interface MessageExtraInput extends Partial<Omit<RemoteExtra, 'contentEdit'>> {
  readonly messageID: string
  /** The edited content's JSON (checked by the content registry). */
  readonly contentEdit?: unknown
  readonly messageSeq?: number
  readonly extraVersion: number
}

/**
 * A conversation sync version: a number, or a decimal string when it is beyond 2^53 (WuKongIM's are
 * nanoseconds, about 1.7e18), handed back exactly as the server gave it.
 */
export type SyncVersion = number | string

export interface SyncConversationsParams {
  /** The highest conversation version seen so far (0 at the first sync). */
  readonly version: SyncVersion
  /** How many recent messages per conversation the app may include. */
  readonly msgCount: number
}

/** chat-spec §3 conversation "remoteExtra" (the reference client's ConversationExtra). */
export interface ConversationExtra {
  /** The messageSeq the user has read up to (chat-spec §5 logical unread). */
  readonly browseTo: number
  readonly keepMessageSeq: number
  readonly keepOffsetY: number
  readonly draft: string
  readonly version: number
}

export interface ConversationInput {
  readonly channel: Channel
  /** Seconds. */
  readonly timestamp: number
  readonly unread: number
  readonly lastMessage?: MessageInput
  readonly remoteExtra?: Partial<ConversationExtra>
  readonly version?: SyncVersion
}

export interface ConversationExtraInput extends Partial<ConversationExtra> {
  readonly channel: Channel
  readonly version: number
}

/** chat-spec §3 reminder types. */
export const ReminderType = { MentionMe: 1, ApplyJoinGroup: 2 } as const

/** chat-spec §3 "Reminder". */
export interface ReminderInput {
  readonly reminderID: number
  readonly channel: Channel
  /** chat-spec §3: 1 mention me, 2 apply to join group (apps may use other numbers). */
  readonly reminderType: number
  readonly messageID?: string
  readonly messageSeq?: number
  readonly text?: string
  readonly data?: unknown
  readonly done: boolean
  readonly version: number
}

/** chat-spec §3 "Channel info": online, lastOffline; the app may add its own fields (title, logo ...). */
export interface ChannelInfoInput {
  readonly online: boolean
  /** Seconds; 0 = unknown. */
  readonly lastOffline: number
  readonly [field: string]: unknown
}

/** chat-spec §3 "Subscriber": uid, version, isDeleted; plus the app's own fields. */
export interface SubscriberInput {
  readonly uid: string
  readonly version: number
  readonly isDeleted: boolean
  readonly [field: string]: unknown
}

export interface UploadRequest {
  readonly taskId: string
  /** The message waiting for the file (status wait; its content has no url yet). */
  readonly message: import('../messages/model.js').ChatMessage
  /** What the app passed to sendWithUpload (a File, Blob, path, bytes ...). */
  readonly file: unknown
  /** Aborted by suspend() and cancel(); stop uploading when it fires. */
  readonly signal: AbortSignal
  /** Report progress; loaded <= total bytes. */
  readonly onProgress: (loaded: number, total: number) => void
  /**
   * Bytes the previous attempt reported before suspend(): 0 on the first attempt. An upload API
   * that can continue (multipart, tus) starts there; any other simply uploads the file again.
   */
  readonly resumeFrom: number
}

export interface DataCallbacks {
  /** chat-spec §7 "sync messages": the channel's messages in the range, in any order. */
  readonly syncMessages?: (params: SyncMessagesParams) => Promise<readonly MessageInput[]>
  /** chat-spec §7 "sync message extras": extras changed after extraVersion, at most `limit`. */
  readonly syncMessageExtras?: (params: SyncMessageExtrasParams) => Promise<readonly MessageExtraInput[]>
  /** chat-spec §7 "sync conversations": the recent conversations. */
  readonly syncConversations?: (params: SyncConversationsParams) => Promise<readonly ConversationInput[]>
  /** chat-spec §7 "sync conversation extras": extras changed after `version`. */
  readonly syncConversationExtras?: (params: {
    readonly version: number
  }) => Promise<readonly ConversationExtraInput[]>
  /** chat-spec §7 "sync reminders": reminders changed after `version`. */
  readonly syncReminders?: (params: { readonly version: number }) => Promise<readonly ReminderInput[]>
  /** chat-spec §7 "reminder done": mark these reminders done on the server. */
  readonly reminderDone?: (params: { readonly ids: readonly number[] }) => Promise<void>
  /** chat-spec §7 "channel info". */
  readonly channelInfo?: (params: { readonly channel: Channel }) => Promise<ChannelInfoInput>
  /** chat-spec §7 "sync subscribers": subscribers changed after `version` (isDeleted marks removals). */
  readonly syncSubscribers?: (params: {
    readonly channel: Channel
    readonly version: number
  }) => Promise<readonly SubscriberInput[]>
  /** chat-spec §7 "message upload task": upload the file, resolve with its URL. */
  readonly messageUploadTask?: (request: UploadRequest) => Promise<UploadResult>
}

export type DataCallbackName = keyof DataCallbacks
