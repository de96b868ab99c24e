import {
  HeaderBit,
  MIN_SERVER_VERSION_EXPIRE,
  MIN_SERVER_VERSION_NO_RECV_STREAM,
  MIN_SERVER_VERSION_NODE_ID,
} from './constants.js'

/**
 * PROTOCOL.md "Packet bodies" as data: each packet type is its list of fields in wire order, so
 * the encoder and the decoder walk the same table and cannot disagree on the layout.
 */

/** Field kinds; each is also the name of the ByteReader / ByteWriter method for it. */
export const Kind = {
  u8: 'u8',
  u32: 'u32',
  /** Signed 64-bit as a number (timestamps, timeDiff). */
  i64: 'i64',
  /** Unsigned 64-bit as a decimal string (messageID, nodeId). */
  u64: 'u64',
  str: 'str',
  /** Setting byte of send / receive as { receipt, topic, stream }. */
  setting: 'setting',
  /** The rest of the body, no length prefix. */
  payload: 'payload',
} as const
export type FieldKind = (typeof Kind)[keyof typeof Kind]

/** What a condition can look at: the packet so far, the negotiated version, byte 0's flags. */
export interface FieldContext {
  packet: Record<string, unknown>
  serverVersion: number
  flags: number
  /** RecvStreamLayout (0 legacy, 1 2025). */
  recvStreamLayout?: number | undefined
}

export interface FieldSpec {
  name: string
  kind: FieldKind
  /** The field is on the wire only when this holds. */
  when?: (ctx: FieldContext) => boolean
  /** Value a decoded packet gets when the field is not on the wire (otherwise left absent). */
  absent?: number
}

function settingBit(ctx: FieldContext, bit: 'stream' | 'topic'): boolean {
  return (ctx.packet['setting'] as Record<string, boolean> | undefined)?.[bit] === true
}
const streamOn = (ctx: FieldContext) => settingBit(ctx, 'stream')
const topicOn = (ctx: FieldContext) => settingBit(ctx, 'topic')
// WuKongIMGoProto recv.go: stream fields below protocol 5, in the 2023-2024 or the 2025 order.
const recvStream = (ctx: FieldContext) =>
  streamOn(ctx) && ctx.serverVersion < MIN_SERVER_VERSION_NO_RECV_STREAM
const stream2025 = (ctx: FieldContext) => recvStream(ctx) && ctx.recvStreamLayout === 1
const streamLegacy = (ctx: FieldContext) => recvStream(ctx) && ctx.recvStreamLayout !== 1
// chat-spec §9: expire from server version 3.
const hasExpire = (ctx: FieldContext) => ctx.serverVersion >= MIN_SERVER_VERSION_EXPIRE
// PROTOCOL.md "Framing": on a connect-ack, header bit 0 means "a serverVersion byte follows".
const hasServerVersion = (ctx: FieldContext) => (ctx.flags & HeaderBit.connackHasServerVersion) !== 0
// chat-spec §9: nodeId from server version 4 (the connect-ack's own version; absent means <= 2).
const hasNodeId = (ctx: FieldContext) =>
  hasServerVersion(ctx) && (ctx.packet['serverVersion'] as number) >= MIN_SERVER_VERSION_NODE_ID

const f = (name: string, kind: FieldKind, when?: FieldSpec['when'], absent?: number): FieldSpec =>
  when === undefined
    ? { name, kind }
    : absent === undefined
      ? { name, kind, when }
      : { name, kind, when, absent }

/** Packet types that carry header flags (send, send-ack, receive, receive-ack). */
export const WITH_HEADER_FLAGS: ReadonlySet<number> = new Set([3, 4, 5, 6])

/** Packet types whose body ends with a payload; the others must use their body exactly. */
export const WITH_PAYLOAD: ReadonlySet<number> = new Set([3, 5, 12])

export const SCHEMAS: Readonly<Record<number, readonly FieldSpec[]>> = {
  1: [
    f('version', Kind.u8),
    f('deviceFlag', Kind.u8),
    f('deviceID', Kind.str),
    f('uid', Kind.str),
    f('token', Kind.str),
    f('clientTimestamp', Kind.i64),
    f('clientKey', Kind.str),
  ],
  2: [
    f('serverVersion', Kind.u8, hasServerVersion),
    f('timeDiff', Kind.i64),
    f('reasonCode', Kind.u8),
    f('serverKey', Kind.str),
    f('salt', Kind.str),
    f('nodeId', Kind.u64, hasNodeId),
  ],
  3: [
    f('setting', Kind.setting),
    f('clientSeq', Kind.u32),
    f('clientMsgNo', Kind.str),
    f('streamNo', Kind.str, streamOn),
    f('channelID', Kind.str),
    f('channelType', Kind.u8),
    f('expire', Kind.u32, hasExpire, 0),
    f('msgKey', Kind.str),
    f('topic', Kind.str, topicOn),
    f('payload', Kind.payload),
  ],
  4: [
    f('messageID', Kind.u64),
    f('clientSeq', Kind.u32),
    f('messageSeq', Kind.u32),
    f('reasonCode', Kind.u8),
  ],
  5: [
    f('setting', Kind.setting),
    f('msgKey', Kind.str),
    f('fromUID', Kind.str),
    f('channelID', Kind.str),
    f('channelType', Kind.u8),
    f('expire', Kind.u32, hasExpire, 0),
    f('clientMsgNo', Kind.str),
    // PROTOCOL.md "Facts"; WuKongIMGoProto recv.go: 2023-2024 streamNo, streamSeq, streamFlag;
    // 2025 streamFlag, streamNo, streamId u64; none from protocol 5.
    f('streamFlag', Kind.u8, stream2025),
    f('streamNo', Kind.str, recvStream),
    f('streamSeq', Kind.u32, streamLegacy),
    f('streamFlag', Kind.u8, streamLegacy),
    f('streamId', Kind.u64, stream2025),
    f('messageID', Kind.u64),
    f('messageSeq', Kind.u32),
    f('timestamp', Kind.u32),
    f('topic', Kind.str, topicOn),
    f('payload', Kind.payload),
  ],
  6: [f('messageID', Kind.u64), f('messageSeq', Kind.u32)],
  9: [f('reasonCode', Kind.u8), f('reason', Kind.str)],
  10: [
    f('setting', Kind.u8),
    f('clientMsgNo', Kind.str),
    f('channelID', Kind.str),
    f('channelType', Kind.u8),
    f('action', Kind.u8),
    f('param', Kind.str),
  ],
  11: [
    f('clientMsgNo', Kind.str),
    f('channelID', Kind.str),
    f('channelType', Kind.u8),
    f('action', Kind.u8),
    f('reasonCode', Kind.u8),
  ],
  // WuKongIMGoProto event.go: id, type, timestamp (int64), the data to the end of the frame.
  12: [f('id', Kind.str), f('eventType', Kind.str), f('timestamp', Kind.i64), f('data', Kind.payload)],
}
