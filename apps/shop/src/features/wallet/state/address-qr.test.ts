import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { addressQrDataUrl } from './address-qr'

const TRON = 'TMuW4thVNTVB5zW8XdsMahc53ckSRpTPp2'

/** The dark modules of the SVG back as a matrix (each path square is one module of 10 units). */
function modulesOf(dataUrl: string): boolean[][] {
  const svg = decodeURIComponent(dataUrl.replace('data:image/svg+xml,', ''))
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]) / 10
  const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)h/g)) matrix[Number(y) / 10]![Number(x) / 10] = true
  return matrix
}

describe('addressQrDataUrl', () => {
  it('draws the QR symbol of the address itself, with a 4-module quiet zone, dark on white', () => {
    const url = addressQrDataUrl(TRON)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(url)
    expect(svg).toContain('fill="#ffffff"')
    expect(svg).toContain('fill="#000000"')
    const symbol = encode(TRON, { border: 0, ecc: 'M' }).data
    const drawn = modulesOf(url)
    expect(drawn.length).toBe(symbol.length + 8)
    // The quiet zone is blank, and inside it every module is the symbol's.
    expect(drawn.slice(0, 4).flat().some(Boolean)).toBe(false)
    expect(drawn.slice(4, -4).map((row) => row.slice(4, -4))).toEqual(symbol)
  })

  it('another address is another picture', () => {
    expect(addressQrDataUrl(TRON)).not.toBe(addressQrDataUrl('0xCea01db0C0170B90b79c83972B32864370f63D1A'))
  })
})
