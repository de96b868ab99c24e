/** Public subpath `@crossmart/im-sdk/protocol`: the codec, the frame splitter and the crypto. */

export { CodedError } from '../coded-error.js'
export * from '../crypto/index.js'
export {
  ContentType,
  type ContentTypeCode,
  LEGACY_PROTOCOL_VERSION,
  MAX_REMAINING_LENGTH,
  MAX_SEND_PAYLOAD_BYTES,
  MAX_STRING_BYTES,
  MIN_SERVER_VERSION_EXPIRE,
  MIN_SERVER_VERSION_NO_RECV_STREAM,
  MIN_SERVER_VERSION_NODE_ID,
  PacketType,
  type PacketTypeCode,
  PROTOCOL_VERSION,
  ReasonCode,
  type ReasonCodeValue,
  RecvStreamLayout,
} from './constants.js'
export { decodePacket, type FrameHeader, readFrameHeader } from './decode.js'
export { encodePacket } from './encode.js'
export { isProtocolError, ProtocolError, type ProtocolErrorCode } from './errors.js'
export { createFrameSplitter, type FrameSplitter, type FrameSplitterOptions } from './frame-splitter.js'
export type {
  CodecOptions,
  ConnackPacket,
  ConnectPacket,
  DisconnectPacket,
  EventPacket,
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
} from './types.js'
export { decodeUtf8, encodeUtf8 } from './utf8.js'
export { decodeVarint, encodeVarint, type VarintResult } from './varint.js'
