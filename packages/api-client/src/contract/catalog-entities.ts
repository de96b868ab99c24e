import * as z from 'zod/mini'
import { cents, count, idValue, percent } from './fields.js'

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
const categoryFields = {
  id: idValue(),
  label: z.string(),
  name: z.string(),
  icon: z.string(),
}
/**
 * Issue #48: categories are a tree of two levels run by the operator; a top-level category carries
 * its visible children in display order (absent or empty: none). Hidden categories are not listed.
 */
export const categorySchema = z.object({
  ...categoryFields,
  children: z.optional(z.array(z.object(categoryFields))),
})
