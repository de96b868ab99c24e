import {
  complaintOrder,
  complaintPlatform,
  refundApply,
  refundDetail,
  reviewAdd,
} from '@crossmart/api-client'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import { complaints, orders } from '../../db/schema'
import { notFound } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { applyRefund, refundOfOrder } from './refunds'
import { reviewOrder } from './reviews'

/** issue 7: refund, review and complaints (about an order, about the platform). */
export function createAfterSaleRoutes({ db, clock, auth, catalogCache }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(refundApply, async ({ input, session }) => applyRefund(db, clock, (await session()).userId, input))

  mount(refundDetail, async ({ input, session }) =>
    refundOfOrder(db, (await session()).userId, input.orderId),
  )

  mount(reviewAdd, async ({ input, session }) => {
    const result = await reviewOrder(db, clock, (await session()).userId, input)
    catalogCache.invalidate()
    return result
  })

  // shop-spec §5 Complaint: content and certificate required (the contract checks both).
  mount(complaintOrder, async ({ input, session }) => {
    const { userId } = await session()
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)))
    if (!order) throw notFound('order.notFound')
    const [row] = await db
      .insert(complaints)
      .values({
        userId,
        orderId: order.id,
        content: input.content,
        certificate: input.certificate,
        createdAt: new Date(clock.now()),
      })
      .returning()
    return { id: row!.id, createdAt: row!.createdAt.toISOString() }
  })

  mount(complaintPlatform, async ({ input, session }) => {
    const [row] = await db
      .insert(complaints)
      .values({
        userId: (await session()).userId,
        orderId: null,
        content: input.content,
        certificate: input.certificate,
        createdAt: new Date(clock.now()),
      })
      .returning()
    return { id: row!.id, createdAt: row!.createdAt.toISOString() }
  })

  return router
}
