import { CryptoError } from './errors.js'

/**
 * X25519 (RFC 7748 §5): the Montgomery ladder over GF(2^255 - 19) with BigInt arithmetic, written
 * out as the RFC gives it. It replaced @noble/curves' generic Montgomery module: the RFC's ladder
 * is some 30 lines, noble's module with its field and byte helpers was 1.5 KB of every app's
 * gzipped bundle (README "Size"), and a key exchange happens once per connection, so BigInt speed
 * does not matter. The ladder runs the same steps for every scalar (a swap by arithmetic mask, no
 * branch on key bits); like any BigInt code it makes no stronger timing promise than that. The
 * tests check it against the RFC 7748 vectors and node:crypto.
 */

const P = 2n ** 255n - 19n
/** RFC 7748 §5: (486662 - 2) / 4. */
const A24 = 121_665n

const mod = (a: bigint): bigint => {
  const r = a % P
  return r < 0n ? r + P : r
}

/** x^(p-2) mod p by square and multiply: the field inverse. */
function invert(x: bigint): bigint {
  let result = 1n
  let base = x
  for (let exponent = P - 2n; exponent > 0n; exponent >>= 1n) {
    if (exponent & 1n) result = (result * base) % P
    base = (base * base) % P
  }
  return result
}

/** RFC 7748 §5: clear the 3 low bits, clear bit 255, set bit 254. */
export function clampScalar(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice()
  out[0]! &= 248
  out[31]! &= 127
  out[31]! |= 64
  return out
}

function littleEndian(bytes: Uint8Array): bigint {
  let n = 0n
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!)
  return n
}

function toBytes(n: bigint): Uint8Array {
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++, n >>= 8n) out[i] = Number(n & 255n)
  return out
}

/**
 * X25519(scalar, u): the 32-byte scalar is clamped, the u-coordinate's bit 255 masked (RFC 7748
 * §5). Throws CryptoError BAD_KEY for a low-order u (an all-zero result, RFC 7748 §6.1).
 */
function scalarMult(scalar: Uint8Array, u: Uint8Array): Uint8Array {
  const k = littleEndian(clampScalar(scalar))
  const x1 = mod(littleEndian(u) & ((1n << 255n) - 1n))
  let x2 = 1n
  let z2 = 0n
  let x3 = x1
  let z3 = 1n
  let swap = 0n
  for (let t = 254n; t >= 0n; t--) {
    const bit = (k >> t) & 1n
    swap ^= bit
    // cswap by mask: -swap is all ones when swapping, zero otherwise.
    const mask = -swap
    let d = mask & (x2 ^ x3)
    x2 ^= d
    x3 ^= d
    d = mask & (z2 ^ z3)
    z2 ^= d
    z3 ^= d
    swap = bit
    const a = x2 + z2
    const aa = (a * a) % P
    const b = x2 - z2
    const bb = (b * b) % P
    const e = aa - bb
    const da = ((x3 - z3) * a) % P
    const cb = ((x3 + z3) * b) % P
    x3 = mod((da + cb) ** 2n)
    z3 = mod(x1 * mod((da - cb) ** 2n))
    x2 = mod(aa * bb)
    z2 = mod(e * (aa + A24 * e))
  }
  const mask = -swap
  x2 ^= mask & (x2 ^ x3)
  z2 ^= mask & (z2 ^ z3)
  const shared = mod(x2 * invert(z2))
  if (shared === 0n) throw new CryptoError('BAD_KEY', 'invalid private or public key: a low-order point')
  return toBytes(shared)
}

/** RFC 7748 §4.1: the base point u = 9. */
const BASE_POINT = /* @__PURE__ */ toBytes(9n)

export const x25519 = {
  scalarMult,
  getPublicKey: (privateKey: Uint8Array): Uint8Array => scalarMult(privateKey, BASE_POINT),
  getSharedSecret: (privateKey: Uint8Array, publicKey: Uint8Array): Uint8Array => scalarMult(privateKey, publicKey),
}
