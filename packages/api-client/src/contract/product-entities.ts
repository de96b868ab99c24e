import * as z from 'zod/mini'
import { shopSummarySchema } from './catalog-entities.js'
import { cents, count, idValue, percent, timestamp } from './fields.js'

// shop-spec §3 entities of the product and shop pages (the list summaries are in
// ./catalog-entities.ts, which /home uses: README "Tree-shaking").

/** A spec dimension ("colour": ["red", "blue"]). */
export const productSpecSchema = z.object({ name: z.string(), values: z.array(z.string()) })

/** A SKU: one combination of spec values, with its own price and stock. */
export const productSkuSchema = z.object({
  id: idValue(),
  /** Values in the order of `specs`. */
  specValues: z.array(z.string()),
  priceCents: cents(),
  stock: count(),
  image: z.nullable(z.string()),
})

export const productDetailSchema = z.object({
  id: idValue(),
  name: z.string(),
  images: z.array(z.string()),
  priceCents: cents(),
  stock: count(),
  sales: count(),
  seen: count(),
  description: z.string(),
  categoryId: idValue(),
  specs: z.array(productSpecSchema),
  skus: z.array(productSkuSchema),
  shop: shopSummarySchema,
  reviewCount: count(),
  favourableRate: percent(),
  /** false for guests. */
  favourited: z.boolean(),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** shop-spec §3 Review. */
export const reviewSchema = z.object({
  id: idValue(),
  userName: z.string(),
  avatar: z.string(),
  productScore: z.int(),
  serviceScore: z.int(),
  postageScore: z.int(),
  content: z.string(),
  pictures: z.array(z.string()),
  spec: z.string(),
  createdAt: timestamp(),
})
export type Review = z.infer<typeof reviewSchema>

/** Issue #46: `average` is the mean product score (1-5, one decimal; 0 with no review). */
export const reviewSummarySchema = z.object({
  average: z.number().check(z.gte(0), z.lte(5)),
  count: count(),
  withPictures: count(),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

export const shopDetailSchema = z.object({
  id: idValue(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  sales: count(),
  totalSalesCents: cents(),
  followers: count(),
  favourableRate: percent(),
  productCount: count(),
  /** false for guests. */
  followed: z.boolean(),
})
export type ShopDetail = z.infer<typeof shopDetailSchema>
