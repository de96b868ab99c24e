import { encodeUtf8, readUtf8 } from '../protocol/utf8.js'

/**
 * Standard base64 (RFC 4648, with padding) without Buffer or atob, so it behaves the same in
 * browsers and Node. The wire carries base64 as ASCII bytes (PROTOCOL.md "Key exchange and
 * encryption" step 5), so the byte forms avoid building strings on the hot path.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const PAD = 0x3d // '='

// Lookup tables, built once and never written afterwards.
const ENCODE: Uint8Array = /* @__PURE__ */ (() => {
  const table = new Uint8Array(64)
  for (let i = 0; i < 64; i++) table[i] = ALPHABET.charCodeAt(i)
  return table
})()
const DECODE: Int16Array = /* @__PURE__ */ (() => {
  const table = new Int16Array(256).fill(-1)
  for (let i = 0; i < 64; i++) table[ALPHABET.charCodeAt(i)] = i
  return table
})()

export function base64EncodedLength(byteLength: number): number {
  return Math.ceil(byteLength / 3) * 4
}

/** base64 of `bytes` as ASCII bytes. */
export function encodeBase64Bytes(bytes: Uint8Array): Uint8Array {
  const n = bytes.length
  const out = new Uint8Array(base64EncodedLength(n))
  let o = 0
  for (let i = 0; i < n; i += 3) {
    // Past the end a read is undefined (0 here), and the characters it would give become padding.
    const v = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out[o++] = ENCODE[v >> 18]!
    out[o++] = ENCODE[(v >> 12) & 63]!
    out[o++] = i + 1 < n ? ENCODE[(v >> 6) & 63]! : PAD
    out[o++] = i + 2 < n ? ENCODE[v & 63]! : PAD
  }
  return out
}

export function encodeBase64(bytes: Uint8Array): string {
  return readUtf8(encodeBase64Bytes(bytes)) // base64 is ASCII, so UTF-8 decoding is exact
}

/**
 * Decodes padded or unpadded standard base64 given as a string or as ASCII bytes. Returns null on
 * any character outside the alphabet, misplaced padding or an impossible length.
 */
export function decodeBase64(input: string | Uint8Array): Uint8Array | null {
  // A non-ASCII character becomes bytes >= 0x80, which are outside the alphabet.
  const text = typeof input === 'string' ? encodeUtf8(input) : input
  let n = text.length
  if (n > 0 && text[n - 1] === PAD) n--
  if (n > 0 && text[n - 1] === PAD) n--
  if (n % 4 === 1) return null
  if (text.length % 4 !== 0 && n !== text.length) return null // padding on an unaligned length
  const out = new Uint8Array(Math.floor((n * 3) / 4))
  let o = 0
  let acc = 0
  for (let i = 0; i < n; i++) {
    const v = DECODE[text[i]!]!
    if (v < 0) return null
    acc = (acc << 6) | v
    if ((i & 3) === 3) {
      out[o++] = acc >> 16
      out[o++] = (acc >> 8) & 0xff
      out[o++] = acc & 0xff
      acc = 0
    }
  }
  const rest = n & 3
  if (rest === 2) out[o] = acc >> 4
  else if (rest === 3) {
    out[o++] = acc >> 10
    out[o] = (acc >> 2) & 0xff
  }
  return out
}
