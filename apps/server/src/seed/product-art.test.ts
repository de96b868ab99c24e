import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from '../storage/image-sniffer'
import { ART_SHAPES, drawProductArt } from './product-art'

describe('drawProductArt', () => {
  it.each(ART_SHAPES)('draws a valid PNG with a %s', (shape) => {
    const png = drawProductArt(200, shape, 32)
    expect(sniffImageType(png)?.mime).toBe('image/png')
    const view = new DataView(png.buffer, png.byteOffset)
    expect(view.getUint32(16)).toBe(32) // IHDR width
    expect(view.getUint32(20)).toBe(32) // IHDR height
    const idatLength = view.getUint32(33)
    const idat = png.subarray(41, 41 + idatLength)
    expect(inflateSync(idat).length).toBe(32 * (1 + 32 * 3))
  })

  it('draws non-square banners', () => {
    const png = drawProductArt(30, 'ring', 48, 20)
    const view = new DataView(png.buffer, png.byteOffset)
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([48, 20])
  })

  it('differs by hue', () => {
    expect(drawProductArt(10, 'circle', 16)).not.toEqual(drawProductArt(100, 'circle', 16))
  })
})
