import type { HeaderFlags, Packet } from './types.js'

/** Sample packets of every type, shared by the codec tests and the property tests. */

export const NO_FLAGS: HeaderFlags = { dup: false, syncOnce: false, reddot: false, noPersist: false }
export const ALL_FLAGS: HeaderFlags = { dup: true, syncOnce: true, reddot: true, noPersist: true }

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

export const samplePackets: ReadonlyArray<{ name: string; packet: Packet }> = [
  {
    name: 'connect',
    packet: {
      type: 1,
      version: 4,
      deviceFlag: 1,
      deviceID: 'dev-1W',
      uid: 'u1',
      token: 'tök',
      clientTimestamp: 1_732_233_600_000,
      clientKey: 'QElQLbksojQsP5LaxdbefIXbXfVAeltJls458u+36Cc=',
    },
  },
  {
    name: 'connack v4',
    packet: {
      type: 2,
      serverVersion: 4,
      timeDiff: -1500,
      reasonCode: 1,
      serverKey: 'k',
      salt: 's',
      nodeId: '18446744073709551615',
    },
  },
  {
    name: 'connack v3',
    packet: { type: 2, serverVersion: 3, timeDiff: 250, reasonCode: 1, serverKey: 'k', salt: 's' },
  },
  { name: 'connack v2', packet: { type: 2, timeDiff: 0, reasonCode: 2, serverKey: '', salt: '' } },
  {
    name: 'send plain',
    packet: {
      type: 3,
      header: NO_FLAGS,
      setting: { receipt: false, topic: false, stream: false },
      clientSeq: 1,
      clientMsgNo: 'abc',
      channelID: 'mer_88',
      channelType: 7,
      expire: 60,
      msgKey: 'mk',
      payload: ascii('QUJD'),
    },
  },
  {
    name: 'send stream topic receipt',
    packet: {
      type: 3,
      header: ALL_FLAGS,
      setting: { receipt: true, topic: true, stream: true },
      clientSeq: 0xffff_ffff,
      clientMsgNo: 'abc',
      streamNo: 'stream-9',
      channelID: '频道',
      channelType: 255,
      expire: 0xffff_ffff,
      msgKey: 'mk',
      topic: 'order-42',
      payload: new Uint8Array(0),
    },
  },
  {
    name: 'sendack',
    packet: {
      type: 4,
      header: NO_FLAGS,
      messageID: '1842951230118543360',
      clientSeq: 3,
      messageSeq: 77,
      reasonCode: 1,
    },
  },
  {
    name: 'recv plain',
    packet: {
      type: 5,
      header: { dup: false, syncOnce: true, reddot: true, noPersist: false },
      setting: { receipt: true, topic: false, stream: false },
      msgKey: 'mk',
      fromUID: 'cs_01',
      channelID: 'mer_88',
      channelType: 1,
      expire: 3600,
      clientMsgNo: 'cmn',
      messageID: '9007199254740993',
      messageSeq: 12,
      timestamp: 4_102_444_800,
      payload: ascii('6ZZg'),
    },
  },
  {
    name: 'recv stream topic',
    packet: {
      type: 5,
      header: NO_FLAGS,
      setting: { receipt: false, topic: true, stream: true },
      msgKey: 'mk',
      fromUID: 'bot',
      channelID: 'mer_88',
      channelType: 7,
      expire: 0,
      clientMsgNo: 'cmn',
      streamNo: 'stream-1',
      streamSeq: 3,
      streamFlag: 2,
      messageID: '0',
      messageSeq: 1,
      timestamp: 1,
      topic: 't',
      payload: ascii('gkZN'),
    },
  },
  { name: 'recvack', packet: { type: 6, header: ALL_FLAGS, messageID: '5', messageSeq: 5 } },
  { name: 'ping', packet: { type: 7 } },
  { name: 'pong', packet: { type: 8 } },
  { name: 'disconnect', packet: { type: 9, reasonCode: 12, reason: 'login elsewhere / 账号在其他设备登录' } },
  {
    name: 'subscribe',
    packet: {
      type: 10,
      setting: 0,
      clientMsgNo: 'c',
      channelID: 'mer_88',
      channelType: 7,
      action: 1,
      param: '{}',
    },
  },
  {
    name: 'suback',
    packet: { type: 11, clientMsgNo: 'c', channelID: 'mer_88', channelType: 7, action: 0, reasonCode: 5 },
  },
  {
    name: 'event',
    packet: {
      type: 12,
      id: 'evt-1',
      eventType: 'user.status',
      timestamp: -1,
      data: ascii('{"online":true}'),
    },
  },
]
