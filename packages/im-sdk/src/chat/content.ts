/**
 * How message content becomes payload bytes and back. The runtime only needs JSON with a numeric
 * `type` (chat-spec §3); the data layer's content registry (text, image, stream, system ...) plugs in
 * here through `options.content` without touching the pipelines.
 */

import { ContentType } from '../constants.js'
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

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: false })

/** The default: UTF-8 JSON; anything that is not an object with a numeric `type` is type 0 (unknown). */
export function jsonContentCodec(): ContentCodec {
  return {
    encode(content) {
      return encoder.encode(JSON.stringify(content))
    },
    decode(payload) {
      try {
        const parsed: unknown = JSON.parse(decoder.decode(payload))
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          typeof (parsed as { type?: unknown }).type === 'number'
        ) {
          return parsed as MessageContent
        }
      } catch {
        // fall through: chat-spec §3 "unknown: shown as an unknown-message digest"
      }
      return { type: ContentType.Unknown }
    },
  }
}

/** chat-spec §4: command content (type 99) goes to command listeners, not message listeners. */
export function isCommandContent(content: MessageContent): boolean {
  return content.type === ContentType.Command
}
