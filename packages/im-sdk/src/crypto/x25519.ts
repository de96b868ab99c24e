import { montgomery } from '@noble/curves/abstract/montgomery.js'

/**
 * X25519 (RFC 7748) built from @noble/curves' Montgomery ladder with the curve25519 constants.
 * Importing `x25519` from '@noble/curves/ed25519.js' would pull the whole Edwards curve into the
 * bundle (about 15 KB gzipped); the ladder alone is a fraction of that, and a key exchange
 * happens once per connection, so the slower generic inversion costs nothing that matters.
 */

const P = 2n ** 255n - 19n

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

export const x25519 = /* @__PURE__ */ montgomery({
  P,
  type: 'x25519',
  powPminus2,
  adjustScalarBytes: clampScalar,
})
