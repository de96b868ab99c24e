import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { idValue, noInput } from './fields.js'
import { favouriteIdsRoute } from './first-view-routes.js'

// The shopper's favourite product ids, behind the hearts on every product card (/home too); the
// other favourite calls are in ./favourite.ts (README "Tree-shaking").

/** The most favourite ids one answer carries (the newest); a shopper's hearts on product cards. */
export const FAVOURITE_IDS_MAX = 1_000

export const favouriteIds = /*#__PURE__*/ defineEndpoint({
  ...favouriteIdsRoute,
  request: noInput(),
  response: z.object({ ids: z.array(idValue()) }),
})
