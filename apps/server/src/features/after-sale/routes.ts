import {
  complaintList,
  complaintOrder,
  complaintPlatform,
  refundApply,
  refundDetail,
  reviewAdd,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { complainAboutOrder, complainAboutPlatform } from './complaints'
import { listMyComplaints } from './my-complaints'
import { applyRefund, refundOfOrder } from './refunds'
import { reviewOrder } from './reviews'

/** shop-spec §5: refund, review and complaints (about an order, about the platform). */
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

  // shop-spec §5 Complaint: content required, the certificate optional (issue #46; the contract checks).
  mount(complaintOrder, async ({ input, session }) =>
    complainAboutOrder(db, clock, (await session()).userId, input),
  )
  mount(complaintPlatform, async ({ input, session }) =>
    complainAboutPlatform(db, clock, (await session()).userId, input),
  )
  // Issue #31: the shopper follows their own complaints (never anyone else's) to the resolution.
  mount(complaintList, async ({ input, session }) => listMyComplaints(db, (await session()).userId, input))

  return router
}
