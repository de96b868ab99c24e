import * as z from 'zod/mini'
import { productSummarySchema, shopSummarySchema } from './catalog-entities.js'
import { PRODUCT_SORT } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { count, flag, id, idValue, listOf, paged, pageQuery, timestamp } from './fields.js'
import {
  productDetailSchema,
  reviewSchema,
  reviewSummarySchema,
  shopDetailSchema,
} from './product-entities.js'

// Calls the spec leaves unnamed (shop-spec §1: product detail, reviews, recommendations; shops,
// follow; favourites are in ./favourite.ts), named in the spec's style `/api/<area>/<action>`.

const recommendLimitMax = 50

export const productDetail = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/detail',
  summary: 'Product detail with specs, SKUs and stock; counts a view (seen)',
  auth: false,
  request: z.object({ id: id() }),
  response: productDetailSchema,
})

export const productReviews = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/reviews',
  summary: "A product's reviews, newest first (paginated); `withPictures` keeps those with photos",
  auth: false,
  request: z.object({ productId: id(), withPictures: z.optional(flag()), ...pageQuery() }),
  response: paged(reviewSchema),
})

/** Issue #46: the product page's rating line and the "with photos" filter's count. */
export const productReviewSummary = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/review_summary',
  summary: "A product's average product score, review count and count of reviews with pictures",
  auth: false,
  request: z.object({ productId: id() }),
  response: reviewSummarySchema,
})

export const productRecommend = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/recommend',
  summary: 'Recommendations for a product (same category, best sellers first)',
  auth: false,
  request: z.object({
    productId: id(),
    limit: z._default(
      pageQuery().limit.check(z.lte(recommendLimitMax, { error: 'validation.pageInvalid' })),
      10,
    ),
  }),
  response: listOf(productSummarySchema),
})

export const shopInfo = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/shop/info',
  summary: 'Shop page: store name, sales, followers, favourable rate, total sales, followed flag',
  auth: false,
  request: z.object({ id: id() }),
  response: shopDetailSchema,
})

export const shopProducts = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/shop/products',
  summary: "All of a shop's products (paginated, sortable)",
  auth: false,
  request: z.object({
    id: id(),
    categoryId: z.optional(id()),
    sort: z.optional(z.enum(PRODUCT_SORT, { error: 'validation.invalid' })),
    ...pageQuery(),
  }),
  response: paged(productSummarySchema),
})

const followResult = z.object({ shopId: idValue(), followed: z.boolean(), followers: count() })

export const shopFollow = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/shop/follow',
  summary: 'Follow a shop (idempotent)',
  auth: true,
  request: z.object({ shopId: id() }),
  response: followResult,
})

export const shopUnfollow = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/shop/unfollow',
  summary: 'Unfollow a shop (idempotent)',
  auth: true,
  request: z.object({ shopId: id() }),
  response: followResult,
})

export const shopFollowList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/shop/follow_list',
  summary: 'Shops the user follows (paginated)',
  auth: true,
  request: z.object(pageQuery()),
  response: paged(z.object({ ...shopSummarySchema.shape, followedAt: timestamp() })),
})
