import { describe, expect, it } from 'vitest'
import { concatBytes } from './concat-bytes.js'
import { encodePacket } from './encode.js'
import { ProtocolError } from './errors.js'
import { createFrameSplitter } from './frame-splitter.js'
import { samplePackets } from './test-fixtures.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
const concat = concatBytes

const frames = samplePackets.map(({ packet }) => encodePacket(packet, { serverVersion: 4 }))
const stream = concat(frames)

describe('frame splitter (PROTOCOL.md "Framing")', () => {
  it('splits coalesced frames, including one-byte ping/pong', () => {
    const splitter = createFrameSplitter()
    expect(splitter.push(stream).map(hex)).toEqual(frames.map(hex))
    expect(splitter.buffered).toBe(0)
  })

  it.each([1, 2, 3, 7, 64, 1000])('yields the same frames for chunks of %i bytes', (size) => {
    const splitter = createFrameSplitter()
    const out: Uint8Array[] = []
    for (let i = 0; i < stream.length; i += size) out.push(...splitter.push(stream.subarray(i, i + size)))
    expect(out.map(hex)).toEqual(frames.map(hex))
    expect(splitter.buffered).toBe(0)
  })

  it('keeps a partial frame and reports what it holds', () => {
    const splitter = createFrameSplitter()
    const frame = frames[0]!
    expect(splitter.push(frame.subarray(0, 1))).toEqual([])
    expect(splitter.buffered).toBe(1)
    expect(splitter.push(frame.subarray(1, 10))).toEqual([])
    expect(splitter.buffered).toBe(10)
    expect(splitter.push(frame.subarray(10)).map(hex)).toEqual([hex(frame)])
    expect(splitter.buffered).toBe(0)
  })

  it('ignores empty chunks and reset() drops a partial frame', () => {
    const splitter = createFrameSplitter()
    expect(splitter.push(new Uint8Array(0))).toEqual([])
    splitter.push(frames[0]!.subarray(0, 5))
    splitter.reset()
    expect(splitter.buffered).toBe(0)
    expect(splitter.push(fromHex('80')).map(hex)).toEqual(['80'])
  })

  it('refuses a remaining length longer than 4 bytes, even across chunks', () => {
    const splitter = createFrameSplitter()
    splitter.push(fromHex('40ff'))
    splitter.push(fromHex('ffff'))
    expect(() => splitter.push(fromHex('ff01'))).toThrow(expect.objectContaining({ code: 'VARINT_TOO_LONG' }))
    expect(splitter.buffered).toBe(0)
  })

  it('refuses a frame over the maximum as soon as the header says so, before the bytes arrive', () => {
    const splitter = createFrameSplitter({ maxFrameSize: 100 })
    expect(() => splitter.push(fromHex('3065'))).toThrow(expect.objectContaining({ code: 'FRAME_TOO_LARGE' }))
    const defaults = createFrameSplitter()
    // A forged 256 MiB length: refused from 5 bytes, nothing of that size allocated.
    expect(() => defaults.push(fromHex('30ffffff7f'))).toThrow(ProtocolError)
    expect(defaults.buffered).toBe(0)
  })

  it('accepts a frame of exactly the maximum remaining length', () => {
    const splitter = createFrameSplitter({ maxFrameSize: 3 })
    expect(splitter.push(fromHex('9003 0c0000'.replace(' ', ''))).map(hex)).toEqual(['90030c0000'])
  })

  it('assembles a large frame from many chunks without holding more than it', () => {
    const body = new Uint8Array(300_000).fill(0x41)
    const frame = concat([fromHex('30'), fromHex('e0a712'), body]) // 300,000 as a varint
    const splitter = createFrameSplitter()
    let out: Uint8Array[] = []
    for (let i = 0; i < frame.length; i += 4096) {
      out = out.concat(splitter.push(frame.subarray(i, i + 4096)))
      expect(splitter.buffered).toBeLessThanOrEqual(frame.length)
    }
    expect(out).toHaveLength(1)
    expect(out[0]!.length).toBe(frame.length)
  })

  it('refuses a chunk that is not bytes', () => {
    expect(() => createFrameSplitter().push('x' as unknown as Uint8Array)).toThrow(ProtocolError)
  })
})
