import type { SessionCipher } from '../../crypto/session-cipher.js'
import { PacketType } from '../constants.js'
import { byteToSetting } from '../header.js'
import type { HeaderFlags, Packet, RecvPacket, SendPacket, SendSetting } from '../types.js'
import { encodeUtf8 } from '../utf8.js'
import {
  asObject,
  bool,
  hexToBytes,
  isObject,
  type JsonObject,
  MalformedCaseError,
  num,
  str,
} from './values.js'

/**
 * Maps the `fields` of a vectors-file clientPackets case (the reference client's names:
 * setting {receiptEnabled, topic, streamNo}, payloadUtf8, header {reddot, ...}) to our packets.
 */

/** Case names of the reference vectors start with the packet's name; the order matters (prefixes). */
const NAME_PREFIXES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^conn(ect)?-?ack/i, PacketType.Connack],
  [/^connect/i, PacketType.Connect],
  [/^send-?ack/i, PacketType.Sendack],
  [/^send/i, PacketType.Send],
  [/^recv-?ack|^receive-?ack/i, PacketType.Recvack],
  [/^recv|^receive/i, PacketType.Recv],
  [/^ping/i, PacketType.Ping],
  [/^pong/i, PacketType.Pong],
  [/^disconnect/i, PacketType.Disconnect],
  [/^sub-?ack|^subscribe-?ack/i, PacketType.Suback],
  [/^sub|^unsub/i, PacketType.Subscribe],
]

const TYPE_NAMES: Record<string, number> = {
  connect: 1,
  connack: 2,
  send: 3,
  sendack: 4,
  recv: 5,
  recvack: 6,
  ping: 7,
  pong: 8,
  disconnect: 9,
  subscribe: 10,
  suback: 11,
}

function typeFromValue(value: unknown): number | undefined {
  if (typeof value === 'number' && value >= 1 && value <= 11) return value
  if (typeof value === 'string') return TYPE_NAMES[value.toLowerCase().replace(/[^a-z]/g, '')]
  return undefined
}

/**
 * Which packet a clientPackets case encodes: an explicit packetType / type if the file gives one,
 * else the case name's prefix, else the high nibble of the expected bytes.
 */
export function packetTypeOfCase(testCase: JsonObject, fields: JsonObject): number {
  const explicit =
    typeFromValue(fields['packetType']) ??
    typeFromValue(testCase['packetType']) ??
    typeFromValue(testCase['type'])
  if (explicit !== undefined) return explicit
  const name = typeof testCase['name'] === 'string' ? testCase['name'] : ''
  for (const [pattern, type] of NAME_PREFIXES) if (pattern.test(name)) return type
  const hex = testCase['hex']
  if (typeof hex === 'string' && /^[0-9a-fA-F]{2}/.test(hex)) return Number.parseInt(hex.slice(0, 2), 16) >> 4
  throw new MalformedCaseError('cannot tell which packet type the case encodes')
}

function headerOf(fields: JsonObject): HeaderFlags {
  const header = isObject(fields['header']) ? fields['header'] : fields
  return {
    dup: bool(header, 'dup'),
    syncOnce: bool(header, 'syncOnce'),
    reddot: bool(header, 'reddot'),
    noPersist: bool(header, 'noPersist'),
  }
}

interface SettingAndStream {
  setting: SendSetting
  streamNo: string
}

function settingOf(fields: JsonObject): SettingAndStream {
  const raw = fields['setting']
  if (typeof raw === 'number') return { setting: byteToSetting(raw), streamNo: str(fields, 'streamNo') }
  const s = asObject(raw)
  if (typeof s['byte'] === 'number') {
    return { setting: byteToSetting(s['byte']), streamNo: str(s, 'streamNo', str(fields, 'streamNo')) }
  }
  // The reference sets the stream bit when streamNo is not empty.
  const streamNo = str(s, 'streamNo', str(fields, 'streamNo'))
  const stream = s['streamOn'] ?? s['stream']
  return {
    setting: {
      receipt: bool(s, 'receiptEnabled', bool(s, 'receipt')),
      topic: typeof s['topic'] === 'string' ? s['topic'] !== '' : bool(s, 'topic'),
      stream: stream === undefined || stream === null ? streamNo !== '' : stream === true || stream === 1,
    },
    streamNo,
  }
}

function topicOf(fields: JsonObject): string {
  const setting = asObject(fields['setting'])
  return str(fields, 'topic', typeof setting['topic'] === 'string' ? setting['topic'] : '')
}

/** The payload as on the wire: plain text is encrypted with the case's session keys. */
function payloadOf(fields: JsonObject, cipher: SessionCipher): Uint8Array {
  if (typeof fields['payloadUtf8'] === 'string') return cipher.encrypt(encodeUtf8(fields['payloadUtf8']))
  if (typeof fields['payloadHex'] === 'string') return hexToBytes(fields['payloadHex'], 'payloadHex')
  const payload = fields['payload']
  if (isObject(payload) && typeof payload['hex'] === 'string')
    return hexToBytes(payload['hex'], 'payload.hex')
  if (isObject(payload) && typeof payload['utf8'] === 'string') return encodeUtf8(payload['utf8'])
  if (typeof payload === 'string') return cipher.encrypt(encodeUtf8(payload))
  return new Uint8Array(0)
}

