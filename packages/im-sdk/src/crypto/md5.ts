import { bytesToHex } from '@noble/curves/utils.js'

/**
 * MD5 (RFC 1321) over bytes, lowercase hex: the key derivation and the msgKey need it
 * (PROTOCOL.md "Key exchange and encryption" steps 3 and 6). Written out here instead of using
 * spark-md5 because spark-md5 cannot be tree-shaken (9 KB minified, about a fifth of the
 * `./protocol` bundle budget) and copies its input; this one reads the bytes in place.
 * The tests check it against spark-md5 and node:crypto.
 */

// Per-round shift amounts and the sine-derived constants of RFC 1321 §3.4.
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
const K: Int32Array = /* @__PURE__ */ (() => {
  const k = new Int32Array(64)
  for (let i = 0; i < 64; i++) k[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0
  return k
})()

/** One 64-byte block at `at` into the state (a, b, c, d); one loop per round, no branching per step. */
function block(state: Int32Array, x: Int32Array, bytes: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++) {
    const p = at + i * 4
    x[i] = bytes[p]! | (bytes[p + 1]! << 8) | (bytes[p + 2]! << 16) | (bytes[p + 3]! << 24)
  }
  let a = state[0]!
  let b = state[1]!
  let c = state[2]!
  let d = state[3]!
  let t: number
  let s: number
  for (let i = 0; i < 16; i++) {
    t = (a + ((b & c) | (~b & d)) + K[i]! + x[i]!) | 0
    s = S[i & 3]!
    a = d
    d = c
    c = b
    b = (b + ((t << s) | (t >>> (32 - s)))) | 0
  }
  for (let i = 16; i < 32; i++) {
    t = (a + ((d & b) | (~d & c)) + K[i]! + x[(5 * i + 1) & 15]!) | 0
    s = S[4 | (i & 3)]!
    a = d
    d = c
    c = b
    b = (b + ((t << s) | (t >>> (32 - s)))) | 0
  }
  for (let i = 32; i < 48; i++) {
    t = (a + (b ^ c ^ d) + K[i]! + x[(3 * i + 5) & 15]!) | 0
    s = S[8 | (i & 3)]!
    a = d
    d = c
    c = b
    b = (b + ((t << s) | (t >>> (32 - s)))) | 0
  }
  for (let i = 48; i < 64; i++) {
    t = (a + (c ^ (b | ~d)) + K[i]! + x[(7 * i) & 15]!) | 0
    s = S[12 | (i & 3)]!
    a = d
    d = c
    c = b
    b = (b + ((t << s) | (t >>> (32 - s)))) | 0
  }
  state[0] = (state[0]! + a) | 0
  state[1] = (state[1]! + b) | 0
  state[2] = (state[2]! + c) | 0
  state[3] = (state[3]! + d) | 0
}

/** Lowercase hex MD5 of raw bytes. */
export function md5Hex(bytes: Uint8Array): string {
  const state = Int32Array.of(0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476)
  const x = new Int32Array(16)
  const n = bytes.length
  const full = n - (n % 64)
  for (let at = 0; at < full; at += 64) block(state, x, bytes, at)
  // The tail, the 0x80 marker and the bit length (little-endian u64) in one or two last blocks.
  const rest = n - full
  const tail = new Uint8Array(rest < 56 ? 64 : 128)
  tail.set(bytes.subarray(full))
  tail[rest] = 0x80
  const bits = n * 8
  const end = tail.length - 8
  for (let i = 0; i < 4; i++) tail[end + i] = (bits >>> (i * 8)) & 0xff
  const high = Math.floor(bits / 2 ** 32)
  for (let i = 0; i < 4; i++) tail[end + 4 + i] = (high >>> (i * 8)) & 0xff
  for (let at = 0; at < tail.length; at += 64) block(state, x, tail, at)
  // The digest is the four state words little-endian (written out, whatever the platform's order).
  const digest = new Uint8Array(16)
  for (let i = 0; i < 16; i++) digest[i] = state[i >> 2]! >>> ((i & 3) * 8)
  return bytesToHex(digest)
}
