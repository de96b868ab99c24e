import { MAX_STRING_BYTES, MAX_U64 } from './constants.js'
import { ProtocolError } from './errors.js'
import { settingToByte } from './header.js'
import type { SendSetting } from './types.js'
import { utf8Length, writeUtf8 } from './utf8.js'

/** PROTOCOL.md "Field encodings": big-endian integers, u16-prefixed UTF-8 strings. */

const DECIMAL_U64 = /^[0-9]{1,20}$/

/** Byte size of a u16-prefixed string; refuses strings over 65,535 UTF-8 bytes. */
export function stringSize(value: string, field: string): number {
  if (typeof value !== 'string') throw new ProtocolError('INVALID_FIELD', `${field} must be a string`)
  const bytes = utf8Length(value)
  if (bytes > MAX_STRING_BYTES) {
    throw new ProtocolError('STRING_TOO_LONG', `${field}: ${bytes} UTF-8 bytes > ${MAX_STRING_BYTES}`)
  }
  return 2 + bytes
}

/** Parses a decimal u64 id without passing it through `number`. */
export function parseU64(value: string, field: string): bigint {
  if (typeof value !== 'string' || !DECIMAL_U64.test(value)) {
    throw new ProtocolError('INVALID_FIELD', `${field}: not a decimal u64`)
  }
  const big = BigInt(value)
  if (big > MAX_U64) throw new ProtocolError('INVALID_FIELD', `${field}: not a decimal u64`)
  return big
}

function assertInt(value: number, max: number, field: string): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ProtocolError('INVALID_FIELD', `${field}: ${value} not in 0..${max}`)
  }
}

/** Writes into a buffer sized exactly by the caller; every field is range-checked. */
export class ByteWriter {
  readonly bytes: Uint8Array
  private readonly view: DataView
  pos: number

  constructor(bytes: Uint8Array, pos: number) {
    this.bytes = bytes
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.pos = pos
  }

  u8(value: number, field: string): void {
    assertInt(value, 0xff, field)
    this.bytes[this.pos++] = value
  }

  u32(value: number, field: string): void {
    assertInt(value, 0xffff_ffff, field)
    this.view.setUint32(this.pos, value)
    this.pos += 4
  }

  /** Signed 64-bit from a safe integer (timestamps, timeDiff). */
  i64(value: number, field: string): void {
    if (!Number.isSafeInteger(value)) {
      throw new ProtocolError('INVALID_FIELD', `${field}: ${value} not a safe integer`)
    }
    this.view.setBigInt64(this.pos, BigInt(value))
    this.pos += 8
  }

  /** Unsigned 64-bit from a decimal string (messageID, nodeId). */
  u64(value: string, field: string): void {
    this.view.setBigUint64(this.pos, parseU64(value, field))
    this.pos += 8
  }

  /** The caller has sized the buffer with stringSize(), which also enforced the length limit. */
  str(value: string): void {
    const end = writeUtf8(value, this.bytes, this.pos + 2)
    this.view.setUint16(this.pos, end - this.pos - 2)
    this.pos = end
  }

  /** Setting byte of send / receive; absent means no bit set. */
  setting(value: SendSetting | undefined, field: string): void {
    this.u8(settingToByte(value), field)
  }

  payload(value: Uint8Array): void {
    this.bytes.set(value, this.pos)
    this.pos += value.length
  }
}
