import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { id, int, key } from './fields.js'
import { requiredText } from './input-fields.js'

/** How many suggestions a search box shows at most while the shopper types. */
export const SEARCH_SUGGEST_MAX = 8

export const searchSuggestionSchema = z.object({ id: id(), name: z.string() })
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>

/**
 * Product names as the shopper types (issue #31 "search finds a product by any of its languages,
 * with suggestions"): the keyword matches a name in any language, the answer names the products in
 * the shopper's language, best sellers first.
 */
export const productSuggest = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/product/suggest',
  summary: 'Search suggestions: product names matching the keyword in any language',
  auth: false,
  request: z.object({
    keyword: requiredText('validation.keywordRequired'),
    limit: z._default(
      int('validation.invalid', SEARCH_SUGGEST_MAX).check(z.gte(1, key('validation.invalid'))),
      SEARCH_SUGGEST_MAX,
    ),
  }),
  response: z.object({ list: z.array(searchSuggestionSchema) }),
})
