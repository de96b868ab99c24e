import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_VARINT_BYTES } from './constants.js'
import { decodePacket } from './decode.js'
import { encodePacket } from './encode.js'
import { ProtocolError } from './errors.js'
import { createFrameSplitter } from './frame-splitter.js'
import type { HeaderFlags, Packet, SendSetting } from './types.js'

/**
 * Robustness (README "Protocol and crypto", "Tests"): tens of thousands of random and mutated frames at the splitter and the
 * decoder. Nothing but a ProtocolError may escape, nothing hangs, and the splitter never holds
 * more than one frame's worth of bytes or produces bytes it was not given.
 */

const u8 = fc.integer({ min: 0, max: 255 })
const u32 = fc.integer({ min: 0, max: 0xffff_ffff })
const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String)
const text = fc.string({ maxLength: 24, unit: 'binary' })
const bytes = fc.uint8Array({ maxLength: 64 })
const flags: fc.Arbitrary<HeaderFlags> = fc.record({
  dup: fc.boolean(),
  syncOnce: fc.boolean(),
  reddot: fc.boolean(),
  noPersist: fc.boolean(),
})
const setting: fc.Arbitrary<SendSetting> = fc.record({
  receipt: fc.boolean(),
  topic: fc.boolean(),
  stream: fc.boolean(),
})

/** Any valid packet, with the optional fields present exactly when their flags say so. */
const packetArb: fc.Arbitrary<Packet> = fc.oneof(
  fc.record({
    type: fc.constant(1 as const),
    version: u8,
    deviceFlag: u8,
    deviceID: text,
    uid: text,
    token: text,
    clientTimestamp: fc.maxSafeInteger(),
    clientKey: text,
  }),
  fc
    .record({
      v: fc.option(u8, { nil: undefined }),
      timeDiff: fc.maxSafeInteger(),
      reasonCode: u8,
      serverKey: text,
      salt: text,
      nodeId: u64,
    })
    .map(({ v, nodeId, ...rest }): Packet => {
      if (v === undefined) return { type: 2, ...rest }
      return v >= 4 ? { type: 2, serverVersion: v, nodeId, ...rest } : { type: 2, serverVersion: v, ...rest }
    }),
  fc
    .record({
      header: flags,
      setting,
      clientSeq: u32,
      clientMsgNo: text,
      streamNo: text,
      channelID: text,
      channelType: u8,
      expire: u32,
      msgKey: text,
      topic: text,
      payload: bytes,
    })
    .map(
      ({ streamNo, topic, ...p }): Packet => ({
        type: 3,
        ...p,
        ...(p.setting.stream ? { streamNo } : {}),
        ...(p.setting.topic ? { topic } : {}),
      }),
    ),
  fc.record({
    type: fc.constant(4 as const),
    header: flags,
    messageID: u64,
    clientSeq: u32,
    messageSeq: u32,
    reasonCode: u8,
  }),
  fc
    .record({
      header: flags,
      setting,
      msgKey: text,
      fromUID: text,
      channelID: text,
      channelType: u8,
      expire: u32,
      clientMsgNo: text,
      streamNo: text,
      streamSeq: u32,
      streamFlag: u8,
      messageID: u64,
      messageSeq: u32,
      timestamp: u32,
      topic: text,
      payload: bytes,
    })
    .map(
      ({ streamNo, streamSeq, streamFlag, topic, ...p }): Packet => ({
        type: 5,
        ...p,
        ...(p.setting.stream ? { streamNo, streamSeq, streamFlag } : {}),
        ...(p.setting.topic ? { topic } : {}),
      }),
    ),
  fc.record({ type: fc.constant(6 as const), header: flags, messageID: u64, messageSeq: u32 }),
  fc.constant({ type: 7 as const }),
  fc.constant({ type: 8 as const }),
  fc.record({ type: fc.constant(9 as const), reasonCode: u8, reason: text }),
  fc.record({
    type: fc.constant(10 as const),
    setting: u8,
    clientMsgNo: text,
    channelID: text,
    channelType: u8,
    action: fc.constantFrom(0 as const, 1 as const),
    param: text,
  }),
  fc.record({
    type: fc.constant(11 as const),
    clientMsgNo: text,
    channelID: text,
    channelType: u8,
    action: u8,
    reasonCode: u8,
  }),
)
const versionArb = fc.constantFrom(2, 3, 4)

