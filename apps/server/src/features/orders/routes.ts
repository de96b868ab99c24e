import {
  orderCancel,
  orderConfirm,
  orderCreate,
  orderDetail,
  orderList,
  orderPay,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { createPayCodeChecker } from '../accounts/pay-code-checker'
import { cancelOrder, confirmReceipt } from './order-actions'
import { createOrders } from './order-create'
import { payOrders } from './order-payment'
import { listOrders, orderDetail as loadOrderDetail } from './order-queries'

/** shop-spec §4 Orders (README "Money: cart, orders, wallet"): checkout, payment, list, detail, cancel and confirm receipt. */
export function createOrderRoutes(services: AppServices): Hono<AppEnv> {
  const { db, clock, auth, catalogCache } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const payCodes = createPayCodeChecker(services)

  mount(orderCreate, async ({ input, session }) => {
    const result = await createOrders(db, clock, (await session()).userId, input)
    catalogCache.invalidate()
    return result
  })

  mount(orderPay, async ({ input, session, ip }) => {
    const result = await payOrders(db, clock, payCodes, (await session()).userId, input, ip)
    if (result.paidOrderIds.length > 0) catalogCache.invalidate()
    return result
  })

  mount(orderList, async ({ input, session }) => listOrders(db, (await session()).userId, input))

  mount(orderDetail, async ({ input, session }) => loadOrderDetail(db, (await session()).userId, input.id))

  mount(orderCancel, async ({ input, session }) => {
    const { userId } = await session()
    await cancelOrder(db, clock, userId, input.id)
    catalogCache.invalidate()
    return loadOrderDetail(db, userId, input.id)
  })

  mount(orderConfirm, async ({ input, session }) => {
    const { userId } = await session()
    await confirmReceipt(db, clock, userId, input.id)
    return loadOrderDetail(db, userId, input.id)
  })

  return router
}
