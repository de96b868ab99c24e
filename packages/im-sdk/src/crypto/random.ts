/** Random values for keys and ids: crypto.getRandomValues only, never Math.random (README "Key exchange and encryption"). */

// @noble's hex table and random bytes (already bundled for X25519) instead of second copies.
import { bytesToHex, randomBytes as nobleRandomBytes } from '@noble/curves/utils.js'

/**
 * `length` random bytes (32 when omitted, the size of an X25519 key), any length (the `protocol`
 * subpath's export; the client's own keys and ids take @noble's, which stops at 65,536 bytes).
 */
export function randomBytes(length = 32): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length)
  // getRandomValues fills at most 65,536 bytes per call.
  for (let i = 0; i < length; i += 65_536) globalThis.crypto.getRandomValues(out.subarray(i, i + 65_536))
  return out
}

function randomHex(chars: number): string {
  return bytesToHex(nobleRandomBytes(Math.ceil(chars / 2))).slice(0, chars)
}

/** chat-spec §5: the client message number is a random 32-character identifier. */
export const CLIENT_MSG_NO_LENGTH = 32
/** chat-spec §5: the device ID is a random identifier with the suffix W. */
export const DEVICE_ID_SUFFIX = 'W'
const DEVICE_ID_RANDOM_LENGTH = 32

export function randomClientMsgNo(): string {
  return randomHex(CLIENT_MSG_NO_LENGTH)
}

export function randomDeviceId(): string {
  return randomHex(DEVICE_ID_RANDOM_LENGTH) + DEVICE_ID_SUFFIX
}
