import { ProtocolError } from './errors.js'
import { byteToSetting } from './header.js'
import type { SendSetting } from './types.js'
import { readUtf8 } from './utf8.js'

/** Bounds-checked big-endian reader over one packet body; every overrun is a TRUNCATED ProtocolError. */
export class ByteReader {
  private readonly bytes: Uint8Array
  private readonly view: DataView
  private pos: number
  private readonly end: number

  constructor(bytes: Uint8Array, start: number, end: number) {
    this.bytes = bytes
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.pos = start
    this.end = end
  }

  private need(count: number, field: string): number {
    const at = this.pos
    if (at + count > this.end) {
      throw new ProtocolError('TRUNCATED', `packet ends inside ${field} (offset ${at})`)
    }
    this.pos = at + count
    return at
  }

  u8(field: string): number {
    return this.bytes[this.need(1, field)]!
  }

  u16(field: string): number {
    return this.view.getUint16(this.need(2, field))
  }

  u32(field: string): number {
    return this.view.getUint32(this.need(4, field))
  }

  /** Signed 64-bit as a number (timeDiff: milliseconds, far inside the safe range in practice). */
  i64(field: string): number {
    return Number(this.view.getBigInt64(this.need(8, field)))
  }

  /** Unsigned 64-bit as a decimal string: ids never pass through `number`. */
  u64(field: string): string {
    return this.view.getBigUint64(this.need(8, field)).toString()
  }

  str(field: string): string {
    const length = this.u16(field)
    const at = this.need(length, field)
    return readUtf8(this.bytes, at, at + length)
  }

  /** Setting byte of send / receive. */
  setting(field: string): SendSetting {
    return byteToSetting(this.u8(field))
  }

  /** The rest of the body (payload, no length prefix). A copy, so it never aliases the frame. */
  payload(): Uint8Array {
    const at = this.pos
    this.pos = this.end
    return this.bytes.slice(at, this.end)
  }

  /** Fixed-layout packets must use their whole body. */
  finish(packetName: string): void {
    if (this.pos !== this.end) {
      throw new ProtocolError('TRAILING_BYTES', `${this.end - this.pos} bytes after a ${packetName}`)
    }
  }
}
