import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { id, idValue, listOf, noInput, nothing } from './fields.js'
import { country, mobile, optionalText, postcode, requiredText } from './input-fields.js'
import { isPostcodeValid } from './postcode.js'

/** shop-spec §3 Address. */
export const addressSchema = z.object({
  id: idValue(),
  addressee: z.string(),
  mobile: z.string(),
  area: z.string(),
  detailedAddress: z.string(),
  tag: z.string(),
  isDefault: z.boolean(),
  /**
   * Issue #31: ISO 3166-1 region ("TH"), state/province and postcode. Empty for an address saved
   * before they existed (it keeps working: the area and detailed address still say where).
   */
  country: z.string(),
  region: z.string(),
  postcode: z.string(),
})
export type Address = z.infer<typeof addressSchema>

/**
 * shop-spec §5: addressee, mobile, area, detailed address and tag are required. Issue #31 adds the
 * country, region and postcode: optional here, so a client from before them still saves (the shop's
 * form always sends a country); a postcode must fit its country's format (./postcode.ts).
 */
export const addressInputSchema = z
  .object({
    /** Present when editing an existing address. */
    id: z.optional(id()),
    addressee: requiredText('validation.addresseeRequired'),
    mobile: mobile(),
    area: requiredText('validation.areaRequired'),
    detailedAddress: requiredText('validation.detailedAddressRequired', 500),
    tag: requiredText('validation.tagRequired', 32),
    isDefault: z.optional(z.boolean({ error: 'validation.invalid' })),
    country: z.optional(country()),
    region: optionalText(100),
    postcode: postcode(),
  })
  .check(
    z.refine((v) => isPostcodeValid(v.country ?? '', v.postcode ?? ''), {
      error: 'validation.postcodeInvalid',
      path: ['postcode'],
    }),
  )

export const addressList = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/address_list',
  summary: "The user's delivery addresses, default first",
  auth: true,
  request: noInput(),
  response: listOf(addressSchema),
})

export const addressAdd = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/address_add',
  summary: 'Add an address, or edit it when id is given; the first address becomes the default',
  auth: true,
  request: addressInputSchema,
  response: addressSchema,
})

export const addressDetail = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/address',
  summary: 'One address (for the edit form)',
  auth: true,
  request: z.object({ id: id() }),
  response: addressSchema,
})

export const addressSetDefault = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/address_set_default',
  summary: 'Make an address the default (exactly one default)',
  auth: true,
  request: z.object({ id: id() }),
  response: addressSchema,
})

export const addressDel = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/address_del',
  summary: 'Delete an address (GET, as shop-spec §7 lists it)',
  auth: true,
  request: z.object({ id: id() }),
  response: nothing(),
})
