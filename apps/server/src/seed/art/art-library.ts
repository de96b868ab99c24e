import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ArtRecipe } from './art-recipes'
import { composeArt } from './compose-art'
import type { RgbaImage, WebpCodec } from './webp-codec'

/** Bump when the drawing code changes: it is part of every file name's hash. */
export const ART_GENERATOR_VERSION = 'art-3'
const QUALITY: Readonly<Record<ArtRecipe['kind'], number>> = {
  product: 74,
  category: 76,
  shop: 76,
  banner: 70,
}

export interface ArtFile {
  /** `<id>-<hash>-<w1>_<w2>...-w<width>.webp`: [a-z0-9_-] only, a valid storage key segment. */
  name: string
  width: number
  height: number
  bytes: Uint8Array
}

export interface ArtLibrary {
  /** The recipe's files, one per width, ascending; drawn and cached on first use. */
  render(recipe: ArtRecipe): Promise<ArtFile[]>
  /** Recipes drawn (not found in the cache) so far by this library. */
  drawnCount(): number
}

export interface ArtLibraryOptions {
  codec: WebpCodec
  /** Cache folder; files are named by content hash, so a stale one is never read. */
  cacheDir: string
  /** The Fluent Emoji 3D `assets` folder (defaults to the installed package's). */
  emojiDir?: string
}

/** The installed @lobehub/fluent-emoji-3d package's assets folder. */
export function defaultEmojiDir(): string {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets')
}

/**
 * The server package's `dist-art` folder (turbo output of `build`, git-ignored). Walks up from this
 * module like the migrations folder, so it works from src (tsx, vitest) and from dist/main.js.
 */
export function defaultArtCacheDir(fromUrl: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(fromUrl))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'migrations'))) {
      return path.join(dir, 'dist-art')
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('server package not found above ' + fileURLToPath(fromUrl))
    dir = parent
  }
}

/** Width and height from a WebP's header (VP8, VP8L or VP8X), or null when it is not one. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))
  if (bytes.length < 30 || text(0) !== 'RIFF' || text(8) !== 'WEBP') return null
  const chunk = text(12)
  if (chunk === 'VP8X') {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
    return { width: u24(24) + 1, height: u24(27) + 1 }
  }
  if (chunk === 'VP8 ') {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  return null
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  // Test files and a second process may draw the same picture at once: never expose half a file.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, file)
}

export function createArtLibrary({
  codec,
  cacheDir,
  emojiDir = defaultEmojiDir(),
}: ArtLibraryOptions): ArtLibrary {
  const sources = new Map<string, Promise<Uint8Array>>()
  const decoded = new Map<string, Promise<RgbaImage>>()
  let drawn = 0
  const sourceBytes = (name: string) => {
    let bytes = sources.get(name)
    if (!bytes) {
      bytes = readFile(path.join(emojiDir, `${name}.webp`)).then((b) => new Uint8Array(b))
      sources.set(name, bytes)
    }
    return bytes
  }
  const sourceImage = (name: string) => {
    let image = decoded.get(name)
    if (!image) {
      image = sourceBytes(name).then((bytes) => codec.decode(bytes))
      decoded.set(name, image)
    }
    return image
  }

  return {
    drawnCount: () => drawn,
    async render(recipe) {
      const hash = createHash('sha256').update(ART_GENERATOR_VERSION).update(JSON.stringify(recipe))
      for (const name of recipe.emoji) hash.update(await sourceBytes(name))
      const digest = hash.digest('hex').slice(0, 10)
      const stem = `${recipe.id}-${digest}-${recipe.widths.join('_')}`
      const sizes = recipe.widths.map((width) => ({
        name: `${stem}-w${width}.webp`,
        width,
        height: Math.round(width / recipe.aspect),
      }))
      const cached = await Promise.all(
        sizes.map(async (size) => {
          try {
            return { ...size, bytes: new Uint8Array(await readFile(path.join(cacheDir, size.name))) }
          } catch {
            return null
          }
        }),
      )
      if (cached.every((file) => file !== null)) return cached as ArtFile[]

      drawn++
      await mkdir(cacheDir, { recursive: true })
      const objects = await Promise.all(recipe.emoji.map(sourceImage))
      const files: ArtFile[] = []
      for (const size of sizes) {
        const bytes = await codec.encode(composeArt(recipe, size.width, objects), QUALITY[recipe.kind])
        await writeAtomically(path.join(cacheDir, size.name), bytes)
        files.push({ ...size, bytes })
      }
      return files
    },
  }
}
