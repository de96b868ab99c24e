import { ContentType } from '@crossmart/im-sdk/protocol'

const decoder = new TextDecoder('utf-8', { fatal: true })

/** Message content as parsed JSON: an object with an integer `type` (PROTOCOL.md "Message content"). */
export type ParsedContent = { type: number } & Record<string, unknown>

/** The content JSON as an object with a non-negative integer `type`, or null when it is not one. */
export function parseContent(text: string): ParsedContent | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const type = (value as { type?: unknown }).type
  if (typeof type !== 'number' || !Number.isInteger(type) || type < 0) return null
  return value as ParsedContent
}

/**
 * PROTOCOL.md "Message content": the decrypted payload is JSON with an integer `type`. Returns the
 * JSON text to store, or null when the payload is not such content (send-ack reason 9).
 */
export function checkContent(plain: Uint8Array): string | null {
  let text: string
  try {
    text = decoder.decode(plain)
  } catch {
    return null
  }
  return parseContent(text) === null ? null : text
}

/** A text content (chat-spec §3: type 1, field content). */
export const textContent = (content: string): string => JSON.stringify({ type: ContentType.Text, content })
