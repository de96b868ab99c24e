import { ByteReader } from './byte-reader.js'
import { MAX_REMAINING_LENGTH, PACKET_PING, PACKET_PONG, PACKET_SUBSCRIBE } from './constants.js'
import { ProtocolError } from './errors.js'
import { bitsToFlags } from './header.js'
import { type FieldContext, SCHEMAS, WITH_HEADER_FLAGS, WITH_PAYLOAD } from './packet-schema.js'
import type { CodecOptions, Packet } from './types.js'
import { decodeVarint } from './varint.js'

export interface FrameHeader {
  /** High 4 bits of byte 0. */
  type: number
  /** Low 4 bits of byte 0, raw (on a connect-ack bit 0 means "serverVersion follows"). */
  flags: number
  remainingLength: number
  /** Bytes taken by byte 0 and the varint: the body starts here. */
  headerLength: number
}

/** Reads byte 0 and the remaining length of a whole frame and checks the frame's size against them. */
export function readFrameHeader(frame: Uint8Array): FrameHeader {
  if (!(frame instanceof Uint8Array)) throw new ProtocolError('INVALID_FIELD', 'frame: not a Uint8Array')
  if (frame.length === 0) throw new ProtocolError('TRUNCATED', 'empty frame')
  const type = frame[0]! >> 4
  const flags = frame[0]! & 0x0f
  if (type === PACKET_PING || type === PACKET_PONG) {
    // PROTOCOL.md "Framing": ping / pong are one byte with no length byte.
    if (frame.length !== 1) throw new ProtocolError('TRAILING_BYTES', `a packet of type ${type} is one byte`)
    return { type, flags, remainingLength: 0, headerLength: 1 }
  }
  if (SCHEMAS[type] === undefined)
    throw new ProtocolError('UNKNOWN_PACKET_TYPE', `unknown packet type ${type}`)
  const varint = decodeVarint(frame, 1)
  if (varint === null) throw new ProtocolError('TRUNCATED', 'truncated remaining length')
  if (varint.value > MAX_REMAINING_LENGTH) {
    throw new ProtocolError(
      'FRAME_TOO_LARGE',
      `remaining length ${varint.value} exceeds ${MAX_REMAINING_LENGTH}`,
    )
  }
  const headerLength = 1 + varint.length
  const expected = headerLength + varint.value
  if (frame.length !== expected) {
    throw new ProtocolError(
      frame.length < expected ? 'TRUNCATED' : 'TRAILING_BYTES',
      `frame of ${frame.length} bytes, header says ${expected}`,
    )
  }
  return { type, flags, remainingLength: varint.value, headerLength }
}

/**
 * Decodes exactly one whole frame (as the frame splitter yields them), walking SCHEMAS.
 * `options.serverVersion` is the connection's negotiated version; it decides whether receive and
 * send carry expire. Throws ProtocolError and nothing else.
 */
export function decodePacket(frame: Uint8Array, options: CodecOptions): Packet {
  const header = readFrameHeader(frame)
  const type = header.type
  const p: Record<string, unknown> = { type }
  if (type === PACKET_PING || type === PACKET_PONG) return p as unknown as Packet
  if (WITH_HEADER_FLAGS.has(type)) p['header'] = bitsToFlags(frame[0]!)
  const ctx: FieldContext = {
    packet: p,
    serverVersion: options.serverVersion,
    flags: header.flags,
    recvStreamLayout: options.recvStreamLayout,
  }
  const r = new ByteReader(frame, header.headerLength, frame.length)
  for (const spec of SCHEMAS[type]!) {
    if (spec.when !== undefined && !spec.when(ctx)) {
      if (spec.absent !== undefined) p[spec.name] = spec.absent
      continue
    }
    p[spec.name] = r[spec.kind](spec.name)
  }
  if (!WITH_PAYLOAD.has(type)) r.finish(`packet of type ${type}`)
  // PROTOCOL.md "Packet bodies": subscribe action is 0 (subscribe) or 1 (unsubscribe).
  if (type === PACKET_SUBSCRIBE && p['action'] !== 0 && p['action'] !== 1) {
    throw new ProtocolError('INVALID_FIELD', `subscribe action ${p['action']} not 0 or 1`)
  }
  return p as unknown as Packet
}
