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
  let i = 0
  for (; i + 2 < n; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out[o++] = ENCODE[v >> 18]!
    out[o++] = ENCODE[(v >> 12) & 63]!
    out[o++] = ENCODE[(v >> 6) & 63]!
    out[o++] = ENCODE[v & 63]!
  }
  const rest = n - i
  if (rest === 1) {
    const v = bytes[i]! << 16
    out[o++] = ENCODE[v >> 18]!
    out[o++] = ENCODE[(v >> 12) & 63]!
    out[o++] = PAD
    out[o++] = PAD
  } else if (rest === 2) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8)
    out[o++] = ENCODE[v >> 18]!
    out[o++] = ENCODE[(v >> 12) & 63]!
    out[o++] = ENCODE[(v >> 6) & 63]!
    out[o++] = PAD
  }
  return out
}

/** ASCII bytes to a string, in slices so a large input cannot overflow the call stack. */
export function asciiToString(ascii: Uint8Array): string {
  const SLICE = 8192
  if (ascii.length <= SLICE) return String.fromCharCode.apply(null, ascii as unknown as number[])
  let text = ''
  for (let i = 0; i < ascii.length; i += SLICE) {
    text += String.fromCharCode.apply(null, ascii.subarray(i, i + SLICE) as unknown as number[])
  }
  return text
}

export function encodeBase64(bytes: Uint8Array): string {
  return asciiToString(encodeBase64Bytes(bytes))
}

function charAt(input: string | Uint8Array, index: number): number {
  return typeof input === 'string' ? input.charCodeAt(index) : input[index]!
}

/** The 6-bit value of the character at `index`, or -1 outside the alphabet. */
function sextet(input: string | Uint8Array, index: number): number {
  const code = charAt(input, index)
  return code < 256 ? DECODE[code]! : -1
}

/**
 * Decodes padded or unpadded standard base64 given as a string or as ASCII bytes. Returns null on
 * any character outside the alphabet, misplaced padding or an impossible length.
 */
export function decodeBase64(input: string | Uint8Array): Uint8Array | null {
  let n = input.length
  if (n > 0 && charAt(input, n - 1) === PAD) n--
  if (n > 0 && charAt(input, n - 1) === PAD) n--
  if (n % 4 === 1) return null
  if (input.length % 4 !== 0 && n !== input.length) return null // padding on an unaligned length
  const out = new Uint8Array(Math.floor((n * 3) / 4))
  let o = 0
  let i = 0
  for (; i + 3 < n; i += 4) {
    const a = sextet(input, i)
    const b = sextet(input, i + 1)
    const c = sextet(input, i + 2)
    const d = sextet(input, i + 3)
    if ((a | b | c | d) < 0) return null
    const v = (a << 18) | (b << 12) | (c << 6) | d
    out[o++] = v >> 16
    out[o++] = (v >> 8) & 0xff
    out[o++] = v & 0xff
  }
  const rest = n - i
  if (rest >= 2) {
    const a = sextet(input, i)
    const b = sextet(input, i + 1)
    const c = rest === 3 ? sextet(input, i + 2) : 0
    if ((a | b | c) < 0) return null
    const v = (a << 18) | (b << 12) | (c << 6)
    out[o++] = v >> 16
    if (rest === 3) out[o++] = (v >> 8) & 0xff
  }
  return out
}
