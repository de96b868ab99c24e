import { cartAdd, cartList, cartRemove, cartSelect, cartUpdate } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { addToCart, removeFromCart, selectInCart, updateCartQuantity } from './cart-service'
import { loadCartView } from './cart-view'

/** shop-spec §1 cart: every call answers the whole cart view, so the page never computes totals itself. */
export function createCartRoutes({ db, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(cartList, async ({ session, lang }) => loadCartView(db, (await session()).userId, lang))

  mount(cartAdd, async ({ input, session, lang }) => {
    const { userId } = await session()
    await addToCart(db, userId, input)
    return loadCartView(db, userId, lang)
  })

  mount(cartUpdate, async ({ input, session, lang }) => {
    const { userId } = await session()
    await updateCartQuantity(db, userId, input.id, input.quantity)
    return loadCartView(db, userId, lang)
  })

  mount(cartRemove, async ({ input, session, lang }) => {
    const { userId } = await session()
    await removeFromCart(db, userId, input.ids)
    return loadCartView(db, userId, lang)
  })

  mount(cartSelect, async ({ input, session, lang }) => {
    const { userId } = await session()
    await selectInCart(db, userId, input)
    return loadCartView(db, userId, lang)
  })

  return router
}
