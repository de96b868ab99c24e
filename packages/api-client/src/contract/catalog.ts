import * as z from 'zod/mini'
import { bannerSchema, categorySchema, productSummarySchema, shopSummarySchema } from './catalog-entities.js'
import {
  HOT_MERCHANT_LIMIT,
  HOT_MERCHANT_PAGE,
  PRODUCT_SORT,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  SEARCH_SORT,
} from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, int, key, listOf, noInput, paged, pageQuery } from './fields.js'
import { optionalText, requiredText } from './input-fields.js'

/** Product list filters shared by /api/index/product, search and shop products. */
const productFilters = {
  ...pageQuery(),
  categoryId: z.optional(id()),
  shopId: z.optional(id()),
  keyword: optionalText(),
  sort: z.optional(z.enum(PRODUCT_SORT, { error: 'validation.invalid' })),
  minPriceCents: z.optional(int('validation.amountInvalid')),
  maxPriceCents: z.optional(int('validation.amountInvalid')),
}

// shop-spec §7 Index (all GET, public)

export const indexBanner = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/index/banner',
  summary: 'Home banners',
  auth: false,
  request: noInput(),
  response: listOf(bannerSchema),
})

export const indexCategory = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/index/category',
  summary: 'The ten categories (shop-spec §3)',
  auth: false,
  request: noInput(),
  response: listOf(categorySchema),
})

export const indexProduct = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/index/product',
  summary: 'Product list: filters, keyword, sort, pagination',
  auth: false,
  request: z.object(productFilters),
  response: paged(productSummarySchema),
})

export const indexHotMerchant = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/index/hot_merchant',
  // shop-spec §7/§9: page and limit are fixed to 1 and 8; the defaults make the fixed call `{}`.
  summary: 'Hot shops (page 1, limit 8)',
  auth: false,
  request: z.object({
    page: z._default(pageQuery().page, HOT_MERCHANT_PAGE),
    limit: z._default(pageQuery().limit, HOT_MERCHANT_LIMIT),
  }),
  response: paged(shopSummarySchema),
})

/**
 * What a search without results offers instead (issue #46): what sells most, named in the shopper's
 * language, and the categories to browse.
 */
export const searchHelpSchema = z.object({
  popularSearches: z.array(z.string()),
  categories: z.array(categorySchema),
})
export type SearchHelp = z.infer<typeof searchHelpSchema>

/**
 * Search (issue #46 "Search that forgives", server README "Search"): any language's name, synonyms
 * across the five languages, misspellings by trigram similarity; guests may sort and filter too.
 * `didYouMean` is the keyword as the server read it when it corrected a word, or the closest known
 * word when nothing matched; `help` comes only with an empty first page.
 */
export const productSearch = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/search',
  summary: 'Search products by keyword: relevance, sort, price / rating / shop filters, did-you-mean',
  auth: false,
  request: z.object({
    ...productFilters,
    keyword: requiredText('validation.keywordRequired'),
    sort: z.optional(z.enum(SEARCH_SORT, { error: 'validation.invalid' })),
    minRating: z.optional(
      int('validation.invalid', REVIEW_SCORE_MAX).check(z.gte(REVIEW_SCORE_MIN, key('validation.invalid'))),
    ),
  }),
  response: z.object({
    list: z.array(productSummarySchema),
    total: count(),
    page: z.int(),
    limit: z.int(),
    didYouMean: z.nullable(z.string()),
    help: z.nullable(searchHelpSchema),
  }),
})
