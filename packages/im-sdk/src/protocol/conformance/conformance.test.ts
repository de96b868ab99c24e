import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatReport, runConformance } from './index.js'

// The protocol's public vectors, kept in the package (test/vectors/README.md says where they come from).
const vectorsPath = new URL('../../../test/vectors/vectors.json', import.meta.url)
const load = () => JSON.parse(readFileSync(vectorsPath, 'utf8'))

const layoutsPath = new URL('./recv-stream-layouts.vectors.json', import.meta.url)
const loadLayouts = () => JSON.parse(readFileSync(layoutsPath, 'utf8'))

describe('receive stream layouts (WuKongIMGoProto recv.go: 2023-2024, 2025, protocol 5)', () => {
  it('passes every case of the layout vectors of the SDK', () => {
    const report = runConformance(loadLayouts())
    expect(formatReport(report)).toBe('5 passed, 0 failed')
  })

  it('the layout decides: 2025 bytes read in the 2023-2024 order fail or differ', () => {
    const doc = loadLayouts()
    const modern = doc.serverPackets.find((c: { name: string }) => c.name === 'recv-stream-v4-layout-2025')
    delete modern.recvStreamLayout
    const report = runConformance(doc)
    expect(report.failed).toBe(1)
    expect(report.results.find((r) => !r.passed)?.name).toBe('recv-stream-v4-layout-2025')
  })
})

describe('conformance runner', () => {
  it('passes every case of the shared vectors file', () => {
    const report = runConformance(load())
    const text = formatReport(report)
    expect(text).toMatch(/^\d+ passed, 0 failed$/m)
    expect(report.failed).toBe(0)
    expect(report.passed).toBeGreaterThanOrEqual(40)
  })

  it('reports the differing field of a changed case, and keeps going', () => {
    const doc = load()
    doc.serverPackets[0].decoded.timeDiff = '1500'
    doc.clientPackets[1].hex = doc.clientPackets[1].hex.replace(/..$/, '00')
    doc.streams[0].packetsHex.pop()
    const report = runConformance(doc)
    expect(report.failed).toBe(3)
    const text = formatReport(report)
    expect(text).toContain(
      'FAIL serverPackets/connack-v2-no-server-version: timeDiff: expected "1500", actual -1500',
    )
    expect(text).toMatch(/FAIL clientPackets\/send-text-v4: hex \(first difference at byte \d+\)/)
    expect(text).toContain('FAIL streams/split-and-coalesced: packetsHex')
    expect(text.split('\n').at(-1)).toBe(`${report.passed} passed, 3 failed`)
  })

  it('detects a wrong msgKey verdict and wrong decrypted content', () => {
    const doc = load()
    const tampered = doc.serverPackets.find((c: { name: string }) => c.name === 'recv-tampered-msgkey-v4')
    tampered.msgKeyValid = true
    const text = doc.serverPackets.find((c: { name: string }) => c.name === 'recv-text-v4')
    text.decryptedPayloadUtf8 = 'other'
    const report = runConformance(doc)
    expect(report.results.filter((r) => !r.passed).map((r) => r.mismatches[0]?.field)).toEqual([
      'decryptedPayloadUtf8',
      'msgKeyValid',
    ])
  })

  it('turns malformed cases into failures, never a crash', () => {
    const report = runConformance({
      varint: [{ value: 'x', hex: 'zz' }],
      clientPackets: [{ name: 'no fields' }, null],
      serverPackets: [
        { name: 'bad hex', hex: 'abc' },
        { name: 'short', hex: '4001', decoded: {} },
      ],
      streams: [{ name: 'bad chunk', chunksHex: ['4'], packetsHex: [] }],
    })
    expect(report.passed).toBe(0)
    expect(report.failed).toBe(6)
    expect(runConformance('nope').failed).toBe(1)
    expect(runConformance({}).passed + runConformance({}).failed).toBe(0)
  })

  it('handles cases expecting an error', () => {
    const report = runConformance({
      varint: [{ hex: 'ffffffff01', error: 'VARINT_TOO_LONG' }],
      streams: [{ name: 'forged', chunksHex: ['30ffffff7f'], error: 'FRAME_TOO_LARGE' }],
      serverPackets: [{ name: 'trailing', hex: '700000', error: true }],
    })
    expect(formatReport(report)).toBe('3 passed, 0 failed')
  })

  it('accepts the reference quirk of a pong decoded as packetType 0, and only for one-byte frames', () => {
    const ok = runConformance({ serverPackets: [{ name: 'pong', hex: '80', decoded: { packetType: 0 } }] })
    expect(ok.failed).toBe(0)
    const wrong = runConformance({
      serverPackets: [
        { name: 'sendack', hex: '401119937a612195c000000000030000004d01', decoded: { packetType: 0 } },
      ],
    })
    expect(wrong.failed).toBe(1)
  })
})

describe('conformance runner: reference encoding details', () => {
  it('writes header flags on a subscribe case as the reference encoder does', () => {
    const doc = load()
    const sub = doc.clientPackets.find((c: { name: string }) => c.name === 'sub-subscribe')
    sub.fields.header = { reddot: true }
    sub.hex = `a2${sub.hex.slice(2)}`
    const crypto = { aesKey: doc.crypto.aesKey, aesIV: doc.crypto.aesIV }
    expect(formatReport(runConformance({ crypto, clientPackets: [sub] }))).toBe('1 passed, 0 failed')
    sub.hex = `a0${sub.hex.slice(2)}`
    expect(runConformance({ crypto, clientPackets: [sub] }).failed).toBe(1)
  })
})
