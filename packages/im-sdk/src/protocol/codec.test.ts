import { describe, expect, it } from 'vitest'
import { MAX_REMAINING_LENGTH, MAX_SEND_PAYLOAD_BYTES, MAX_STRING_BYTES, ReasonCode } from './constants.js'
import { decodePacket, readFrameHeader } from './decode.js'
import { encodePacket } from './encode.js'
import { ProtocolError, type ProtocolErrorCode } from './errors.js'
import { NO_FLAGS, samplePackets } from './test-fixtures.js'
import type { Packet, RecvPacket, SendPacket } from './types.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

function expectProtocolError(action: () => unknown, code: ProtocolErrorCode): void {
  let caught: unknown
  try {
    action()
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(ProtocolError)
  expect((caught as ProtocolError).code).toBe(code)
  expect((caught as ProtocolError).name).toBe('ProtocolError')
}

const send = (over: Partial<SendPacket> = {}): SendPacket => ({
  type: 3,
  header: NO_FLAGS,
  setting: { receipt: false, topic: false, stream: false },
  clientSeq: 1,
  clientMsgNo: 'c',
  channelID: 'ch',
  channelType: 1,
  expire: 0,
  msgKey: 'k',
  payload: ascii('QQ=='),
  ...over,
})

describe('encode: exact bytes per packet type (PROTOCOL.md "Packet bodies")', () => {
  const table: Array<{ name: string; packet: Packet; serverVersion: number; hex: string }> = [
    { name: 'ping is one byte', packet: { type: 7 }, serverVersion: 4, hex: '70' },
    { name: 'pong is one byte', packet: { type: 8 }, serverVersion: 4, hex: '80' },
    {
      name: 'recvack copies the header flags',
      packet: {
        type: 6,
        header: { ...NO_FLAGS, reddot: true },
        messageID: '1842951230118543361',
        messageSeq: 12,
      },
      serverVersion: 4,
      hex: '620c19937a612195c0010000000c',
    },
    {
      name: 'sendack with a u64 id',
      // messageID 1842951230118543360, clientSeq 3, messageSeq 77, reasonCode 1, no flags.
      packet: samplePackets.find((s) => s.name === 'sendack')!.packet,
      serverVersion: 4,
      hex: '401119937a612195c000000000030000004d01',
    },
    {
      name: 'connack without version: bit 0 clear, no nodeId',
      packet: { type: 2, timeDiff: -1500, reasonCode: 1, serverKey: 'k', salt: 's' },
      serverVersion: 4,
      hex: '200ffffffffffffffa240100016b000173',
    },
    {
      name: 'connack v4: bit 0 set, version byte, nodeId',
      packet: { type: 2, serverVersion: 4, timeDiff: 0, reasonCode: 1, serverKey: '', salt: '', nodeId: '7' },
      serverVersion: 4,
      hex: '211604000000000000000001000000000000000000000007',
    },
    {
      name: 'disconnect',
      packet: { type: 9, reasonCode: 12, reason: 'é' },
      serverVersion: 4,
      hex: '90050c0002c3a9',
    },
    {
      name: 'suback',
      packet: { type: 11, clientMsgNo: 'a', channelID: 'b', channelType: 7, action: 1, reasonCode: 5 },
      serverVersion: 4,
      hex: 'b00900016100016207 0105'.replace(' ', ''),
    },
    {
      name: 'send v2 has no expire',
      packet: send({ expire: 60 }),
      serverVersion: 2,
      hex: '3014000000000100016300026368010001 6b51513d3d'.replace(' ', ''),
    },
    {
      name: 'send v3 has expire',
      packet: send({ expire: 60 }),
      serverVersion: 3,
      hex: '30180000000001000163000263680100 00003c00016b51513d3d'.replace(' ', ''),
    },
  ]
  it.each(table)('$name', ({ packet, serverVersion, hex: expected }) => {
    expect(hex(encodePacket(packet, { serverVersion }))).toBe(expected)
  })
})

describe('round trip: decode(encode(p)) = p for every packet type and version', () => {
  const cases = samplePackets.flatMap(({ name, packet }) =>
    [2, 3, 4].map((serverVersion) => ({ name: `${name} (v${serverVersion})`, packet, serverVersion })),
  )
  it.each(cases)('$name', ({ packet, serverVersion }) => {
    const frame = encodePacket(packet, { serverVersion })
    const decoded = decodePacket(frame, { serverVersion })
    const expected = { ...packet } as Record<string, unknown>
    // expire is not on the wire below version 3, so it decodes as 0.
    if ((packet.type === 3 || packet.type === 5) && serverVersion < 3) expected['expire'] = 0
    expect(decoded).toEqual(expected)
    expect(hex(encodePacket(decoded, { serverVersion }))).toBe(hex(frame))
  })
})

describe('decode details', () => {
  it('reads timeDiff as signed and ids as decimal strings beyond 2^53', () => {
    const frame = encodePacket(
      {
        type: 2,
        serverVersion: 4,
        timeDiff: -1,
        reasonCode: 1,
        serverKey: '',
        salt: '',
        nodeId: '9007199254740993',
      },
      { serverVersion: 4 },
    )
    expect(decodePacket(frame, { serverVersion: 4 })).toMatchObject({
      timeDiff: -1,
      nodeId: '9007199254740993',
    })
  })

  it('a connack without the version bit means <= 2 and carries no nodeId, whatever the option says', () => {
    // The same body followed by 8 bytes of a would-be nodeId: not part of a version-less connack.
    const withNodeId = fromHex('2017000000000000000001000161000162 0000000000000007'.replace(' ', ''))
    expectProtocolError(() => decodePacket(withNodeId, { serverVersion: 4 }), 'TRAILING_BYTES')
    const ok = encodePacket(
      { type: 2, timeDiff: 5, reasonCode: 1, serverKey: 'a', salt: 'b' },
      { serverVersion: 4 },
    )
    const packet = decodePacket(ok, { serverVersion: 4 })
    expect(packet).toEqual({ type: 2, timeDiff: 5, reasonCode: 1, serverKey: 'a', salt: 'b' })
  })

  it('recv with a server of version 2 has no expire field on the wire', () => {
    const packet = samplePackets.find((s) => s.name === 'recv plain')!.packet as RecvPacket
    const v2 = encodePacket(packet, { serverVersion: 2 })
    const v4 = encodePacket(packet, { serverVersion: 4 })
    expect(v4.length - v2.length).toBe(4)
    expect((decodePacket(v2, { serverVersion: 2 }) as RecvPacket).expire).toBe(0)
  })

  it('the payload is a copy that does not alias the frame', () => {
    const frame = encodePacket(send(), { serverVersion: 4 })
    const decoded = decodePacket(frame, { serverVersion: 4 }) as SendPacket
    frame.fill(0)
    expect(new TextDecoder().decode(decoded.payload)).toBe('QQ==')
  })

  it('reads the raw header', () => {
    expect(readFrameHeader(fromHex('b100'))).toEqual({
      type: 11,
      flags: 1,
      remainingLength: 0,
      headerLength: 2,
    })
    expect(readFrameHeader(fromHex('70'))).toEqual({ type: 7, flags: 0, remainingLength: 0, headerLength: 1 })
  })

  it('every reason code of PROTOCOL.md is named', () => {
    expect(Object.values(ReasonCode)).toEqual(Array.from({ length: 24 }, (_, i) => i))
  })
})

describe('encode errors', () => {
  const big = 'x'.repeat(MAX_STRING_BYTES + 1)
  const table: Array<{ name: string; packet: Packet; serverVersion?: number; code: ProtocolErrorCode }> = [
    { name: 'a string over 65,535 UTF-8 bytes', packet: send({ channelID: big }), code: 'STRING_TOO_LONG' },
    {
      name: 'a string whose UTF-8 (not UTF-16) length is over the limit',
      packet: { type: 9, reasonCode: 1, reason: '€'.repeat(21_846) },
      code: 'STRING_TOO_LONG',
    },
    {
      name: 'a send payload over 32,767 bytes',
      packet: send({ payload: new Uint8Array(MAX_SEND_PAYLOAD_BYTES + 1) }),
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'a frame body over 1 MiB',
      packet: { ...(samplePackets[7]!.packet as RecvPacket), payload: new Uint8Array(MAX_REMAINING_LENGTH) },
      code: 'FRAME_TOO_LARGE',
    },
    { name: 'a u8 over 255', packet: send({ channelType: 256 }), code: 'INVALID_FIELD' },
    { name: 'a negative u32', packet: send({ clientSeq: -1 }), code: 'INVALID_FIELD' },
    { name: 'a fractional u32', packet: send({ clientSeq: 1.5 }), code: 'INVALID_FIELD' },
    { name: 'a u32 over 2^32-1', packet: send({ expire: 2 ** 32 }), serverVersion: 4, code: 'INVALID_FIELD' },
    {
      name: 'a non-decimal messageID',
      packet: { type: 6, header: NO_FLAGS, messageID: '0x10', messageSeq: 1 },
      code: 'INVALID_FIELD',
    },
    {
      name: 'a messageID over 2^64-1',
      packet: { type: 6, header: NO_FLAGS, messageID: '18446744073709551616', messageSeq: 1 },
      code: 'INVALID_FIELD',
    },
    {
      name: 'an unsafe clientTimestamp',
      packet: { ...(samplePackets[0]!.packet as Packet & { type: 1 }), clientTimestamp: 2 ** 60 },
      code: 'INVALID_FIELD',
    },
    {
      name: 'stream flag without streamNo',
      packet: send({ setting: { receipt: false, topic: false, stream: true } }),
      code: 'INVALID_FIELD',
    },
    {
      name: 'topic flag without topic',
      packet: send({ setting: { receipt: false, topic: true, stream: false } }),
      code: 'INVALID_FIELD',
    },
    {
      name: 'connack v4 without nodeId',
      packet: { type: 2, serverVersion: 4, timeDiff: 0, reasonCode: 1, serverKey: '', salt: '' },
      code: 'INVALID_FIELD',
    },
    {
      name: 'an unknown packet type',
      packet: { type: 13 } as unknown as Packet,
      code: 'UNKNOWN_PACKET_TYPE',
    },
    {
      name: 'a payload that is not bytes',
      packet: send({ payload: 'x' as unknown as Uint8Array }),
      code: 'INVALID_FIELD',
    },
  ]
  it.each(table)('refuses $name', ({ packet, serverVersion, code }) => {
    expectProtocolError(() => encodePacket(packet, { serverVersion: serverVersion ?? 4 }), code)
  })

  it('accepts a string of exactly 65,535 bytes and a payload of exactly 32,767 bytes', () => {
    const frame = encodePacket(
      send({ channelID: 'y'.repeat(MAX_STRING_BYTES), payload: new Uint8Array(MAX_SEND_PAYLOAD_BYTES) }),
      { serverVersion: 4 },
    )
    expect((decodePacket(frame, { serverVersion: 4 }) as SendPacket).channelID.length).toBe(MAX_STRING_BYTES)
  })
})

describe('server events (WuKongIMGoProto event.go)', () => {
  // Built by hand in the Go encoder's order: id, type (each a 2-byte length and UTF-8), a
  // big-endian int64 timestamp, then the data to the end of the frame.
  const hex = [
    'c0',
    '16', // type 12, remaining length 22
    '0002',
    '6531', // id "e1"
    '0006',
    '737461747573', // type "status"
    '00000192cc091400', // timestamp 1,730,000,000,000
    '7b7d', // data "{}"
  ].join('')
  const bytes = Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))

  it('decodes the fields and keeps the data as bytes', () => {
    const packet = decodePacket(bytes, { serverVersion: 4 })
    expect(packet).toEqual({
      type: 12,
      id: 'e1',
      eventType: 'status',
      timestamp: 1_730_000_000_000,
      data: new Uint8Array([0x7b, 0x7d]),
    })
  })

  it('encodes the same bytes, and an event with no id or data too', () => {
    expect(encodePacket(decodePacket(bytes, { serverVersion: 4 }), { serverVersion: 4 })).toEqual(bytes)
    const empty = { type: 12, id: '', eventType: 'x', timestamp: 0, data: new Uint8Array(0) } as const
    expect(decodePacket(encodePacket(empty, { serverVersion: 4 }), { serverVersion: 4 })).toEqual(empty)
  })
})

