import * as z from 'zod/mini'
import { cents, count, idValue, percent, timestamp } from './fields.js'

/** shop-spec §3 Product (summary as listed on home, explore, search, shop and favourites). */
export const productSummarySchema = z.object({
  id: idValue(),
  name: z.string(),
  image: z.string(),
  priceCents: cents(),
  stock: count(),
  sales: count(),
  seen: count(),
  categoryId: idValue(),
  shopId: idValue(),
  shopName: z.string(),
})
export type ProductSummary = z.infer<typeof productSummarySchema>

/** shop-spec §3 Shop (summary in lists: store name, sales, followers, favourable rate). */
export const shopSummarySchema = z.object({
  id: idValue(),
  name: z.string(),
  logo: z.string(),
  sales: count(),
  followers: count(),
  favourableRate: percent(),
})
export type ShopSummary = z.infer<typeof shopSummarySchema>

export const bannerSchema = z.object({
  id: idValue(),
  image: z.string(),
  title: z.string(),
  /** In-app path or absolute URL; '' when the banner is not a link. */
  link: z.string(),
})

/** shop-spec §3 category labels: `label` is one of CATEGORY_LABELS (a translation key), `name` localized. */
export const categorySchema = z.object({
  id: idValue(),
  label: z.string(),
  name: z.string(),
  icon: z.string(),
})

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
