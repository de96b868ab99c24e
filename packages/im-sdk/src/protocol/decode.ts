import { ByteReader } from './byte-reader'
import {
  HeaderBit,
  MAX_REMAINING_LENGTH,
  MIN_SERVER_VERSION_EXPIRE,
  MIN_SERVER_VERSION_NODE_ID,
  PacketType,
} from './constants'
import { ProtocolError } from './errors'
import { bitsToFlags, byteToSetting } from './header'
import type {
  CodecOptions,
  ConnackPacket,
  ConnectPacket,
  DisconnectPacket,
  Packet,
  RecvackPacket,
  RecvPacket,
  SendackPacket,
  SendPacket,
  SubackPacket,
  SubscribePacket,
} from './types'
import { decodeVarint } from './varint'

export interface FrameHeader {
  /** High 4 bits of byte 0. */
  type: number
  /** Low 4 bits of byte 0, raw (on a connect-ack bit 0 means "serverVersion follows"). */
  flags: number
  remainingLength: number
  /** Bytes taken by byte 0 and the varint: the body starts here. */
  headerLength: number
}

function isSingleByteType(type: number): boolean {
  return type === PacketType.Ping || type === PacketType.Pong
}

/** Reads byte 0 and the remaining length of a whole frame and checks the frame's size against them. */
export function readFrameHeader(frame: Uint8Array): FrameHeader {
  if (!(frame instanceof Uint8Array)) throw new ProtocolError('INVALID_FIELD', 'a frame must be a Uint8Array')
  if (frame.length === 0) throw new ProtocolError('TRUNCATED', 'empty frame')
  const byte0 = frame[0]!
  const type = byte0 >> 4
  const flags = byte0 & 0x0f
  if (isSingleByteType(type)) {
    // PROTOCOL.md "Framing": ping / pong are one byte with no length byte.
    if (frame.length !== 1) {
      throw new ProtocolError('TRAILING_BYTES', `a ${type === 7 ? 'ping' : 'pong'} frame is one byte`)
    }
    return { type, flags, remainingLength: 0, headerLength: 1 }
  }
  if (type < PacketType.Connect || type > PacketType.Suback) {
    throw new ProtocolError('UNKNOWN_PACKET_TYPE', `unknown packet type ${type}`)
  }
  const varint = decodeVarint(frame, 1)
  if (varint === null) throw new ProtocolError('TRUNCATED', 'frame ends inside the remaining length')
  if (varint.value > MAX_REMAINING_LENGTH) {
    throw new ProtocolError(
      'FRAME_TOO_LARGE',
      `remaining length ${varint.value} exceeds the ${MAX_REMAINING_LENGTH}-byte limit`,
    )
  }
  const headerLength = 1 + varint.length
  const expected = headerLength + varint.value
  if (frame.length < expected) {
    throw new ProtocolError('TRUNCATED', `frame has ${frame.length} bytes, its header announces ${expected}`)
  }
  if (frame.length > expected) {
    throw new ProtocolError(
      'TRAILING_BYTES',
      `frame has ${frame.length} bytes, its header announces ${expected}`,
    )
  }
  return { type, flags, remainingLength: varint.value, headerLength }
}

/**
 * Decodes exactly one whole frame (as the frame splitter yields them). `options.serverVersion`
 * is the connection's negotiated version; it decides whether receive and send carry expire.
 * Throws ProtocolError and nothing else.
 */
export function decodePacket(frame: Uint8Array, options: CodecOptions): Packet {
  const header = readFrameHeader(frame)
  const r = new ByteReader(frame, header.headerLength, frame.length)
  const byte0 = frame[0]!
  switch (header.type) {
    case 1:
      return decodeConnect(r)
    case 2:
      return decodeConnack(r, header.flags)
    case 3:
      return decodeSend(r, byte0, options)
    case 4:
      return decodeSendack(r, byte0)
    case 5:
      return decodeRecv(r, byte0, options)
    case 6:
      return decodeRecvack(r, byte0)
    case 7:
      return { type: 7 }
    case 8:
      return { type: 8 }
    case 9:
      return decodeDisconnect(r)
    case 10:
      return decodeSubscribe(r)
    default:
      return decodeSuback(r)
  }
}

function withExpire(options: CodecOptions): boolean {
  // chat-spec §9 / PROTOCOL.md: expire is on the wire from server version 3.
  return options.serverVersion >= MIN_SERVER_VERSION_EXPIRE
}

function decodeConnect(r: ByteReader): ConnectPacket {
  const version = r.u8('version')
  const deviceFlag = r.u8('deviceFlag')
  const deviceID = r.str('deviceID')
  const uid = r.str('uid')
  const token = r.str('token')
  const clientTimestamp = r.i64('clientTimestamp')
  const clientKey = r.str('clientKey')
  r.finish('connect')
  return { type: 1, version, deviceFlag, deviceID, uid, token, clientTimestamp, clientKey }
}

