import { encodePng } from './png-encoder'

/** Size of generated demo pictures (square, pixels). */
export const ART_SIZE = 320

export type ArtShape = 'circle' | 'square' | 'diamond' | 'stripes' | 'ring'
export const ART_SHAPES: readonly ArtShape[] = ['circle', 'square', 'diamond', 'stripes', 'ring']

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

function inShape(shape: ArtShape, x: number, y: number): boolean {
  // x, y in -1..1 around the centre
  const r = Math.hypot(x, y)
  switch (shape) {
    case 'circle':
      return r < 0.55
    case 'square':
      return Math.abs(x) < 0.45 && Math.abs(y) < 0.45
    case 'diamond':
      return Math.abs(x) + Math.abs(y) < 0.6
    case 'stripes':
      return Math.abs(x) < 0.6 && Math.abs(y) < 0.6 && Math.floor((x + y + 2) * 5) % 2 === 0
    case 'ring':
      return r < 0.6 && r > 0.35
  }
}

/**
 * A demo product picture drawn in code (README "Layout" src/seed/: generated locally at seed time, no network):
 * a vertical gradient in the product's hue with a light shape in the middle.
 */
export function drawProductArt(
  hue: number,
  shape: ArtShape,
  width: number = ART_SIZE,
  height: number = width,
): Uint8Array {
  const rgb = new Uint8Array(width * height * 3)
  const fg = hslToRgb((hue + 180) % 360, 0.35, 0.92)
  const side = Math.min(width, height)
  for (let py = 0; py < height; py++) {
    // A vertical gradient keeps rows alike, so the PNG deflates to a few kilobytes.
    const bg = hslToRgb(hue, 0.55, 0.4 + (0.25 * py) / height)
    for (let px = 0; px < width; px++) {
      const x = ((px - (width - side) / 2) / side) * 2 - 1
      const y = ((py - (height - side) / 2) / side) * 2 - 1
      const [r, g, b] = inShape(shape, x, y) ? fg : bg
      const i = (py * width + px) * 3
      rgb[i] = r
      rgb[i + 1] = g
      rgb[i + 2] = b
    }
  }
  return encodePng(width, height, rgb)
}
