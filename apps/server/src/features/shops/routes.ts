import { shopFollow, shopFollowList, shopInfo, shopProducts, shopUnfollow } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { notFound } from '../../http/refusal-error'
import { listProducts } from '../catalog/product-queries'
import { listFollowedShops, setFollow } from './follow-service'
import { assertShopExists, loadFollowState, loadShopInfo, shopInfoKey } from './shop-queries'

/** Shop page, its products, follow and unfollow (shop-spec §2 /shop, §4 Shops). */
export function createShopRoutes({ db, clock, auth, catalogMisses }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(shopInfo, async ({ input, viewer, ip }) => {
    // The key cachedShopInfo uses (the LCP lookup reads it too): one cached header per shop.
    const base = await catalogMisses.read(ip, shopInfoKey(input.id), () => loadShopInfo(db, input.id))
    if (!base) throw notFound('shop.notFound')
    return { ...base, ...(await loadFollowState(db, (await viewer())?.userId, input.id)) }
  })

  mount(shopProducts, async ({ input, lang, ip }) => {
    const { id, categoryId, sort, page, limit } = input
    return catalogMisses.read(ip, `shopProducts:${lang}:${JSON.stringify(input)}`, async () => {
      await assertShopExists(db, id)
      return listProducts(db, { shopId: id, categoryId }, sort, { page, limit }, lang)
    })
  })

  mount(shopFollow, async ({ input, session }) =>
    setFollow(db, clock, (await session()).userId, { shopId: input.shopId, follow: true }),
  )
  mount(shopUnfollow, async ({ input, session }) =>
    setFollow(db, clock, (await session()).userId, { shopId: input.shopId, follow: false }),
  )
  mount(shopFollowList, async ({ input, session }) => listFollowedShops(db, (await session()).userId, input))

  return router
}
