import {
  indexBanner,
  indexCategory,
  indexHotMerchant,
  indexHotProduct,
  indexIndex,
  indexProduct,
  productSearch,
  productSuggest,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import type { ServerLanguage } from '../../i18n/languages'
import { listBanners, listCategories } from './index-queries'
import { listHotProducts, listHotShops, listProducts } from './product-queries'
import { searchProducts, suggestProducts } from './search/product-search'

/** How many hot products the home aggregate carries (the full list is /api/index/hot_product). */
export const INDEX_HOT_PRODUCTS = 10
/** shop-spec §7/§9: hot merchants are requested as page 1, limit 8. */
export const INDEX_HOT_MERCHANTS = 8

/** shop-spec §7 Index calls: public, cached briefly (catalog-cache.ts). */
export function createCatalogRoutes({ db, auth, catalogCache, clock }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  // Every cache key carries the language: the answers hold names in it (product-language.ts).
  const loadBanners = (lang: ServerLanguage) =>
    catalogCache.get(`banners:${lang}`, () => listBanners(db, new Date(clock.now()), lang))
  const loadCategories = (lang: ServerLanguage) =>
    catalogCache.get(`categories:${lang}`, () => listCategories(db, lang))
  const hotProducts = (page: number, limit: number, lang: ServerLanguage) =>
    catalogCache.get(`hot:${lang}:${page}:${limit}`, () => listHotProducts(db, { page, limit }, lang))
  const hotShops = (page: number, limit: number) =>
    catalogCache.get(`hotShops:${page}:${limit}`, () => listHotShops(db, { page, limit }))

  mount(indexBanner, async ({ lang }) => ({ list: await loadBanners(lang) }))
  mount(indexCategory, async ({ lang }) => ({ list: await loadCategories(lang) }))

  mount(indexProduct, async ({ input, lang }) => {
    const { page, limit, sort, ...filter } = input
    return catalogCache.get(`products:${lang}:${JSON.stringify(input)}`, () =>
      listProducts(db, filter, sort, { page, limit }, lang),
    )
  })

  mount(productSearch, async ({ input, lang }) => {
    const { page, limit, sort, ...filter } = input
    return catalogCache.get(`search:${lang}:${JSON.stringify(input)}`, () =>
      searchProducts(db, filter, sort, { page, limit }, lang),
    )
  })

  mount(productSuggest, async ({ input, lang }) => ({
    list: await catalogCache.get(`suggest:${lang}:${input.limit}:${input.keyword.toLowerCase()}`, () =>
      suggestProducts(db, input.keyword, input.limit, lang),
    ),
  }))

  mount(indexHotProduct, async ({ input, lang }) => hotProducts(input.page, input.limit, lang))
  mount(indexHotMerchant, async ({ input }) => hotShops(input.page, input.limit))

  mount(indexIndex, async ({ lang }) => {
    const [bannerList, categoryList, hot, shops] = await Promise.all([
      loadBanners(lang),
      loadCategories(lang),
      hotProducts(1, INDEX_HOT_PRODUCTS, lang),
      hotShops(1, INDEX_HOT_MERCHANTS),
    ])
    return { banners: bannerList, categories: categoryList, hotProducts: hot.list, hotMerchants: shops.list }
  })

  return router
}
