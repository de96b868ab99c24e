import { favouriteAdd, favouriteIds, favouriteList, favouriteRemove } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { addFavourite, favouriteProductIds, listFavourites, removeFavourite } from './favourite-service'

/** Favourite products (shop-spec §2 /myFavourite). */
export function createFavouriteRoutes({ db, clock, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(favouriteAdd, async ({ input, session }) =>
    addFavourite(db, clock, (await session()).userId, input.productId),
  )
  mount(favouriteRemove, async ({ input, session }) =>
    removeFavourite(db, (await session()).userId, input.productId),
  )
  mount(favouriteList, async ({ input, session, lang }) =>
    listFavourites(db, (await session()).userId, input, lang),
  )
  mount(favouriteIds, async ({ session }) => favouriteProductIds(db, (await session()).userId))

  return router
}
