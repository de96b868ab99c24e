import {
  orderCancel,
  orderConfirm,
  orderCreate,
  orderDetail,
  orderList,
  orderPay,
  orderPreview,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import { DEFAULT_ORDER_AUTO_CONFIRM_DAYS } from '../../config/defaults'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import type { ServerLanguage } from '../../i18n/languages'
import { createPayCodeChecker } from '../../security/pay-code-checker'
import { cancelOrder, confirmReceipt } from './order-actions'
import { createOrders } from './order-create'
import { expireOverdueOrders } from './order-expiry'
import { payOrders } from './order-payment'
import { previewCheckout } from './order-preview'
import { listOrders, orderDetail as loadOrderDetail } from './order-queries'

/** shop-spec §4 Orders (README "Money: cart, orders, wallet"): checkout, payment, list, detail, cancel and confirm receipt. */
export function createOrderRoutes(services: AppServices): Hono<AppEnv> {
  const { db, clock, auth, catalogCache } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const payCodes = createPayCodeChecker(services)

  // README "Unpaid orders expire": besides the sweep, a shopper's overdue orders expire before
  // anything reads or changes that shopper's orders.
  // Issue #42: the order detail says when the shop is paid (receipt confirmed by itself after this).
  const autoConfirmDays = services.config.orderAutoConfirmDays ?? DEFAULT_ORDER_AUTO_CONFIRM_DAYS
  const detail = (userId: number, orderId: number, lang: ServerLanguage) =>
    loadOrderDetail(db, userId, orderId, autoConfirmDays, lang)
  const expired = async (userId: number) => {
    await expireOverdueOrders(db, clock, catalogCache, { userId })
    return userId
  }

  mount(orderCreate, async ({ input, session, ip }) => {
    const userId = await expired((await session()).userId)
    return createOrders(db, clock, catalogCache, userId, input, undefined, {
      ip,
      unitsPerSkuPerIp: services.config.abuseLimits?.unpaidUnitsPerSkuPerIp ?? 0,
    })
  })

  mount(orderPreview, async ({ input, session }) => previewCheckout(db, (await session()).userId, input))

  mount(orderPay, async ({ input, session, ip }) => {
    const result = await payOrders(db, clock, payCodes, catalogCache, (await session()).userId, input, ip)
    // Counted after the payment's transaction committed (server README "Metrics").
    services.metrics.ordersPaid(result.paidOrderIds.length)
    return result
  })

  mount(orderList, async ({ input, session, lang }) =>
    listOrders(db, await expired((await session()).userId), input, lang),
  )

  mount(orderDetail, async ({ input, session, lang }) =>
    detail(await expired((await session()).userId), input.id, lang),
  )

  mount(orderCancel, async ({ input, session, lang }) => {
    const userId = await expired((await session()).userId)
    await cancelOrder(db, clock, catalogCache, userId, input.id)
    return detail(userId, input.id, lang)
  })

  mount(orderConfirm, async ({ input, session, lang }) => {
    const { userId } = await session()
    await confirmReceipt(db, clock, userId, input.id)
    return detail(userId, input.id, lang)
  })

  return router
}
