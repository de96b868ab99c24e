import * as z from 'zod/mini'
import { productSummarySchema } from './catalog-entities.js'
import { defineEndpoint } from './define-endpoint.js'
import { id, idValue, noInput, paged, pageQuery, timestamp } from './fields.js'

// Favourites (/myFavourite, the hearts on product cards and product detail). Apart from
// ./product.ts because the hearts are on /home: the product and shop pages' calls stay out of the
// app's first chunk (README "Tree-shaking").

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

/** The most favourite ids one answer carries (the newest); a shopper's hearts on product cards. */
export const FAVOURITE_IDS_MAX = 1_000

export const favouriteIds = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/favourite/ids',
  summary: 'Ids of the favourite products, newest first (at most 1000), for the hearts on product cards',
  auth: true,
  request: noInput(),
  response: z.object({ ids: z.array(idValue()) }),
})
