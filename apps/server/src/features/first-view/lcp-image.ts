import { asc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { productImages, products } from '../../db/schema'
import type { CatalogCache } from '../catalog/catalog-cache'
import { listBanners } from '../catalog/index-queries'
import { cachedShopInfo } from '../shops/shop-queries'
import { pageIdOf } from './page-ids'

/**
 * The image a public entry page paints largest (its LCP element), found by the server so the HTML
 * can ask for it before any script runs (issue #26): /home's first banner, a product page's first
 * picture and a shop's header banner, the same URLs the app then renders (`home-screen.tsx`,
 * `gallery.tsx`, `shop-screen.tsx`).
 */
export type LcpImageLookup = (pathname: string) => Promise<string | null>

/** /detail/{-$product}/{-$mer} (shop-spec §2); the id is read by pageIdOf. */
const DETAIL_PATH = /^\/detail\/([^/]+)(?:\/[^/]*)?\/?$/
/** /shop/{-$id} (shop-spec §2). */
const SHOP_PATH = /^\/shop\/([^/]+)\/?$/

async function firstProductImage(db: Executor, productId: number): Promise<string | null> {
  const [image] = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder))
    .limit(1)
  if (image) return image.url
  const [product] = await db
    .select({ cover: products.cover })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1)
  return product?.cover ?? null
}

export function createLcpImageLookup(db: Executor, catalogCache: CatalogCache, clock: Clock): LcpImageLookup {
  return async (pathname) => {
    if (pathname === '/' || pathname === '/home') {
      // The same cached list /api/index/index answers from (features/catalog/routes.ts).
      const banners = await catalogCache.get('banners', () => listBanners(db, new Date(clock.now())))
      return banners[0]?.image ?? null
    }
    // Issue #45: the ids the page itself reads (page-ids.ts); `/detail/016` or `/detail/0x10` names none.
    const detailId = pageIdOf(DETAIL_PATH.exec(pathname)?.[1] ?? '')
    if (detailId !== null) {
      return catalogCache.get(`lcp-image:${detailId}`, () => firstProductImage(db, detailId))
    }
    const shopId = pageIdOf(SHOP_PATH.exec(pathname)?.[1] ?? '')
    if (shopId !== null) {
      // A shop without a banner paints its name largest: no image to ask for.
      const info = await cachedShopInfo(catalogCache, db, shopId)
      return info?.banner || null
    }
    return null
  }
}
