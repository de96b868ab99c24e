/**
 * Message contents as plain JSON objects, exactly as they travel in the decrypted payload
 * (chat-spec §3 "Message content", PROTOCOL.md "Message content"): a numeric `type` plus the
 * fields of that type, and optionally `mention`, `reply`, `visibles` and `invisibles`. Keeping the
 * wire shape means a content round-trips without loss (fields this SDK does not know survive) and
 * stays assignable to the runtime's `MessageContent`.
 */

import type { MessageContent } from '../chat/message.js'
import type { ContentType } from '../protocol/constants.js'

/** chat-spec §3: `mention` has an all flag equal to 1 and a list of uids. */
export interface Mention {
  /** 1 = everybody in the channel is mentioned. */
  readonly all?: 1 | 0
  readonly uids?: readonly string[]
}

/** chat-spec §3 "Reply": the replied-to message, with its content in `payload`. */
export interface Reply {
  readonly message_id: string
  readonly message_seq: number
  readonly from_uid: string
  readonly from_name?: string
  readonly root_message_id?: string
  /** The replied-to message's content (JSON with a `type`). */
  readonly payload?: MessageContent
}

/** Fields any content may carry (chat-spec §3). */
export interface ContentCommon {
  readonly type: number
  readonly mention?: Mention
  readonly reply?: Reply
  /** chat-spec §5: when non-empty, only these uids see the message. */
  readonly visibles?: readonly string[]
  /** chat-spec §5: these uids never see the message. */
  readonly invisibles?: readonly string[]
  readonly [field: string]: unknown
}

export interface TextContent extends ContentCommon {
  readonly type: typeof ContentType.Text
  readonly content: string
}

export interface ImageContent extends ContentCommon {
  readonly type: typeof ContentType.Image
  readonly width: number
  readonly height: number
  /** Empty until the upload task (chat-spec §3 "Upload task") has put the file somewhere. */
  readonly url: string
}

/** chat-spec §3: a stream chunk carries base64 data. */
export interface StreamContent extends ContentCommon {
  readonly type: typeof ContentType.Stream
  readonly data: string
}

export interface CommandContent extends ContentCommon {
  readonly type: typeof ContentType.Command
  readonly cmd: string
  readonly param?: unknown
}

/** chat-spec §3 "signal message" (type 21000); its fields are not specified, so they are kept as they came. */
export interface SignalContent extends ContentCommon {
  readonly type: typeof ContentType.Signal
}

/**
 * chat-spec §3 "unknown": type 0 on the wire, and also what an unregistered type or an undecodable
 * payload becomes; `originalType` keeps the type that came in (absent for bytes that are not a JSON object with a numeric type).
 */
export interface UnknownContent extends ContentCommon {
  readonly type: typeof ContentType.Unknown
  readonly originalType?: number
}

/** chat-spec §3: one name of a system message's extra list, used for `{0}`-style placeholders. */
export interface SystemExtraEntry {
  readonly name?: string
  readonly [field: string]: unknown
}

/** chat-spec §3, §9: types 1000 to 2000; `content` has `{0}`, `{1}` ... filled from `extra`. */
export interface SystemContent extends ContentCommon {
  readonly content: string
  readonly extra?: readonly SystemExtraEntry[]
}

/**
 * Digest labels come from the app's i18n (CONVENTIONS.md 12): the SDK never hard-codes
 * user-visible text. Missing labels fall back to an empty string.
 */
export interface DigestLabels {
  /** chat-spec §3: an image shows as a picture label, e.g. "[Image]". */
  readonly image?: string
  /** chat-spec §3: unknown content shows as an unknown-message label. */
  readonly unknown?: string
  readonly stream?: string
  readonly signal?: string
  readonly command?: string
  /** The app's own types may read their labels from here. */
  readonly [label: string]: string | undefined
}