describe('decode errors', () => {
  const sendack = '401119937a612195c000000000030000004d01'
  const table: Array<{ name: string; hex: string; code: ProtocolErrorCode }> = [
    { name: 'an empty frame', hex: '', code: 'TRUNCATED' },
    { name: 'type 0', hex: '0000', code: 'UNKNOWN_PACKET_TYPE' },
    { name: 'type 13', hex: 'd000', code: 'UNKNOWN_PACKET_TYPE' },
    { name: 'an event too short for its id', hex: 'c000', code: 'TRUNCATED' },
    { name: 'type 15', hex: 'f000', code: 'UNKNOWN_PACKET_TYPE' },
    { name: 'a varint of 5 bytes', hex: '40ffffffff01', code: 'VARINT_TOO_LONG' },
    { name: 'a frame ending inside the varint', hex: '4080', code: 'TRUNCATED' },
    { name: 'a length over 1 MiB', hex: '4081808001', code: 'FRAME_TOO_LARGE' },
    { name: 'fewer bytes than announced', hex: sendack.slice(0, -2), code: 'TRUNCATED' },
    { name: 'more bytes than announced', hex: `${sendack}00`, code: 'TRAILING_BYTES' },
    { name: 'a body too short for its fields', hex: '4002 1993'.replace(' ', ''), code: 'TRUNCATED' },
    { name: 'a string running past the body', hex: '9003 0c0005'.replace(' ', ''), code: 'TRUNCATED' },
    { name: 'extra bytes after a fixed body', hex: '9004 0c000000'.replace(' ', ''), code: 'TRAILING_BYTES' },
    { name: 'a ping with a length byte', hex: '7000', code: 'TRAILING_BYTES' },
    { name: 'a subscribe action of 2', hex: 'a009000000000007020000', code: 'INVALID_FIELD' },
  ]
  it.each(table)('refuses $name', ({ hex: frame, code }) => {
    expectProtocolError(() => decodePacket(fromHex(frame), { serverVersion: 4 }), code)
  })
})
