import * as z from 'zod/mini'
import { productSummarySchema } from './catalog-entities.js'
import { defineEndpoint } from './define-endpoint.js'
import { id, idValue, paged, pageQuery, timestamp } from './fields.js'

// Favourites: add and remove (a heart's tap) and the list (/myFavourite). The ids behind every
// heart are in ./favourite-ids.ts: product cards on /home load them, so that module is in the
// app's first chunk, whole, and these load with the first tap or screen (README "Tree-shaking").

const favouriteResult = z.object({ productId: idValue(), favourited: z.boolean() })

export const favouriteAdd = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/favourite/add',
  summary: 'Add a product to favourites (idempotent)',
  auth: true,
  request: z.object({ productId: id() }),
  response: favouriteResult,
})

export const favouriteRemove = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/favourite/remove',
  summary: 'Remove a product from favourites (idempotent)',
  auth: true,
  request: z.object({ productId: id() }),
  response: favouriteResult,
})

export const favouriteList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/favourite/list',
  summary: 'Favourite products (paginated)',
  auth: true,
  request: z.object(pageQuery()),
  response: paged(z.object({ ...productSummarySchema.shape, favouritedAt: timestamp() })),
})
