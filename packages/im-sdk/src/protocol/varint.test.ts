import { describe, expect, it } from 'vitest'
import { ProtocolError } from './errors.js'
import { decodeVarint, encodeVarint, varintLength } from './varint.js'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => Number.parseInt(h, 16))

describe('varint (PROTOCOL.md "Framing")', () => {
  const table = [
    { value: 0, hex: '00' },
    { value: 127, hex: '7f' },
    { value: 128, hex: '8001' },
    { value: 16_383, hex: 'ff7f' },
    { value: 16_384, hex: '808001' },
    { value: 2_097_151, hex: 'ffff7f' },
    { value: 2_097_152, hex: '80808001' },
    { value: 268_435_455, hex: 'ffffff7f' },
  ]
  it.each(table)('$value <-> $hex', ({ value, hex: expected }) => {
    expect(hex(encodeVarint(value))).toBe(expected)
    expect(varintLength(value)).toBe(expected.length / 2)
    expect(decodeVarint(fromHex(expected))).toEqual({ value, length: expected.length / 2 })
  })

  it('returns null when the bytes end inside the varint', () => {
    expect(decodeVarint(fromHex('ff'))).toBeNull()
    expect(decodeVarint(fromHex('ffffff'))).toBeNull()
    expect(decodeVarint(new Uint8Array(0))).toBeNull()
  })

  it('refuses a fifth byte', () => {
    expect(() => decodeVarint(fromHex('ffffffff01'))).toThrow(ProtocolError)
    expect(() => decodeVarint(fromHex('80808080'))).toThrow(
      expect.objectContaining({ code: 'VARINT_TOO_LONG' }),
    )
  })

  it.each([-1, 1.5, 268_435_456, Number.NaN])('refuses to encode %s', (value) => {
    expect(() => encodeVarint(value)).toThrow(expect.objectContaining({ code: 'INVALID_FIELD' }))
  })
})
