import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isValidStorageKey } from '../../storage/file-storage'
import { sniffImageType } from '../../storage/image-sniffer'
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_SHOPS } from '../demo-catalog'
import { type ArtLibrary, createArtLibrary, webpSize } from './art-library'
import {
  ART_WIDTHS,
  type ArtRecipe,
  allRecipes,
  BANNER_ASPECT,
  demoArtPlan,
  PRODUCT_VIEWS,
} from './art-recipes'
import { createWebpCodec, type WebpCodec } from './webp-codec'

describe('demo art plan (#31)', () => {
  const plan = demoArtPlan()

  it('has pictures for every product kind, category, shop and banner of the demo catalogue', () => {
    const kinds = DEMO_CATEGORIES.flatMap((c) => c.kinds.map((k) => k.name))
    expect([...plan.products.keys()].sort()).toEqual([...kinds].sort())
    for (const shots of plan.products.values()) expect(shots).toHaveLength(PRODUCT_VIEWS)
    expect(plan.categories).toHaveLength(DEMO_CATEGORIES.length)
    expect(plan.shops).toHaveLength(DEMO_SHOPS.length)
    expect(plan.banners).toHaveLength(DEMO_BANNERS.length)
  })

  it('names every picture uniquely, as a valid storage key', () => {
    const ids = allRecipes(plan).map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(isValidStorageKey(`seed/art/${id}-0123456789-240_480-w480.webp`)).toBe(true)
  })
})

describe('art library', () => {
  let codec: WebpCodec
  let dir: string
  let library: ArtLibrary
  const plan = demoArtPlan()
  // One of each kind keeps the test short; the build and the seed draw the rest the same way.
  const sample: ArtRecipe[] = [
    plan.products.get('Ultrabook 14"')![0]!,
    plan.products.get('Plush Bear')![2]!,
    plan.categories[0]!,
    plan.shops[0]!,
    plan.banners[0]!,
  ]

  beforeAll(async () => {
    codec = await createWebpCodec()
    dir = await mkdtemp(path.join(tmpdir(), 'crossmart-art-'))
    library = createArtLibrary({ codec, cacheDir: dir })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it.each(sample.map((recipe) => [recipe.id, recipe] as const))(
    'draws %s as WebP at each stated width and height',
    async (_id, recipe) => {
      const files = await library.render(recipe)
      expect(files.map((f) => f.width)).toEqual([...ART_WIDTHS[recipe.kind]])
      for (const file of files) {
        const height = Math.round(file.width / (recipe.kind === 'banner' ? BANNER_ASPECT : 1))
        expect(sniffImageType(file.bytes)?.mime).toBe('image/webp')
        expect(webpSize(file.bytes)).toEqual({ width: file.width, height })
        const decoded = await codec.decode(file.bytes)
        expect([decoded.width, decoded.height]).toEqual([file.width, height])
        expect(file.name).toMatch(
          new RegExp(`^${recipe.id}-[0-9a-f]{10}-${recipe.widths.join('_')}-w${file.width}\\.webp$`),
        )
      }
    },
  )

  it('draws a picture, not a flat tile: the subject differs from the backdrop', async () => {
    const [small] = await library.render(sample[0]!)
    const image = await codec.decode(small!.bytes)
    const at = (x: number, y: number) => {
      const i = (y * image.width + x) * 4
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!]
    }
    const corner = at(4, 4)
    const centre = at(image.width / 2, Math.round(image.height * 0.47))
    const distance = Math.hypot(...corner.map((c, i) => c - centre[i]!))
    expect(distance).toBeGreaterThan(60)
  })

  it('keeps product pictures light for the product page LCP (#46): 780 px under 30 KB, 1170 under 45 KB', async () => {
    for (const recipe of plan.products.get('Rain Jacket')!) {
      const files = await library.render(recipe)
      const bytesAt = (width: number) => files.find((f) => f.width === width)!.bytes.length
      expect(bytesAt(780), recipe.id).toBeLessThan(30 * 1024)
      expect(bytesAt(1170), recipe.id).toBeLessThan(45 * 1024)
    }
  })

  it('reads a drawn picture back from the cache, and never for a changed recipe', async () => {
    const recipe = sample[2]!
    const first = await library.render(recipe)
    const again = createArtLibrary({ codec, cacheDir: dir })
    expect((await again.render(recipe)).map((f) => f.name)).toEqual(first.map((f) => f.name))
    expect(again.drawnCount()).toBe(0)
    const changed = await again.render({ ...recipe, hue: (recipe.hue + 90) % 360 })
    expect(again.drawnCount()).toBe(1)
    expect(changed.map((f) => f.name)).not.toEqual(first.map((f) => f.name))
    expect(changed[0]!.bytes).not.toEqual(first[0]!.bytes)
    expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).toBe(false)
  })
})

describe('webpSize', () => {
  it('refuses what is not a WebP', () => {
    expect(webpSize(new Uint8Array(40))).toBeNull()
  })
})
