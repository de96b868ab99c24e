import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Straight (not premultiplied) RGBA pixels, row by row, as the WebP codec reads and writes them. */
export interface RgbaImage {
  width: number
  height: number
  data: Uint8ClampedArray
}

export interface WebpCodec {
  decode(bytes: Uint8Array): Promise<RgbaImage>
  encode(image: RgbaImage, quality: number): Promise<Uint8Array>
}

interface EncoderModule {
  init(module: WebAssembly.Module): Promise<unknown>
  default(image: RgbaImage, options: { quality: number; method: number }): Promise<ArrayBuffer>
}

interface DecoderModule {
  init(module: WebAssembly.Module): Promise<void>
  default(bytes: ArrayBuffer): Promise<RgbaImage>
}

/**
 * libwebp compiled to WebAssembly (@jsquash/webp, Squoosh's build): the guide allows no native
 * addon, so no sharp. The .wasm files are read from the installed package and compiled here, because
 * the package's own loader would fetch them by URL, which Node cannot.
 */
export async function createWebpCodec(): Promise<WebpCodec> {
  const require = createRequire(import.meta.url)
  const packageDir = path.dirname(require.resolve('@jsquash/webp/package.json'))
  const compile = async (file: string) => WebAssembly.compile(await readFile(path.join(packageDir, file)))
  // The packages' typings speak of the DOM's ImageData and omit init's module argument: typed here.
  const encoder = (await import('@jsquash/webp/encode.js')) as unknown as EncoderModule
  const decoder = (await import('@jsquash/webp/decode.js')) as unknown as DecoderModule
  // Node 24 has WebAssembly SIMD; the package picks the SIMD build by the same feature test.
  await encoder.init(await compile('codec/enc/webp_enc_simd.wasm'))
  await decoder.init(await compile('codec/dec/webp_dec.wasm'))
  return {
    async decode(bytes) {
      const copy = bytes.slice().buffer
      const image = await decoder.default(copy)
      return { width: image.width, height: image.height, data: image.data }
    },
    async encode(image, quality) {
      const buffer = await encoder.default(image, { quality, method: 4 })
      return new Uint8Array(buffer)
    },
  }
}

/**
 * A codec that loads the WebAssembly only when first used: a seed whose pictures are all in the
 * cache (every start after the build, every test server) never pays for it.
 */
export function createLazyWebpCodec(): WebpCodec {
  let codec: Promise<WebpCodec> | undefined
  const get = () => {
    codec ??= createWebpCodec()
    return codec
  }
  return {
    decode: async (bytes) => (await get()).decode(bytes),
    encode: async (image, quality) => (await get()).encode(image, quality),
  }
}
