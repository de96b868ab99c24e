import { MAX_VARINT_BYTES, MAX_VARINT_VALUE } from './constants.js'
import { ProtocolError } from './errors.js'

/**
 * PROTOCOL.md "Framing": the remaining length is 7 bits per byte, least significant group first,
 * high bit set on every byte but the last, at most 4 bytes.
 */

export function varintLength(value: number): number {
  if (value < 0x80) return 1
  if (value < 0x4000) return 2
  if (value < 0x20_0000) return 3
  return 4
}

function assertVarintValue(value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > MAX_VARINT_VALUE) {
    throw new ProtocolError(
      'INVALID_FIELD',
      `remaining length ${value} is not an integer in 0..${MAX_VARINT_VALUE}`,
    )
  }
}

/** Writes `value` at `offset`; returns the offset after it. */
export function writeVarint(target: Uint8Array, offset: number, value: number): number {
  assertVarintValue(value)
  let rest = value
  let pos = offset
  while (rest >= 0x80) {
    target[pos++] = (rest & 0x7f) | 0x80
    rest >>>= 7
  }
  target[pos++] = rest
  return pos
}

export function encodeVarint(value: number): Uint8Array {
  assertVarintValue(value)
  const out = new Uint8Array(varintLength(value))
  writeVarint(out, 0, value)
  return out
}

export interface VarintResult {
  value: number
  /** Number of bytes the varint took. */
  length: number
}

/**
 * Reads a varint at `offset`. Returns null when the bytes end before the varint does (wait for
 * more), throws VARINT_TOO_LONG when 4 bytes all carry a continuation bit.
 */
export function decodeVarint(bytes: Uint8Array, offset = 0): VarintResult | null {
  let value = 0
  let multiplier = 1
  for (let i = 0; i < MAX_VARINT_BYTES; i++) {
    const pos = offset + i
    if (pos >= bytes.length) return null
    const byte = bytes[pos]!
    value += (byte & 0x7f) * multiplier
    if ((byte & 0x80) === 0) return { value, length: i + 1 }
    multiplier *= 0x80
  }
  throw new ProtocolError('VARINT_TOO_LONG', `remaining length uses more than ${MAX_VARINT_BYTES} bytes`)
}
