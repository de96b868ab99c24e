import { describe, expect, it } from 'vitest'
import type { ArtRecipe } from './art-recipes'
import { composeArt } from './compose-art'
import { createImage, resample, rotate } from './raster'
import type { RgbaImage } from './webp-codec'

/** A solid square of one colour with a transparent margin: stands in for an emoji render. */
function square(rgb: readonly [number, number, number], size = 64): RgbaImage {
  const image = createImage(size, size)
  for (let y = 8; y < size - 8; y++) {
    for (let x = 8; x < size - 8; x++) {
      const i = (y * size + x) * 4
      image.data.set([...rgb, 255], i)
    }
  }
  return image
}

const RED = [255, 0, 0] as const
const BLUE = [0, 0, 255] as const
const product = (view: number, extra: Partial<ArtRecipe> = {}): ArtRecipe => ({
  id: 'p-test',
  kind: 'product',
  emoji: ['subject', 'companion'],
  hue: 90,
  view,
  widths: [240],
  aspect: 1,
  ...extra,
})

/** Where pixels of exactly this colour are: their count and bounding box (fractions of the width). */
function whereIs(image: RgbaImage, rgb: readonly [number, number, number]) {
  let n = 0
  let [x0, y0, x1, y1] = [1, 1, 0, 0]
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4
      const d = Math.hypot(image.data[i]! - rgb[0], image.data[i + 1]! - rgb[1], image.data[i + 2]! - rgb[2])
      if (d > 40) continue
      n++
      x0 = Math.min(x0, x / image.width)
      x1 = Math.max(x1, x / image.width)
      y0 = Math.min(y0, y / image.height)
      y1 = Math.max(y1, y / image.height)
    }
  }
  return { n, box: [x0, y0, x1, y1] }
}

describe('product shots (#46: three views, not one icon on three backgrounds)', () => {
  const objects = [square(RED), square(BLUE)]
  const shots = [0, 1, 2].map((view) => composeArt(product(view), 240, objects))
  const subject = shots.map((shot) => whereIs(shot, RED))
  const companion = shots.map((shot) => whereIs(shot, BLUE))

  it('shows the subject in every view, and the companion in the scene and the close-up', () => {
    expect(subject.every((s) => s.n > 500)).toBe(true)
    expect(companion[0]!.n).toBe(0)
    expect(companion[1]!.n).toBeGreaterThan(500)
    expect(companion[2]!.n).toBeGreaterThan(100)
  })

  it('composes each view differently: the subject moves, grows and turns', () => {
    const width = (s: (typeof subject)[number]) => s.box[2]! - s.box[0]!
    const centreX = (s: (typeof subject)[number]) => (s.box[0]! + s.box[2]!) / 2
    // The scene puts the subject left of the centre, beside its companion.
    expect(centreX(subject[1]!)).toBeLessThan(centreX(subject[0]!) - 0.05)
    // The close-up is larger, and turned: its box is wider than the square's side in the cover.
    expect(subject[2]!.n).toBeGreaterThan(subject[0]!.n * 1.1)
    expect(width(subject[2]!) / Math.sqrt(subject[2]!.n / 240 / 240)).toBeGreaterThan(1.1)
  })

  it('paints different backdrops for the three views', () => {
    const corner = (image: RgbaImage) => [...image.data.subarray(0, 3)]
    const [a, b, c] = shots.map(corner)
    const far = (p: number[], q: number[]) => Math.hypot(...p.map((v, i) => v - q[i]!)) > 25
    expect([far(a!, b!), far(b!, c!), far(a!, c!)]).toEqual([true, true, true])
  })

  it('puts the companion on the cover when the subject alone would say another thing', () => {
    const cover = composeArt(product(0, { companionOnCover: true }), 240, objects)
    expect(whereIs(cover, BLUE).n).toBeGreaterThan(500)
  })
})

describe('raster', () => {
  it('enlarges without darkening edges and keeps a solid colour solid', () => {
    const big = resample(square(RED, 32), 128, 128)
    expect([...big.data.subarray((64 * 128 + 64) * 4, (64 * 128 + 64) * 4 + 4)]).toEqual([255, 0, 0, 255])
    for (let i = 0; i < big.data.length; i += 4) {
      if (big.data[i + 3]! > 16) expect(big.data[i]!).toBeGreaterThan(200)
    }
  })

  it('turns about the centre: a quarter turn moves a left mark to the top', () => {
    const image = createImage(9, 9)
    image.data.set([0, 255, 0, 255], (4 * 9 + 1) * 4)
    const turned = rotate(image, Math.PI / 2)
    expect(turned.data[(1 * 9 + 4) * 4 + 3]).toBe(255)
    expect(turned.data[(4 * 9 + 1) * 4 + 3]).toBe(0)
  })
})