function decodeConnack(r: ByteReader, flags: number): ConnackPacket {
  // PROTOCOL.md "Framing": on a connect-ack, header bit 0 means "a serverVersion byte follows";
  // without it the server speaks version 2 or lower (no nodeId).
  const serverVersion = (flags & HeaderBit.connackHasServerVersion) !== 0 ? r.u8('serverVersion') : undefined
  const timeDiff = r.i64('timeDiff')
  const reasonCode = r.u8('reasonCode')
  const serverKey = r.str('serverKey')
  const salt = r.str('salt')
  const packet: ConnackPacket = { type: 2, timeDiff, reasonCode, serverKey, salt }
  if (serverVersion !== undefined) {
    packet.serverVersion = serverVersion
    if (serverVersion >= MIN_SERVER_VERSION_NODE_ID) packet.nodeId = r.u64('nodeId')
  }
  r.finish('connect-ack')
  return packet
}

function decodeSend(r: ByteReader, byte0: number, options: CodecOptions): SendPacket {
  const setting = byteToSetting(r.u8('setting'))
  const clientSeq = r.u32('clientSeq')
  const clientMsgNo = r.str('clientMsgNo')
  const streamNo = setting.stream ? r.str('streamNo') : undefined
  const channelID = r.str('channelID')
  const channelType = r.u8('channelType')
  const expire = withExpire(options) ? r.u32('expire') : 0
  const msgKey = r.str('msgKey')
  const topic = setting.topic ? r.str('topic') : undefined
  const payload = r.rest()
  const packet: SendPacket = {
    type: 3,
    header: bitsToFlags(byte0),
    setting,
    clientSeq,
    clientMsgNo,
    channelID,
    channelType,
    expire,
    msgKey,
    payload,
  }
  if (streamNo !== undefined) packet.streamNo = streamNo
  if (topic !== undefined) packet.topic = topic
  return packet
}

function decodeSendack(r: ByteReader, byte0: number): SendackPacket {
  const messageID = r.u64('messageID')
  const clientSeq = r.u32('clientSeq')
  const messageSeq = r.u32('messageSeq')
  const reasonCode = r.u8('reasonCode')
  r.finish('send-ack')
  return { type: 4, header: bitsToFlags(byte0), messageID, clientSeq, messageSeq, reasonCode }
}

function decodeRecv(r: ByteReader, byte0: number, options: CodecOptions): RecvPacket {
  const setting = byteToSetting(r.u8('setting'))
  const msgKey = r.str('msgKey')
  const fromUID = r.str('fromUID')
  const channelID = r.str('channelID')
  const channelType = r.u8('channelType')
  const expire = withExpire(options) ? r.u32('expire') : 0
  const clientMsgNo = r.str('clientMsgNo')
  let streamNo: string | undefined
  let streamSeq: number | undefined
  let streamFlag: number | undefined
  if (setting.stream) {
    // PROTOCOL.md "Facts": protocol 4 with the 2023-2024 stream layout.
    streamNo = r.str('streamNo')
    streamSeq = r.u32('streamSeq')
    streamFlag = r.u8('streamFlag')
  }
  const messageID = r.u64('messageID')
  const messageSeq = r.u32('messageSeq')
  const timestamp = r.u32('timestamp')
  const topic = setting.topic ? r.str('topic') : undefined
  const payload = r.rest()
  const packet: RecvPacket = {
    type: 5,
    header: bitsToFlags(byte0),
    setting,
    msgKey,
    fromUID,
    channelID,
    channelType,
    expire,
    clientMsgNo,
    messageID,
    messageSeq,
    timestamp,
    payload,
  }
  if (streamNo !== undefined) packet.streamNo = streamNo
  if (streamSeq !== undefined) packet.streamSeq = streamSeq
  if (streamFlag !== undefined) packet.streamFlag = streamFlag
  if (topic !== undefined) packet.topic = topic
  return packet
}

function decodeRecvack(r: ByteReader, byte0: number): RecvackPacket {
  const messageID = r.u64('messageID')
  const messageSeq = r.u32('messageSeq')
  r.finish('receive-ack')
  return { type: 6, header: bitsToFlags(byte0), messageID, messageSeq }
}

function decodeDisconnect(r: ByteReader): DisconnectPacket {
  const reasonCode = r.u8('reasonCode')
  const reason = r.str('reason')
  r.finish('disconnect')
  return { type: 9, reasonCode, reason }
}

function decodeSubscribe(r: ByteReader): SubscribePacket {
  const setting = r.u8('setting')
  const clientMsgNo = r.str('clientMsgNo')
  const channelID = r.str('channelID')
  const channelType = r.u8('channelType')
  const action = r.u8('action')
  const param = r.str('param')
  r.finish('subscribe')
  if (action !== 0 && action !== 1) {
    throw new ProtocolError('INVALID_FIELD', `subscribe action must be 0 or 1, got ${action}`)
  }
  return { type: 10, setting, clientMsgNo, channelID, channelType, action, param }
}

function decodeSuback(r: ByteReader): SubackPacket {
  const clientMsgNo = r.str('clientMsgNo')
  const channelID = r.str('channelID')
  const channelType = r.u8('channelType')
  const action = r.u8('action')
  const reasonCode = r.u8('reasonCode')
  r.finish('subscribe-ack')
  return { type: 11, clientMsgNo, channelID, channelType, action, reasonCode }
}
