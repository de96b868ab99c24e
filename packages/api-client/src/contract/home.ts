import * as z from 'zod/mini'
import { bannerSchema, categorySchema, productSummarySchema, shopSummarySchema } from './catalog-entities.js'
import { defineEndpoint } from './define-endpoint.js'
import { noInput, paged, pageQuery } from './fields.js'
import { indexHotProductRoute, indexIndexRoute } from './first-view-routes.js'

// shop-spec §7 Index: the two calls of the landing page (/home). A module of their own: the app's
// first chunk carries every module its landing page imports, with all the exports any screen uses
// (README "Tree-shaking"), so the other index calls live in ./catalog.ts.

export const indexHotProduct = /*#__PURE__*/ defineEndpoint({
  ...indexHotProductRoute,
  request: z.object(pageQuery()),
  response: paged(productSummarySchema),
})

export const indexIndex = /*#__PURE__*/ defineEndpoint({
  ...indexIndexRoute,
  request: noInput(),
  response: z.object({
    banners: z.array(bannerSchema),
    categories: z.array(categorySchema),
    hotProducts: z.array(productSummarySchema),
    hotMerchants: z.array(shopSummarySchema),
  }),
})
