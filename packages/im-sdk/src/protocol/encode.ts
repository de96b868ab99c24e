import { ByteWriter, stringSize } from './byte-writer'
import {
  HeaderBit,
  MAX_REMAINING_LENGTH,
  MAX_SEND_PAYLOAD_BYTES,
  MIN_SERVER_VERSION_EXPIRE,
  MIN_SERVER_VERSION_NODE_ID,
  PING_BYTE,
  PONG_BYTE,
} from './constants'
import { ProtocolError } from './errors'
import { flagsToBits, settingToByte } from './header'
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
import { varintLength, writeVarint } from './varint'

/**
 * Encodes one packet as a whole frame: byte 0 (type and flags), the remaining length, the body
 * (PROTOCOL.md "Packet bodies"). Each encoder first sizes the body exactly, so a frame costs one
 * allocation. Throws ProtocolError on any field the wire cannot carry.
 */
export function encodePacket(packet: Packet, options: CodecOptions): Uint8Array {
  switch (packet.type) {
    case 1:
      return encodeConnect(packet)
    case 2:
      return encodeConnack(packet)
    case 3:
      return encodeSend(packet, options)
    case 4:
      return encodeSendack(packet)
    case 5:
      return encodeRecv(packet, options)
    case 6:
      return encodeRecvack(packet)
    case 7:
      // PROTOCOL.md "Framing": ping and pong are one byte, no length byte.
      return Uint8Array.of(PING_BYTE)
    case 8:
      return Uint8Array.of(PONG_BYTE)
    case 9:
      return encodeDisconnect(packet)
    case 10:
      return encodeSubscribe(packet)
    case 11:
      return encodeSuback(packet)
    default:
      throw new ProtocolError(
        'UNKNOWN_PACKET_TYPE',
        `cannot encode packet type ${String((packet as { type?: unknown }).type)}`,
      )
  }
}

function startFrame(type: number, flags: number, bodyLength: number): ByteWriter {
  // PROTOCOL.md "Facts": a real server refuses a remaining length above 1 MiB.
  if (bodyLength > MAX_REMAINING_LENGTH) {
    throw new ProtocolError(
      'FRAME_TOO_LARGE',
      `packet body is ${bodyLength} bytes; the limit is ${MAX_REMAINING_LENGTH}`,
    )
  }
  const frame = new Uint8Array(1 + varintLength(bodyLength) + bodyLength)
  frame[0] = (type << 4) | (flags & 0x0f)
  return new ByteWriter(frame, writeVarint(frame, 1, bodyLength))
}

function done(writer: ByteWriter): Uint8Array {
  // The sizing pass and the writing pass must agree; a mismatch is a codec bug, not bad input.
  if (writer.pos !== writer.bytes.length) throw new Error('im-sdk codec: frame size mismatch')
  return writer.bytes
}

function assertBytes(value: unknown, field: string): asserts value is Uint8Array {
  if (!(value instanceof Uint8Array))
    throw new ProtocolError('INVALID_FIELD', `${field} must be a Uint8Array`)
}

function required<T>(value: T | undefined, field: string, reason: string): T {
  if (value === undefined) throw new ProtocolError('INVALID_FIELD', `${field} is required ${reason}`)
  return value
}

function encodeConnect(p: ConnectPacket): Uint8Array {
  const size =
    2 +
    stringSize(p.deviceID, 'deviceID') +
    stringSize(p.uid, 'uid') +
    stringSize(p.token, 'token') +
    8 +
    stringSize(p.clientKey, 'clientKey')
  const w = startFrame(1, 0, size)
  w.u8(p.version, 'version')
  w.u8(p.deviceFlag, 'deviceFlag')
  w.str(p.deviceID)
  w.str(p.uid)
  w.str(p.token)
  w.i64(p.clientTimestamp, 'clientTimestamp')
  w.str(p.clientKey)
  return done(w)
}

function encodeConnack(p: ConnackPacket): Uint8Array {
  const hasVersion = p.serverVersion !== undefined
  // PROTOCOL.md "Packet bodies": nodeId only from serverVersion 4; absent version means <= 2.
  const hasNodeId = hasVersion && (p.serverVersion as number) >= MIN_SERVER_VERSION_NODE_ID
  const size =
    (hasVersion ? 1 : 0) +
    8 +
    1 +
    stringSize(p.serverKey, 'serverKey') +
    stringSize(p.salt, 'salt') +
    (hasNodeId ? 8 : 0)
  const w = startFrame(2, hasVersion ? HeaderBit.connackHasServerVersion : 0, size)
  if (hasVersion) w.u8(p.serverVersion as number, 'serverVersion')
  w.i64(p.timeDiff, 'timeDiff')
  w.u8(p.reasonCode, 'reasonCode')
  w.str(p.serverKey)
  w.str(p.salt)
  if (hasNodeId) w.u64(required(p.nodeId, 'nodeId', 'when serverVersion >= 4'), 'nodeId')
  return done(w)
}

