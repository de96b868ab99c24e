import type { RgbaImage } from './webp-codec'

/** A colour as 0-255 channels. */
export type Rgb = readonly [number, number, number]

export function createImage(width: number, height: number): RgbaImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) }
}

export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t

/**
 * Fills the image with a diagonal gradient from `from` (top left) to `to` (bottom right) and a soft
 * light spot at (spotX, spotY) (fractions of the size), the studio backdrop of a product shot.
 */
export function paintBackdrop(
  image: RgbaImage,
  from: Rgb,
  to: Rgb,
  spot: { x: number; y: number; radius: number; strength: number },
): void {
  const { width, height, data } = image
  const diagonal = width + height
  const radius = spot.radius * Math.max(width, height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / diagonal
      const d = Math.hypot(x - spot.x * width, y - spot.y * height) / radius
      const light = spot.strength * Math.max(0, 1 - d * d)
      const i = (y * width + x) * 4
      for (let c = 0; c < 3; c++) data[i + c] = mix(mix(from[c]!, to[c]!, t), 255, light)
      data[i + 3] = 255
    }
  }
}

/** A soft elliptic shadow centred at (cx, cy), darkening what is below by up to `opacity`. */
export function paintShadow(
  image: RgbaImage,
  shadow: { cx: number; cy: number; rx: number; ry: number; opacity: number },
): void {
  const { width, data } = image
  const x0 = Math.max(0, Math.floor(shadow.cx - shadow.rx))
  const x1 = Math.min(width - 1, Math.ceil(shadow.cx + shadow.rx))
  const y0 = Math.max(0, Math.floor(shadow.cy - shadow.ry))
  const y1 = Math.min(image.height - 1, Math.ceil(shadow.cy + shadow.ry))
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot((x - shadow.cx) / shadow.rx, (y - shadow.cy) / shadow.ry)
      if (d >= 1) continue
      // Smooth fall-off to the rim: a contact shadow, darkest under the object.
      const k = shadow.opacity * (1 - d) * (1 - d)
      const i = (y * width + x) * 4
      for (let c = 0; c < 3; c++) data[i + c] = data[i + c]! * (1 - k)
    }
  }
}

/**
 * Resamples `source` to width x height: an area average when shrinking (no aliasing in small
 * thumbnails), bilinear when enlarging. Works on premultiplied colour so transparent edges do not
 * turn dark.
 */
export function resample(source: RgbaImage, width: number, height: number, mirror = false): RgbaImage {
  const out = createImage(width, height)
  const sx = source.width / width
  const sy = source.height / height
  const src = source.data
  const sample = (x: number, y: number, acc: Float64Array, weight: number) => {
    const i = (y * source.width + x) * 4
    const a = (src[i + 3]! / 255) * weight
    acc[0]! += src[i]! * a
    acc[1]! += src[i + 1]! * a
    acc[2]! += src[i + 2]! * a
    acc[3]! += a
  }
  const acc = new Float64Array(4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      acc.fill(0)
      let total = 0
      const dx = mirror ? width - 1 - x : x
      if (sx > 1 || sy > 1) {
        const xs = Math.floor(dx * sx)
        const xe = Math.min(source.width, Math.max(xs + 1, Math.floor((dx + 1) * sx)))
        const ys = Math.floor(y * sy)
        const ye = Math.min(source.height, Math.max(ys + 1, Math.floor((y + 1) * sy)))
        for (let yy = ys; yy < ye; yy++) for (let xx = xs; xx < xe; xx++) sample(xx, yy, acc, 1)
        total = (xe - xs) * (ye - ys)
      } else {
        const fx = Math.max(0, (dx + 0.5) * sx - 0.5)
        const fy = Math.max(0, (y + 0.5) * sy - 0.5)
        const x0 = Math.floor(fx)
        const y0 = Math.floor(fy)
        const x1 = Math.min(source.width - 1, x0 + 1)
        const y1 = Math.min(source.height - 1, y0 + 1)
        const tx = fx - x0
        const ty = fy - y0
        sample(x0, y0, acc, (1 - tx) * (1 - ty))
        sample(x1, y0, acc, tx * (1 - ty))
        sample(x0, y1, acc, (1 - tx) * ty)
        sample(x1, y1, acc, tx * ty)
        total = 1
      }
      const i = (y * width + x) * 4
      const alpha = acc[3]! / total
      if (alpha > 0) {
        out.data[i] = acc[0]! / acc[3]!
        out.data[i + 1] = acc[1]! / acc[3]!
        out.data[i + 2] = acc[2]! / acc[3]!
      }
      out.data[i + 3] = alpha * 255
    }
  }
  return out
}

/** Draws `source` (straight alpha) over `target` with its top left corner at (left, top). */
export function drawOver(target: RgbaImage, source: RgbaImage, left: number, top: number): void {
  const ox = Math.round(left)
  const oy = Math.round(top)
  for (let y = 0; y < source.height; y++) {
    const ty = y + oy
    if (ty < 0 || ty >= target.height) continue
    for (let x = 0; x < source.width; x++) {
      const tx = x + ox
      if (tx < 0 || tx >= target.width) continue
      const s = (y * source.width + x) * 4
      const a = source.data[s + 3]! / 255
      if (a === 0) continue
      const t = (ty * target.width + tx) * 4
      for (let c = 0; c < 3; c++) target.data[t + c] = mix(target.data[t + c]!, source.data[s + c]!, a)
    }
  }
}
