/**
 * X25519 (RFC 7748 §5): the Montgomery ladder of @noble/curves 2.4 (abstract/montgomery.js, MIT,
 * (c) Paul Miller) with the curve25519 constants, the same arithmetic-mask swap and the same
 * low-order checks, without the generic curve factory: its option validation and hex-based number
 * conversions (with @noble/hashes' utilities) were about 1.5 KB gzipped of every app bundle.
 * A key exchange happens once per connection, so BigInt arithmetic costs nothing that matters.
 * Checked against node:crypto and the RFC 7748 vectors (x25519.test.ts).
 */

const P = 2n ** 255n - 19n
/** RFC 7748 §5: (486662 - 2) / 4. */
const A24 = 121665n
/** The base point u = 9, little-endian. */
const BASE_U = /* @__PURE__ */ Uint8Array.of(9, ...new Uint8Array(31))
const KEY_BYTES = 32
/**
 * u-coordinates of points of small order (and 0, 1, p - 1): a peer key among them would force a
 * predictable shared secret, so it is refused, as noble does.
 */
const LOW_ORDER = [
  0n,
  1n,
  P - 1n,
  325606250916557431795983626356110631294008115727848805560023387167927233504n,
  39382357235489614581723060781553021112529911719440698176882885853963445705823n,
]

const modP = (n: bigint): bigint => {
  const r = n % P
  return r >= 0n ? r : r + P
}

function powPminus2(x: bigint): bigint {
  // x^(p-2) mod p by square and multiply: the field inverse.
  let result = 1n
  let base = x % P
  let exponent = P - 2n
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % P
    base = (base * base) % P
    exponent >>= 1n
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

function numberLE(bytes: Uint8Array): bigint {
  let n = 0n
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!)
  return n
}

function bytesLE(n: bigint): Uint8Array {
  const out = new Uint8Array(KEY_BYTES)
  for (let i = 0; i < KEY_BYTES; i++, n >>= 8n) out[i] = Number(n & 255n)
  return out
}

/** noble's cswap: swaps (a, b) when `mask` ≡ 1 (mod p) without a branch on the scalar bit. */
function cswap(mask: bigint, a: bigint, b: bigint): [bigint, bigint] {
  const x = ((6n * P + b - a) * mask + a) % P
  return [x, a + b - x]
}
const cmask = (swap: bigint): bigint => P + swap - ((swap >> 1n) << 1n)

/**
 * X25519(scalar, u): the 32-byte u-coordinate of scalar·u. Throws when `u` is a low-order point
 * or the result is zero (RFC 7748 §6.1 check).
 */
export function scalarMult(scalar: Uint8Array, u: Uint8Array): Uint8Array {
  if (scalar.length !== KEY_BYTES || u.length !== KEY_BYTES) throw new RangeError('X25519 keys are 32 bytes')
  const uBytes = u.slice()
  uBytes[31]! &= 127
  const x1 = modP(numberLE(uBytes))
  if (LOW_ORDER.includes(x1)) throw new Error('invalid private or public key received')
  const k = numberLE(clampScalar(scalar))
  let x2 = 1n
  let z2 = 0n
  let x3 = x1
  let z3 = 1n
  const kx = k ^ (k >> 1n)
  for (let t = 254n; t >= 0n; t--) {
    const mask = cmask(kx >> t)
    ;[x2, x3] = cswap(mask, x2, x3)
    ;[z2, z3] = cswap(mask, z2, z3)
    const A = x2 + z2
    const AA = modP(A * A)
    const B = x2 - z2
    const BB = modP(B * B)
    const E = AA - BB
    const C = x3 + z3
    const D = x3 - z3
    const DA = modP(D * A)
    const CB = modP(C * B)
    const dacb = DA + CB
    const daMinusCb = DA - CB
    x3 = modP(dacb * dacb)
    z3 = modP(x1 * modP(daMinusCb * daMinusCb))
    x2 = modP(AA * BB)
    z2 = modP(E * (AA + modP(A24 * E)))
  }
  const mask = cmask(k)
  ;[x2, x3] = cswap(mask, x2, x3)
  ;[z2, z3] = cswap(mask, z2, z3)
  const result = modP(x2 * powPminus2(z2))
  if (result === 0n) throw new Error('invalid private or public key received')
  return bytesLE(result)
}

/** The public key of a private key: X25519(scalar, 9). */
export const publicKeyOf = (scalar: Uint8Array): Uint8Array => scalarMult(scalar, BASE_U)