function encodeSend(p: SendPacket, options: CodecOptions): Uint8Array {
  assertBytes(p.payload, 'payload')
  // PROTOCOL.md "Facts": the server's codec refuses a send payload over 32,767 bytes.
  if (p.payload.length > MAX_SEND_PAYLOAD_BYTES) {
    throw new ProtocolError(
      'PAYLOAD_TOO_LARGE',
      `send payload is ${p.payload.length} bytes after encryption; the limit is ${MAX_SEND_PAYLOAD_BYTES}`,
    )
  }
  const withExpire = options.serverVersion >= MIN_SERVER_VERSION_EXPIRE
  const streamNo = p.setting.stream ? required(p.streamNo, 'streamNo', 'when setting.stream is set') : ''
  const topic = p.setting.topic ? required(p.topic, 'topic', 'when setting.topic is set') : ''
  const size =
    1 +
    4 +
    stringSize(p.clientMsgNo, 'clientMsgNo') +
    (p.setting.stream ? stringSize(streamNo, 'streamNo') : 0) +
    stringSize(p.channelID, 'channelID') +
    1 +
    (withExpire ? 4 : 0) +
    stringSize(p.msgKey, 'msgKey') +
    (p.setting.topic ? stringSize(topic, 'topic') : 0) +
    p.payload.length
  const w = startFrame(3, flagsToBits(p.header), size)
  w.u8(settingToByte(p.setting), 'setting')
  w.u32(p.clientSeq, 'clientSeq')
  w.str(p.clientMsgNo)
  if (p.setting.stream) w.str(streamNo)
  w.str(p.channelID)
  w.u8(p.channelType, 'channelType')
  if (withExpire) w.u32(p.expire, 'expire')
  w.str(p.msgKey)
  if (p.setting.topic) w.str(topic)
  w.raw(p.payload)
  return done(w)
}

function encodeSendack(p: SendackPacket): Uint8Array {
  const w = startFrame(4, flagsToBits(p.header), 8 + 4 + 4 + 1)
  w.u64(p.messageID, 'messageID')
  w.u32(p.clientSeq, 'clientSeq')
  w.u32(p.messageSeq, 'messageSeq')
  w.u8(p.reasonCode, 'reasonCode')
  return done(w)
}

function encodeRecv(p: RecvPacket, options: CodecOptions): Uint8Array {
  assertBytes(p.payload, 'payload')
  const withExpire = options.serverVersion >= MIN_SERVER_VERSION_EXPIRE
  const stream = p.setting.stream
  const streamNo = stream ? required(p.streamNo, 'streamNo', 'when setting.stream is set') : ''
  const topic = p.setting.topic ? required(p.topic, 'topic', 'when setting.topic is set') : ''
  const size =
    1 +
    stringSize(p.msgKey, 'msgKey') +
    stringSize(p.fromUID, 'fromUID') +
    stringSize(p.channelID, 'channelID') +
    1 +
    (withExpire ? 4 : 0) +
    stringSize(p.clientMsgNo, 'clientMsgNo') +
    (stream ? stringSize(streamNo, 'streamNo') + 4 + 1 : 0) +
    8 +
    4 +
    4 +
    (p.setting.topic ? stringSize(topic, 'topic') : 0) +
    p.payload.length
  const w = startFrame(5, flagsToBits(p.header), size)
  w.u8(settingToByte(p.setting), 'setting')
  w.str(p.msgKey)
  w.str(p.fromUID)
  w.str(p.channelID)
  w.u8(p.channelType, 'channelType')
  if (withExpire) w.u32(p.expire, 'expire')
  w.str(p.clientMsgNo)
  if (stream) {
    w.str(streamNo)
    w.u32(required(p.streamSeq, 'streamSeq', 'when setting.stream is set'), 'streamSeq')
    w.u8(required(p.streamFlag, 'streamFlag', 'when setting.stream is set'), 'streamFlag')
  }
  w.u64(p.messageID, 'messageID')
  w.u32(p.messageSeq, 'messageSeq')
  w.u32(p.timestamp, 'timestamp')
  if (p.setting.topic) w.str(topic)
  w.raw(p.payload)
  return done(w)
}

function encodeRecvack(p: RecvackPacket): Uint8Array {
  // PROTOCOL.md "Packet bodies": the header flags are copied from the receive packet.
  const w = startFrame(6, flagsToBits(p.header), 8 + 4)
  w.u64(p.messageID, 'messageID')
  w.u32(p.messageSeq, 'messageSeq')
  return done(w)
}

function encodeDisconnect(p: DisconnectPacket): Uint8Array {
  const w = startFrame(9, 0, 1 + stringSize(p.reason, 'reason'))
  w.u8(p.reasonCode, 'reasonCode')
  w.str(p.reason)
  return done(w)
}

function encodeSubscribe(p: SubscribePacket): Uint8Array {
  const size =
    1 +
    stringSize(p.clientMsgNo, 'clientMsgNo') +
    stringSize(p.channelID, 'channelID') +
    1 +
    1 +
    stringSize(p.param, 'param')
  const w = startFrame(10, 0, size)
  w.u8(p.setting, 'setting')
  w.str(p.clientMsgNo)
  w.str(p.channelID)
  w.u8(p.channelType, 'channelType')
  w.u8(p.action, 'action')
  w.str(p.param)
  return done(w)
}

function encodeSuback(p: SubackPacket): Uint8Array {
  const size = stringSize(p.clientMsgNo, 'clientMsgNo') + stringSize(p.channelID, 'channelID') + 3
  const w = startFrame(11, 0, size)
  w.str(p.clientMsgNo)
  w.str(p.channelID)
  w.u8(p.channelType, 'channelType')
  w.u8(p.action, 'action')
  w.u8(p.reasonCode, 'reasonCode')
  return done(w)
}
