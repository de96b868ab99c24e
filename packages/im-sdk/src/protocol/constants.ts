/**
 * Every number of the wire protocol, named once (PROTOCOL.md, chat-spec §3 and §9).
 */

// PROTOCOL.md "Framing": the packet types, each named on its own as well as in PacketType, so the
// runtime's checks compile to the number and a text chat does not bundle the table.
export const PACKET_CONNECT = 1
export const PACKET_CONNACK = 2
export const PACKET_SEND = 3
export const PACKET_SENDACK = 4
export const PACKET_RECV = 5
export const PACKET_RECVACK = 6
export const PACKET_PING = 7
export const PACKET_PONG = 8
export const PACKET_DISCONNECT = 9
export const PACKET_SUBSCRIBE = 10
export const PACKET_SUBACK = 11
/**
 * WuKongIMGoProto event.go: a server event (id, type, 64-bit timestamp, data) that WuKongIM sends
 * to every connection; the client decodes it so it never reads as a broken frame.
 */
export const PACKET_EVENT = 12

/** PROTOCOL.md "Framing": packet type in the high 4 bits of byte 0. */
export const PacketType = {
  Connect: PACKET_CONNECT,
  Connack: PACKET_CONNACK,
  Send: PACKET_SEND,
  Sendack: PACKET_SENDACK,
  Recv: PACKET_RECV,
  Recvack: PACKET_RECVACK,
  Ping: PACKET_PING,
  Pong: PACKET_PONG,
  Disconnect: PACKET_DISCONNECT,
  Subscribe: PACKET_SUBSCRIBE,
  Suback: PACKET_SUBACK,
  Event: PACKET_EVENT,
} as const
export type PacketTypeCode = (typeof PacketType)[keyof typeof PacketType]

/**
 * PROTOCOL.md "Reason codes": success. Named on its own as well so the runtime's checks compile to
 * the number, and an app that never names a reason code does not bundle the table below.
 */
export const REASON_SUCCESS = 1

/** PROTOCOL.md "Reason codes": one set for connect-ack, send-ack and subscribe-ack. */
export const ReasonCode = {
  Unknown: 0,
  Success: REASON_SUCCESS,
  AuthFail: 2,
  SubscriberNotExist: 3,
  InBlacklist: 4,
  ChannelNotExist: 5,
  UserNotOnNode: 6,
  SenderOffline: 7,
  MsgKeyError: 8,
  PayloadDecodeError: 9,
  ForwardSendError: 10,
  NotAllowSend: 11,
  ConnectKick: 12,
  NotInWhitelist: 13,
  QueryTokenError: 14,
  SystemError: 15,
  ChannelIDError: 16,
  NodeMatchError: 17,
  NodeNotMatch: 18,
  Ban: 19,
  HeaderNotSupported: 20,
  ClientKeyEmpty: 21,
  RateLimit: 22,
  ChannelTypeNotSupported: 23,
} as const
export type ReasonCodeValue = (typeof ReasonCode)[keyof typeof ReasonCode]

/** PROTOCOL.md "Framing": the low 4 bits of byte 0. */
export const HeaderBit = {
  dup: 0b1000,
  syncOnce: 0b0100,
  reddot: 0b0010,
  noPersist: 0b0001,
  /** On a connect-ack bit 0 means "a serverVersion byte follows" instead of noPersist. */
  connackHasServerVersion: 0b0001,
} as const

/** PROTOCOL.md "Packet bodies": setting byte of send / receive. */
export const SettingBit = {
  receipt: 0b1000_0000,
  topic: 0b0000_1000,
  stream: 0b0000_0100,
} as const

/** PROTOCOL.md "Framing": ping and pong are the single bytes 0x70 / 0x80, no length byte. */
export const PING_BYTE = 0x70
export const PONG_BYTE = 0x80

/** PROTOCOL.md "Framing": the remaining length takes at most 4 varint bytes. */
export const MAX_VARINT_BYTES = 4
/** PROTOCOL.md "Framing": 4 groups of 7 bits. */
export const MAX_VARINT_VALUE = 268_435_455

/** PROTOCOL.md "Facts": a real server's codec accepts a remaining length of at most 1 MiB. */
export const MAX_REMAINING_LENGTH = 1024 * 1024
/** PROTOCOL.md "Facts": a send payload (encrypted, base64) is at most 32,767 bytes. */
export const MAX_SEND_PAYLOAD_BYTES = 32_767
/** PROTOCOL.md "Field encodings": strings carry a uint16 byte length. */
export const MAX_STRING_BYTES = 65_535

/** chat-spec §9: receive carries expire and send writes expire from server version 3. */
export const MIN_SERVER_VERSION_EXPIRE = 3
/** chat-spec §9: connect-ack carries nodeId from server version 4. */
export const MIN_SERVER_VERSION_NODE_ID = 4
/** chat-spec §9: the protocol version this product speaks (assumed until the connect-ack says otherwise). */
export const PROTOCOL_VERSION = 4

/**
 * WuKongIMGoProto recv.go: from protocol 5 a receive carries no stream fields (August 2025).
 */
export const MIN_SERVER_VERSION_NO_RECV_STREAM = 5

/**
 * The order of a receive's stream fields below protocol 5 (WuKongIMGoProto recv.go): servers of
 * 2023-2024 write streamNo, streamSeq u32, streamFlag u8; servers from February 2025 write
 * streamFlag u8, streamNo, streamId u64. Both negotiate protocol 4, so the app says which it runs.
 */
export const RecvStreamLayout = { legacy: 0, v2025: 1 } as const

/**
 * A connect-ack without a server version byte means the server speaks version 2 or lower
 * (PROTOCOL.md "serverVersion is per connection"; chat-spec §9).
 */
export const LEGACY_PROTOCOL_VERSION = 2

// chat-spec §3 "Content types": each named on its own as well as in ContentType, so the runtime's
// checks compile to the number and a text chat does not bundle the table.
export const CONTENT_UNKNOWN = 0 as const
export const CONTENT_TEXT = 1 as const
export const CONTENT_IMAGE = 2 as const
export const CONTENT_STREAM = 98 as const
export const CONTENT_COMMAND = 99 as const
export const CONTENT_SIGNAL = 21_000 as const

/** chat-spec §3 "Content types" (PROTOCOL.md "Message content"). */
export const ContentType = {
  Unknown: CONTENT_UNKNOWN,
  Text: CONTENT_TEXT,
  Image: CONTENT_IMAGE,
  Stream: CONTENT_STREAM,
  Command: CONTENT_COMMAND,
  Signal: CONTENT_SIGNAL,
} as const
export type ContentTypeCode = (typeof ContentType)[keyof typeof ContentType]

/** Largest value of an unsigned 64-bit id (messageID, nodeId). */
export const MAX_U64 = 0xffff_ffff_ffff_ffffn
