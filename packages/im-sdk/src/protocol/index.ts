/** Public subpath `@crossmart/im-sdk/protocol`: the codec, the frame splitter and the crypto. */

export { CodedError } from '../coded-error'
export * from '../crypto/index'
export {
  ContentType,
  type ContentTypeCode,
  LEGACY_PROTOCOL_VERSION,
  MAX_REMAINING_LENGTH,
  MAX_SEND_PAYLOAD_BYTES,
  MAX_STRING_BYTES,
  MIN_SERVER_VERSION_EXPIRE,
  MIN_SERVER_VERSION_NODE_ID,
  PacketType,
  type PacketTypeCode,
  PROTOCOL_VERSION,
  ReasonCode,
  type ReasonCodeValue,
} from './constants'
export { decodePacket, type FrameHeader, readFrameHeader } from './decode'
export { encodePacket } from './encode'
export { isProtocolError, ProtocolError, type ProtocolErrorCode } from './errors'
export { createFrameSplitter, type FrameSplitter, type FrameSplitterOptions } from './frame-splitter'
export type {
  CodecOptions,
  ConnackPacket,
  ConnectPacket,
  DisconnectPacket,
  HeaderFlags,
  Packet,
  PingPacket,
  PongPacket,
  RecvackPacket,
  RecvPacket,
  SendackPacket,
  SendPacket,
  SendSetting,
  SubackPacket,
  SubscribePacket,
} from './types'
export { decodeUtf8, encodeUtf8 } from './utf8'
export { decodeVarint, encodeVarint, type VarintResult } from './varint'