function sendOf(fields: JsonObject, cipher: SessionCipher): SendPacket {
  const { setting, streamNo } = settingOf(fields)
  const packet: SendPacket = {
    type: 3,
    header: headerOf(fields),
    setting,
    clientSeq: num(fields, 'clientSeq'),
    clientMsgNo: str(fields, 'clientMsgNo'),
    channelID: str(fields, 'channelID'),
    channelType: num(fields, 'channelType'),
    expire: num(fields, 'expire'),
    msgKey: '',
    payload: payloadOf(fields, cipher),
  }
  if (setting.stream) packet.streamNo = streamNo
  if (setting.topic) packet.topic = topicOf(fields)
  packet.msgKey = typeof fields['msgKey'] === 'string' ? fields['msgKey'] : cipher.sendMsgKey(packet)
  return packet
}

function recvOf(fields: JsonObject, cipher: SessionCipher): RecvPacket {
  const { setting, streamNo } = settingOf(fields)
  const packet: RecvPacket = {
    type: 5,
    header: headerOf(fields),
    setting,
    msgKey: '',
    fromUID: str(fields, 'fromUID'),
    channelID: str(fields, 'channelID'),
    channelType: num(fields, 'channelType'),
    expire: num(fields, 'expire'),
    clientMsgNo: str(fields, 'clientMsgNo'),
    messageID: str(fields, 'messageID', '0'),
    messageSeq: num(fields, 'messageSeq'),
    timestamp: num(fields, 'timestamp'),
    payload: payloadOf(fields, cipher),
  }
  if (setting.stream) {
    packet.streamNo = streamNo
    packet.streamSeq = num(fields, 'streamSeq')
    packet.streamFlag = num(fields, 'streamFlag')
  }
  if (setting.topic) packet.topic = topicOf(fields)
  packet.msgKey = typeof fields['msgKey'] === 'string' ? fields['msgKey'] : cipher.recvMsgKey(packet)
  return packet
}

export function packetFromFields(type: number, fields: JsonObject, cipher: SessionCipher): Packet {
  switch (type) {
    case 1:
      return {
        type: 1,
        version: num(fields, 'version'),
        deviceFlag: num(fields, 'deviceFlag'),
        deviceID: str(fields, 'deviceID'),
        uid: str(fields, 'uid'),
        token: str(fields, 'token'),
        clientTimestamp: num(fields, 'clientTimestamp'),
        clientKey: str(fields, 'clientKey'),
      }
    case 2: {
      const packet: Packet = {
        type: 2,
        timeDiff: num(fields, 'timeDiff'),
        reasonCode: num(fields, 'reasonCode'),
        serverKey: str(fields, 'serverKey'),
        salt: str(fields, 'salt'),
      }
      if (fields['serverVersion'] !== undefined && fields['serverVersion'] !== null) {
        packet.serverVersion = num(fields, 'serverVersion')
        packet.nodeId = str(fields, 'nodeId', '0')
      }
      return packet
    }
    case 3:
      return sendOf(fields, cipher)
    case 4:
      return {
        type: 4,
        header: headerOf(fields),
        messageID: str(fields, 'messageID', '0'),
        clientSeq: num(fields, 'clientSeq'),
        messageSeq: num(fields, 'messageSeq'),
        reasonCode: num(fields, 'reasonCode'),
      }
    case 5:
      return recvOf(fields, cipher)
    case 6:
      return {
        type: 6,
        header: headerOf(fields),
        messageID: str(fields, 'messageID', '0'),
        messageSeq: num(fields, 'messageSeq'),
      }
    case 7:
      return { type: 7 }
    case 8:
      return { type: 8 }
    case 9:
      return { type: 9, reasonCode: num(fields, 'reasonCode'), reason: str(fields, 'reason') }
    case 10: {
      const action = num(fields, 'action')
      if (action !== 0 && action !== 1) throw new MalformedCaseError('subscribe action must be 0 or 1')
      return {
        type: 10,
        setting: num(fields, 'setting'),
        clientMsgNo: str(fields, 'clientMsgNo'),
        channelID: str(fields, 'channelID'),
        channelType: num(fields, 'channelType'),
        action,
        param: str(fields, 'param'),
      }
    }
    case 11:
      return {
        type: 11,
        clientMsgNo: str(fields, 'clientMsgNo'),
        channelID: str(fields, 'channelID'),
        channelType: num(fields, 'channelType'),
        action: num(fields, 'action'),
        reasonCode: num(fields, 'reasonCode'),
      }
    default:
      throw new MalformedCaseError(`packet type ${type} does not exist`)
  }
}
