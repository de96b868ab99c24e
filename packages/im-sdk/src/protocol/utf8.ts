/**
 * UTF-8 helpers tuned for the short, mostly ASCII strings of the protocol (ids, keys, base64).
 * They produce exactly what TextEncoder / TextDecoder produce (lone surrogates become U+FFFD),
 * without their per-call overhead on short strings.
 */

// Stateless, immutable helpers; safe to share.
const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true })
const encoder = new TextEncoder()

/** Strings up to this many bytes are decoded by hand when they are pure ASCII. */
const ASCII_FAST_PATH_MAX = 256

export function utf8Length(text: string): number {
  let bytes = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

/** Writes the UTF-8 bytes of `text` at `offset`; returns the offset after them. */
export function writeUtf8(text: string, target: Uint8Array, offset: number): number {
  let pos = offset
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x80) {
      // Rare in ids and keys: hand the rest to TextEncoder, which the length count mirrors.
      return pos + encoder.encodeInto(text.slice(i), target.subarray(pos)).written
    }
    target[pos++] = c
  }
  return pos
}

export function encodeUtf8(text: string): Uint8Array {
  const out = new Uint8Array(utf8Length(text))
  writeUtf8(text, out, 0)
  return out
}

/** Decodes bytes[start, end) leniently (invalid sequences become U+FFFD, never an exception). */
export function readUtf8(bytes: Uint8Array, start = 0, end = bytes.length): string {
  const len = end - start
  if (len === 0) return ''
  if (len <= ASCII_FAST_PATH_MAX) {
    let ascii = true
    for (let i = start; i < end; i++) {
      if (bytes[i]! >= 0x80) {
        ascii = false
        break
      }
    }
    if (ascii) return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[])
  }
  return decoder.decode(bytes.subarray(start, end))
}

/** Whole-buffer lenient UTF-8 decoding (public helper for payloads). */
export function decodeUtf8(bytes: Uint8Array): string {
  return readUtf8(bytes, 0, bytes.length)
}
