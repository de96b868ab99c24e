/**
 * How message content becomes payload bytes and back. The runtime only needs this interface; the
 * data layer's content registry (text, image, stream, system ...) implements it and is the default,
 * and an app may pass its own codec through `options.content`.
 */

import { CONTENT_COMMAND } from '../protocol/constants.js'
import type { Channel, MessageContent } from './message.js'

export interface ContentDecodeContext {
  readonly channel: Channel
  readonly fromUID: string
}

export interface ContentCodec {
  /** Plain (not yet encrypted) payload bytes. Throws on content it cannot encode. */
  encode(content: MessageContent): Uint8Array
  /** Never throws: undecodable bytes become an unknown-type content. */
  decode(payload: Uint8Array, context: ContentDecodeContext): MessageContent
}

/** chat-spec §4: command content (type 99) goes to command listeners, not message listeners. */
export function isCommandContent(content: MessageContent): boolean {
  return content.type === CONTENT_COMMAND
}
