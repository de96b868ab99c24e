import { chatRating, chatRatingSubmit } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { FeatureRoutes } from '../../app'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { rateConversation, ratingOfShopper, shopperViewOf } from './ratings'

/**
 * Issue #29 (server README "Satisfaction ratings"): the shopper's side of a rating request, the card
 * in the chat: what it asks or what was given, and the answer (once; a second is refused with
 * `rating.alreadyGiven`). A request of another shopper answers not found.
 */
export function createShopperRatingRoutes(): FeatureRoutes {
  return ({ db, clock, auth }) => {
    const router = new Hono<AppEnv>()
    const mount = createMount(router, auth)
    mount(chatRating, async (ctx) =>
      shopperViewOf(await ratingOfShopper(db, (await ctx.session()).userId, ctx.input.id)),
    )
    mount(chatRatingSubmit, async (ctx) => {
      const { id, score, comment } = ctx.input
      const rated = await rateConversation(db, clock, (await ctx.session()).userId, {
        ratingId: id,
        score,
        comment,
      })
      return shopperViewOf(rated)
    })
    return router
  }
}