type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'extend'; extra: Uint8Array }
  | { kind: 'overwrite'; at: number; value: number }
  | { kind: 'forgeLength'; varint: number[] }

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('extend' as const), extra: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
  fc.record({ kind: fc.constant('overwrite' as const), at: fc.nat(), value: u8 }),
  fc.record({
    kind: fc.constant('forgeLength' as const),
    varint: fc.array(u8, { minLength: 1, maxLength: MAX_VARINT_BYTES + 2 }),
  }),
)

function mutate(frame: Uint8Array, mutations: Mutation[]): Uint8Array {
  let out = frame.slice()
  for (const m of mutations) {
    if (out.length === 0) break
    if (m.kind === 'flip') out[m.at % out.length]! ^= 1 << m.bit
    else if (m.kind === 'truncate') out = out.slice(0, m.at % out.length)
    else if (m.kind === 'overwrite') out[m.at % out.length] = m.value
    else if (m.kind === 'extend') {
      const longer = new Uint8Array(out.length + m.extra.length)
      longer.set(out)
      longer.set(m.extra, out.length)
      out = longer
    } else {
      // Replace the remaining length with arbitrary varint bytes (forged, overlong, truncated).
      const forged = new Uint8Array(1 + m.varint.length + Math.max(0, out.length - 2))
      forged[0] = out[0]!
      forged.set(m.varint, 1)
      forged.set(out.subarray(2), 1 + m.varint.length)
      out = forged
    }
  }
  return out
}

function onlyProtocolErrors(action: () => void): void {
  try {
    action()
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error
  }
}

describe('robustness (fast-check)', () => {
  it('round trips any valid packet at any server version', () => {
    fc.assert(
      fc.property(packetArb, versionArb, (packet, serverVersion) => {
        const frame = encodePacket(packet, { serverVersion })
        const decoded = decodePacket(frame, { serverVersion })
        expect(encodePacket(decoded, { serverVersion })).toEqual(frame)
      }),
      { numRuns: 5_000 },
    )
  })

  it('decoder: mutated frames (flipped bits, truncated, extended, forged lengths) only raise ProtocolError', () => {
    fc.assert(
      fc.property(
        packetArb,
        versionArb,
        fc.array(mutationArb, { minLength: 1, maxLength: 4 }),
        (packet, v, muts) => {
          const frame = mutate(encodePacket(packet, { serverVersion: v }), muts)
          onlyProtocolErrors(() => {
            const decoded = decodePacket(frame, { serverVersion: v })
            // Whatever decodes must encode again without surprises.
            encodePacket(decoded, { serverVersion: v })
          })
        },
      ),
      { numRuns: 20_000 },
    )
  })

  it('decoder: random bytes only raise ProtocolError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 96 }), versionArb, (frame, serverVersion) => {
        onlyProtocolErrors(() => decodePacket(frame, { serverVersion }))
      }),
      { numRuns: 10_000 },
    )
  })

  it('splitter: any chunking of random and mutated streams only raises ProtocolError, memory stays bounded', () => {
    const streamArb = fc.array(
      fc.oneof(
        packetArb.map((p) => encodePacket(p, { serverVersion: 4 })),
        fc
          .tuple(packetArb, fc.array(mutationArb, { maxLength: 2 }))
          .map(([p, m]) => mutate(encodePacket(p, { serverVersion: 4 }), m)),
        fc.uint8Array({ maxLength: 12 }),
      ),
      { maxLength: 8 },
    )
    const maxFrameArb = fc.constantFrom(undefined, 16, 64, 1024)
    fc.assert(
      fc.property(
        streamArb,
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        maxFrameArb,
        (parts, cuts, maxFrameSize) => {
          const stream = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
          let at = 0
          for (const p of parts) {
            stream.set(p, at)
            at += p.length
          }
          const splitter = createFrameSplitter(maxFrameSize === undefined ? {} : { maxFrameSize })
          const limit = (maxFrameSize ?? 1024 * 1024) + 1 + MAX_VARINT_BYTES
          let pos = 0
          let cut = 0
          onlyProtocolErrors(() => {
            while (pos < stream.length) {
              const size = cuts[cut++ % cuts.length]!
              const before = splitter.buffered
              const chunk = stream.subarray(pos, pos + size)
              pos += chunk.length
              const frames = splitter.push(chunk)
              // Conservation: every byte out was a byte in; nothing is invented or lost.
              const outBytes = frames.reduce((n, f) => n + f.length, 0)
              expect(outBytes + splitter.buffered).toBe(before + chunk.length)
              expect(splitter.buffered).toBeLessThan(limit)
              for (const f of frames) onlyProtocolErrors(() => decodePacket(f, { serverVersion: 4 }))
            }
          })
        },
      ),
      { numRuns: 10_000 },
    )
  })
})
