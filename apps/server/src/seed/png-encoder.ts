import { deflateSync } from 'node:zlib'

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE_RGB = 2
const BIT_DEPTH = 8
const FILTER_NONE = 0

function crcTable(): Uint32Array {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
}

function crc32(table: Uint32Array, bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(table: Uint32Array, type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(table, out.subarray(4, 8 + data.length)))
  return out
}

/** Encodes an RGB image (`rgb` is width*height*3 bytes, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new RangeError('rgb length does not match width*height*3')
  const table = crcTable()
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header[8] = BIT_DEPTH
  header[9] = COLOR_TYPE_RGB
  // compression 0, filter 0, interlace 0
  const raw = new Uint8Array(height * (1 + width * 3))
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = FILTER_NONE
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1)
  }
  const parts = [
    PNG_SIGNATURE,
    chunk(table, 'IHDR', header),
    chunk(table, 'IDAT', new Uint8Array(deflateSync(raw))),
    chunk(table, 'IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
