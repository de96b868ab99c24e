import type { FileStorage } from '../storage/file-storage'
import type { ArtLibrary } from './art/art-library'
import type { ArtRecipe, DemoArtPlan } from './art/art-recipes'
import { PLATFORM_LOGO_SVG } from './art/platform-logo'

/** Public URL prefix of stored files (served by the uploads feature). */
export const UPLOADS_URL_PREFIX = '/uploads/'
/** Storage folder of the demo pictures. */
export const SEED_ART_FOLDER = 'seed/art/'
/** The platform's logo (platform facts), an SVG written by the seed. */
export const PLATFORM_LOGO_KEY = 'seed/platform-logo.svg'

/**
 * Stores a recipe's files (one per width) unless they are there already, and returns the URL of the
 * widest. The shop derives the others from the name (`...-<w1>_<w2>-w<width>.webp`, see the
 * ui-kit's `widthSrcSet`); names carry a content hash, so the route's year-long immutable caching holds.
 */
export async function storeArt(
  storage: FileStorage,
  library: ArtLibrary,
  recipe: ArtRecipe,
): Promise<string> {
  const files = await library.render(recipe)
  for (const file of files) {
    const key = SEED_ART_FOLDER + file.name
    if (!(await storage.exists(key))) await storage.put(key, file.bytes)
  }
  return UPLOADS_URL_PREFIX + SEED_ART_FOLDER + files[files.length - 1]!.name
}

export interface DemoArtUrls {
  /** Three picture URLs per product kind (by English base name), shot 0 first. */
  products: ReadonlyMap<string, readonly string[]>
  categories: readonly string[]
  shops: readonly string[]
  banners: readonly string[]
}

/** Draws (or finds) and stores every demo picture; one at a time, the WebAssembly encoder is single-threaded. */
export async function storeDemoArt(
  storage: FileStorage,
  library: ArtLibrary,
  plan: DemoArtPlan,
): Promise<DemoArtUrls> {
  const all = async (recipes: readonly ArtRecipe[]) => {
    const urls: string[] = []
    for (const recipe of recipes) urls.push(await storeArt(storage, library, recipe))
    return urls
  }
  const products = new Map<string, string[]>()
  for (const [kind, recipes] of plan.products) products.set(kind, await all(recipes))
  if (!(await storage.exists(PLATFORM_LOGO_KEY))) {
    await storage.put(PLATFORM_LOGO_KEY, new TextEncoder().encode(PLATFORM_LOGO_SVG))
  }
  return {
    products,
    categories: await all(plan.categories),
    shops: await all(plan.shops),
    banners: await all(plan.banners),
  }
}
