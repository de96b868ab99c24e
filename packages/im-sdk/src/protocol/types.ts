/** Packet shapes of PROTOCOL.md "Packet bodies" (fixed API, see briefs/protocol-api.md). */

export interface HeaderFlags {
  dup: boolean
  syncOnce: boolean
  reddot: boolean
  noPersist: boolean
}

/** Setting byte of send / receive: bit 7 receipt, bit 3 topic, bit 2 stream. */
export interface SendSetting {
  receipt: boolean
  topic: boolean
  stream: boolean
}

export interface ConnectPacket {
  type: 1
  version: number
  deviceFlag: number
  deviceID: string
  uid: string
  token: string
  /** Milliseconds, written as i64. */
  clientTimestamp: number
  /** base64 of the client's X25519 public key. */
  clientKey: string
}

export interface ConnackPacket {
  type: 2
  /** Absent when the header's bit 0 is clear: the server speaks version 2 or lower. */
  serverVersion?: number
  /** Signed milliseconds. */
  timeDiff: number
  reasonCode: number
  serverKey: string
  salt: string
  /** Decimal u64, only when serverVersion >= 4. */
  nodeId?: string
}

export interface SendPacket {
  type: 3
  header: HeaderFlags
  setting: SendSetting
  clientSeq: number
  clientMsgNo: string
  /** Written when setting.stream. */
  streamNo?: string
  channelID: string
  channelType: number
  /** Written when serverVersion >= 3. */
  expire: number
  msgKey: string
  /** Written when setting.topic. */
  topic?: string
  /** Already encrypted: the ASCII bytes of base64(AES). */
  payload: Uint8Array
}

export interface SendackPacket {
  type: 4
  header: HeaderFlags
  /** Decimal u64. */
  messageID: string
  clientSeq: number
  messageSeq: number
  reasonCode: number
}

export interface RecvPacket {
  type: 5
  header: HeaderFlags
  setting: SendSetting
  msgKey: string
  fromUID: string
  channelID: string
  channelType: number
  /** 0 when the negotiated version has none (< 3). */
  expire: number
  clientMsgNo: string
  /** Stream fields: below protocol 5 and with setting.stream, in the layout CodecOptions says. */
  streamNo?: string
  /** 2023-2024 layout. */
  streamSeq?: number
  streamFlag?: number
  /** 2025 layout: decimal u64. */
  streamId?: string
  /** Decimal u64. */
  messageID: string
  messageSeq: number
  /** Seconds, u32. */
  timestamp: number
  topic?: string
  /** Still encrypted: the ASCII bytes of base64(AES). */
  payload: Uint8Array
}

export interface RecvackPacket {
  type: 6
  header: HeaderFlags
  messageID: string
  messageSeq: number
}

export interface PingPacket {
  type: 7
}

export interface PongPacket {
  type: 8
}

export interface DisconnectPacket {
  type: 9
  reasonCode: number
  reason: string
}

export interface SubscribePacket {
  type: 10
  setting: number
  clientMsgNo: string
  channelID: string
  channelType: number
  /** 0 subscribe, 1 unsubscribe. */
  action: 0 | 1
  param: string
}

export interface SubackPacket {
  type: 11
  clientMsgNo: string
  channelID: string
  channelType: number
  action: number
  reasonCode: number
}

/** A server event (WuKongIMGoProto event.go); `eventType` is its `Type`, `data` its raw bytes. */
export interface EventPacket {
  type: 12
  id: string
  eventType: string
  /** The event's time as the server wrote it (a signed 64-bit integer). */
  timestamp: number
  data: Uint8Array
}

export type Packet =
  | ConnectPacket
  | ConnackPacket
  | SendPacket
  | SendackPacket
  | RecvPacket
  | RecvackPacket
  | PingPacket
  | PongPacket
  | DisconnectPacket
  | SubscribePacket
  | SubackPacket
  | EventPacket

/** The connection's negotiated version (use PROTOCOL_VERSION = 4 before the connect-ack). */
export interface CodecOptions {
  serverVersion: number
  /** RecvStreamLayout of a receive's stream fields below protocol 5; legacy (0) by default. */
  recvStreamLayout?: number
}
