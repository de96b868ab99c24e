import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { idValue, listOf, noInput } from './fields.js'

/** A localized article (help and support, legal and policy), in the request's Lang. */
export const articleSchema = z.object({ id: idValue(), title: z.string(), content: z.string() })

export const contentHelpSupport = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/help_support',
  summary: 'Help and support articles',
  auth: false,
  request: noInput(),
  response: listOf(articleSchema),
})

export const contentLaw = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/law',
  summary: 'Legal and policy articles',
  auth: false,
  request: noInput(),
  response: listOf(articleSchema),
})

/** shop-spec §3: platform info, fetched once and cached; §1: merchant-entry and seller links. */
export const contentPlatform = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/index/platform',
  summary: 'Platform information (name, logo, about text, merchant links, currency)',
  auth: false,
  request: noInput(),
  response: z.object({
    name: z.string(),
    logo: z.string(),
    about: z.string(),
    merchantEntryUrl: z.string(),
    sellerUrl: z.string(),
    serviceEmail: z.string(),
    /** shop-spec §1: the currency is shown as dollar. */
    currencySymbol: z.string(),
  }),
})
