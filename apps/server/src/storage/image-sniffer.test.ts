import { describe, expect, it } from 'vitest'
import { mimeForKey, sniffImageType } from './image-sniffer'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => new TextEncoder().encode(text)

describe('sniffImageType', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['gif87a', ascii('GIF87a....'), 'image/gif'],
    ['gif89a', ascii('GIF89a....'), 'image/gif'],
    ['webp', ascii('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
  ])('recognizes %s', (_name, input, mime) => {
    expect(sniffImageType(input)?.mime).toBe(mime)
  })

  it.each([
    ['empty', new Uint8Array()],
    ['truncated png', bytes(0x89, 0x50, 0x4e)],
    ['text', ascii('hello world')],
    ['svg', ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['html', ascii('<!doctype html><script>alert(1)</script>')],
    ['riff but wave', ascii('RIFF\0\0\0\0WAVEfmt ')],
    ['pdf', ascii('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull()
  })

  it('refuses random bytes that do not start with a signature', () => {
    for (let i = 0; i < 200; i++) {
      const random = Uint8Array.from({ length: 32 }, () => Math.floor(Math.random() * 256))
      random[0] = 0x00
      expect(sniffImageType(random)).toBeNull()
    }
  })
})

describe('mimeForKey', () => {
  it.each([
    ['a/b.png', 'image/png'],
    ['x.JPG', 'image/jpeg'],
    ['seed/p1.svg', 'image/svg+xml'],
    ['noext', 'application/octet-stream'],
    // Issue #45: an extension naming an Object.prototype key is unknown.
    ['a.constructor', 'application/octet-stream'],
    ['a.__proto__', 'application/octet-stream'],
  ])('%s -> %s', (key, mime) => expect(mimeForKey(key)).toBe(mime))
})
