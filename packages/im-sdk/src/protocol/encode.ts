import { ByteWriter, stringSize } from './byte-writer.js'
import {
  HeaderBit,
  MAX_REMAINING_LENGTH,
  MAX_SEND_PAYLOAD_BYTES,
  PACKET_CONNACK,
  PACKET_PING,
  PACKET_PONG,
  PACKET_SEND,
  PING_BYTE,
  PONG_BYTE,
} from './constants.js'
import { ProtocolError } from './errors.js'
import { flagsToBits } from './header.js'
import { type FieldContext, Kind, SCHEMAS, WITH_HEADER_FLAGS } from './packet-schema.js'
import type { CodecOptions, HeaderFlags, Packet } from './types.js'
import { varintLength, writeVarint } from './varint.js'

/** Bytes a fixed-size field takes. */
const FIXED_SIZE: Record<string, number> = { u8: 1, setting: 1, u32: 4, i64: 8, u64: 8 }

/**
 * Encodes one packet as a whole frame: byte 0 (type and flags), the remaining length, the body
 * (PROTOCOL.md "Packet bodies", walked from SCHEMAS). The body is sized exactly first, so a frame
 * costs one allocation. Throws ProtocolError on any field the wire cannot carry.
 */
export function encodePacket(packet: Packet, options: CodecOptions): Uint8Array {
  const type = (packet as { type?: unknown } | null)?.type
  // PROTOCOL.md "Framing": ping and pong are one byte, no length byte.
  if (type === PACKET_PING) return Uint8Array.of(PING_BYTE)
  if (type === PACKET_PONG) return Uint8Array.of(PONG_BYTE)
  const schema = typeof type === 'number' ? SCHEMAS[type] : undefined
  if (schema === undefined)
    throw new ProtocolError('UNKNOWN_PACKET_TYPE', `cannot encode packet type ${String(type)}`)
  const p = packet as unknown as Record<string, unknown>
  let flags = 0
  if (WITH_HEADER_FLAGS.has(type as number)) flags = flagsToBits(p['header'] as HeaderFlags | undefined)
  else if (type === PACKET_CONNACK && p['serverVersion'] !== undefined)
    flags = HeaderBit.connackHasServerVersion
  const ctx: FieldContext = {
    packet: p,
    serverVersion: options.serverVersion,
    flags,
    recvStreamLayout: options.recvStreamLayout,
  }

  let size = 0
  for (const spec of schema) {
    if (spec.when !== undefined && !spec.when(ctx)) continue
    const value = p[spec.name]
    if (value === undefined && spec.kind !== Kind.setting) {
      throw new ProtocolError('INVALID_FIELD', `${spec.name} is required`)
    }
    if (spec.kind === Kind.str) size += stringSize(value as string, spec.name)
    else if (spec.kind === Kind.payload) {
      if (!(value instanceof Uint8Array))
        throw new ProtocolError('INVALID_FIELD', 'payload must be a Uint8Array')
      // PROTOCOL.md "Facts": the server's codec refuses a send payload over 32,767 bytes.
      if (type === PACKET_SEND && value.length > MAX_SEND_PAYLOAD_BYTES) {
        throw new ProtocolError(
          'PAYLOAD_TOO_LARGE',
          `send payload ${value.length} bytes > ${MAX_SEND_PAYLOAD_BYTES}`,
        )
      }
      size += value.length
    } else size += FIXED_SIZE[spec.kind]!
  }
  // PROTOCOL.md "Facts": a real server refuses a remaining length above 1 MiB.
  if (size > MAX_REMAINING_LENGTH) {
    throw new ProtocolError('FRAME_TOO_LARGE', `body ${size} bytes > ${MAX_REMAINING_LENGTH}`)
  }

  const frame = new Uint8Array(1 + varintLength(size) + size)
  frame[0] = ((type as number) << 4) | flags
  const w = new ByteWriter(frame, writeVarint(frame, 1, size))
  for (const spec of schema) {
    if (spec.when !== undefined && !spec.when(ctx)) continue
    // Each kind names its writer method; the sizing pass above has checked every value's presence.
    w[spec.kind](p[spec.name] as never, spec.name)
  }
  return frame
}
