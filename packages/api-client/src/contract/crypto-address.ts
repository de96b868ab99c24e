import { sha256 } from '@noble/hashes/sha2.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { base58, createBase58check } from '@scure/base'

/**
 * Address formats of the chains a withdrawal can be paid on (issue #46 "a withdrawal accepts any
 * address on any network"). Pure: no I/O, no clock. Only the format and checksum are checked; a
 * well-formed address may still belong to nobody, which no format can tell.
 */

/** Tron mainnet addresses: the byte 0x41, then the 20-byte account id (TRON protocol, "Account"). */
const TRON_ADDRESS_PREFIX = 0x41
const TRON_PAYLOAD_BYTES = 21
/** base58check: the first 4 bytes of sha256(sha256(payload)) follow the payload. */
const CHECKSUM_BYTES = 4
/** "T" followed by 33 base58 characters: 25 bytes always encode to 34 characters with this prefix. */
const TRON_ADDRESS_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/
const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
/** EIP-55: a hex letter is upper case when its nibble of keccak-256(lowercase hex) is 8 or more. */
const EIP55_UPPER_FROM_NIBBLE = 8

/** The bytes a base58 text encodes (leading "1"s are zero bytes), or undefined for a foreign character. */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}

/** The base58 text of these bytes (the inverse of `decodeBase58`; tests build addresses with it). */
export const encodeBase58 = (bytes: Uint8Array): string => base58.encode(bytes)

/** base58check: the payload, then the first 4 bytes of sha256(sha256(payload)). */
const base58check = /*#__PURE__*/ createBase58check(sha256)

/** The 4 checksum bytes base58check appends to `payload`. */
export function base58CheckSum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).slice(0, CHECKSUM_BYTES)
}

/** A Tron (TRC20) address: base58check of 0x41 + 20 bytes, its checksum right. */
export function isTronAddress(address: string): boolean {
  if (!TRON_ADDRESS_PATTERN.test(address)) return false
  try {
    const payload = base58check.decode(address)
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_ADDRESS_PREFIX
  } catch {
    // A wrong checksum (a mistyped character) or not base58 at all.
    return false
  }
}

/** The EIP-55 mixed-case form of a 0x + 40 hex address. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < hex.length; i++) {
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = hex[i] ?? ''
    out += nibble >= EIP55_UPPER_FROM_NIBBLE ? char.toUpperCase() : char
  }
  return out
}

/**
 * An Ethereum-style (ERC20 and the other EVM chains) address: 0x + 40 hex. All lower or all upper
 * case carries no checksum (EIP-55 allows both); mixed case must be exactly the EIP-55 form, so a
 * mistyped letter is caught.
 */
export function isEvmAddress(address: string): boolean {
  if (!EVM_ADDRESS_PATTERN.test(address)) return false
  const hex = address.slice(2)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return toChecksumAddress(address) === address
}
