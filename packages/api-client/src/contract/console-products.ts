import * as z from 'zod/mini'
import { LANGUAGES } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { cents, count, flag, id, idValue, int, key, paged, pageQuery, timestamp } from './fields.js'
import { imageRef, optionalText } from './input-fields.js'
import { AMOUNT_MAX_CENTS } from './limits.js'
import {
  EDITABLE_LISTING_STATUSES,
  hasDuplicates,
  LISTING_STATUSES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_SKUS_MAX,
  PRODUCT_STOCK_MAX,
  STOCK_EDIT_MAX,
  skuCountOf,
  skusMatchOptions,
} from './product-editor-rules.js'

// Issue #48 "Products" (server README "Products"): a shop's owner and managers list, create, edit,
// duplicate, unlist and delete the shop's products and edit stock in bulk. Agents, other shops' staff,
// operators and shoppers are refused (console.managerOnly, the `shopManager` audience). Money is integer cents.

const OPTION_TEXT_MAX = 60
const PRODUCT_NAME_MAX = 200
const PRODUCT_DESCRIPTION_MAX = 5_000

/** A price: integer cents, above 0 (a negative or zero price is refused), at most AMOUNT_MAX_CENTS. */
/*#__NO_SIDE_EFFECTS__*/
export const priceField = () =>
  int('validation.priceInvalid', AMOUNT_MAX_CENTS).check(z.gt(0, key('validation.pricePositive')))

/** A SKU's stock: required, a whole number 0..PRODUCT_STOCK_MAX. */
/*#__NO_SIDE_EFFECTS__*/
export const stockField = () =>
  int('validation.stockRequired', PRODUCT_STOCK_MAX).check(z.gte(0, key('validation.stockInvalid')))

const optionText = (messageKey: 'validation.optionNameRequired' | 'validation.optionValueRequired') =>
  z
    .string(key(messageKey))
    .check(z.trim(), z.minLength(1, key(messageKey)), z.maxLength(OPTION_TEXT_MAX, key('validation.invalid')))

/** One option group: a name and 1..20 distinct values. */
export const optionGroupSchema = z.object({
  name: optionText('validation.optionNameRequired'),
  values: z.array(optionText('validation.optionValueRequired'), key('validation.optionValuesRequired')).check(
    z.minLength(1, key('validation.optionValuesRequired')),
    z.maxLength(PRODUCT_OPTION_VALUES_MAX, key('validation.optionValuesTooMany')),
    z.refine((values) => !hasDuplicates(values), key('validation.optionValueDuplicate')),
  ),
})

/** A product's text in one language; blank parts fall back (the shop's language chain). */
const languageTextSchema = z.object({
  name: optionalText(PRODUCT_NAME_MAX),
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
})
export type ProductLanguageText = z.infer<typeof languageTextSchema>

const textsSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.optional(languageTextSchema)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodMiniOptional<typeof languageTextSchema>
  >,
)
export type ProductTexts = z.infer<typeof textsSchema>

/**
 * A SKU is known by its values: one whose values a save keeps keeps its id (carts holding it stay
 * valid); a combination no longer offered is removed.
 */
export const skuInputSchema = z.object({
  /** One value per option group, in the groups' order. */
  values: z.array(optionText('validation.optionValueRequired'), key('validation.skusMismatch')),
  priceCents: priceField(),
  stock: stockField(),
})
export type SkuInput = z.infer<typeof skuInputSchema>

/**
 * Whether the options and SKUs have their shape (the cross-field rules below compare them; when a
 * field is already refused they add nothing, and never throw on a malformed body).
 */
const wellFormed = (v: { options?: unknown; skus?: unknown }): boolean => {
  const strings = (values: unknown) => Array.isArray(values) && values.every((x) => typeof x === 'string')
  return (
    Array.isArray(v.options) &&
    v.options.every((g) => strings((g as { values?: unknown } | null)?.values)) &&
    Array.isArray(v.skus) &&
    v.skus.every((s) => strings((s as { values?: unknown } | null)?.values))
  )
}

/**
 * The cross-field rules run even when a field is refused (zod skips them after a type error by
 * default), so the merchant reads every problem of the form at once, a missing name included.
 */
const always = () => true

/**
 * The editor's form. Cross-field rules: a name in at least one language; at most three option
 * groups with distinct names; the SKUs are exactly the combinations of the option values; the
 * optional list price (the discount badge's "was") is above the lowest SKU price.
 */
export const productInputSchema = z
  .object({
    /** Present when editing. */
    id: z.optional(id()),
    texts: textsSchema,
    categoryId: int('validation.categoryRequired').check(z.gt(0, key('validation.categoryRequired'))),
    status: z.enum(EDITABLE_LISTING_STATUSES, key('validation.statusInvalid')),
    options: z.array(optionGroupSchema, key('validation.invalid')).check(
      z.maxLength(PRODUCT_OPTIONS_MAX, key('validation.optionsTooMany')),
      z.refine((groups) => !hasDuplicates(groups.map((g) => g.name)), key('validation.optionNameDuplicate')),
    ),
    skus: z
      .array(skuInputSchema, key('validation.skusRequired'))
      .check(
        z.minLength(1, key('validation.skusRequired')),
        z.maxLength(PRODUCT_SKUS_MAX, key('validation.skusTooMany')),
      ),
    listPriceCents: z.optional(z.nullable(priceField())),
    /** Picture URLs (from the upload call, or a product's own), the first is the cover. */
    images: z._default(
      z
        .array(imageRef('validation.imageRequired'), key('validation.invalid'))
        .check(z.maxLength(PRODUCT_IMAGES_MAX, key('validation.invalid'))),
      [],
    ),
  })
  .check(
    z.refine((v) => LANGUAGES.some((lang) => (v.texts?.[lang]?.name ?? '') !== ''), {
      error: 'validation.productNameRequired',
      path: ['texts'],
      when: always,
    }),
    z.refine((v) => !wellFormed(v) || skuCountOf(v.options) <= PRODUCT_SKUS_MAX, {
      error: 'validation.skusTooMany',
      path: ['options'],
      when: always,
    }),
    z.refine(
      (v) =>
        !wellFormed(v) ||
        skuCountOf(v.options) > PRODUCT_SKUS_MAX ||
        skusMatchOptions(
          v.options,
          v.skus.map((s) => s.values),
        ),
      { error: 'validation.skusMismatch', path: ['skus'], when: always },
    ),
    z.refine(
      (v) =>
        v.listPriceCents == null ||
        !wellFormed(v) ||
        v.skus.length === 0 ||
        !v.skus.every((s) => typeof s.priceCents === 'number') ||
        v.listPriceCents > Math.min(...v.skus.map((s) => s.priceCents)),
      { error: 'validation.listPriceInvalid', path: ['listPriceCents'], when: always },
    ),
  )
export type ProductInput = z.infer<typeof productInputSchema>

export const consoleSkuSchema = z.object({
  id: idValue(),
  values: z.array(z.string()),
  label: z.string(),
  priceCents: cents(),
  stock: count(),
  sales: count(),
})
export type ConsoleSku = z.infer<typeof consoleSkuSchema>

/** A row of the products table. */
export const consoleProductRowSchema = z.object({
  id: idValue(),
  /** The product's name in the console user's language, then the shop's fallback. */
  name: z.string(),
  cover: z.string(),
  status: z.enum(LISTING_STATUSES),
  categoryId: idValue(),
  /** Lowest SKU price. */
  priceCents: cents(),
  stock: count(),
  sales: count(),
  skus: z.array(consoleSkuSchema),
  createdAt: timestamp(),
})
export type ConsoleProductRow = z.infer<typeof consoleProductRowSchema>

export const consoleProducts = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/products',
  summary: "The shop's products, newest first, by name, status, category and stock (owner, manager)",
  auth: true,
  audience: 'shopManager',
  request: z.object({
    keyword: optionalText(100),
    status: z.optional(z.enum(LISTING_STATUSES, key('validation.statusInvalid'))),
    categoryId: z.optional(id()),
    outOfStock: z.optional(flag()),
    ...pageQuery(),
  }),
  response: paged(consoleProductRowSchema),
})

/** What the editor opens: the form's values, as saved. */
export const consoleProductSchema = z.object({
  id: idValue(),
  status: z.enum(LISTING_STATUSES),
  texts: textsSchema,
  categoryId: idValue(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(consoleSkuSchema),
  listPriceCents: z.nullable(cents()),
  images: z.array(z.string()),
  /** Whether an order names it (deleting it then archives it). */
  hasOrders: z.boolean(),
})
export type ConsoleProduct = z.infer<typeof consoleProductSchema>

export const consoleProduct = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/product',
  summary: 'One product of the shop as the editor shows it (owner, manager)',
  auth: true,
  audience: 'shopManager',
  request: z.object({ id: id() }),
  response: consoleProductSchema,
})

export const consoleProductSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/product_save',
  summary: 'Creates or edits a product with its options and SKUs; shoppers see it at once (owner, manager)',
  auth: true,
  audience: 'shopManager',
  request: productInputSchema,
  response: z.object({ id: idValue() }),
})

export const consoleProductDuplicate = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/product_duplicate',
  summary: 'Copies a product (texts, options, SKUs, pictures) as a new draft (owner, manager)',
  auth: true,
  audience: 'shopManager',
  request: z.object({ id: id() }),
  response: z.object({ id: idValue() }),
})

export const consoleProductStatus = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/product_status',
  summary: 'Publishes, unlists or returns a product to draft (owner, manager)',
  auth: true,
  audience: 'shopManager',
  request: z.object({ id: id(), status: z.enum(EDITABLE_LISTING_STATUSES, key('validation.statusInvalid')) }),
  response: z.object({ id: idValue(), status: z.enum(LISTING_STATUSES) }),
})

export const consoleProductDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/product_delete',
  summary: 'Deletes a product; one that orders name is archived instead (owner, manager)',
  auth: true,
  audience: 'shopManager',
  request: z.object({ id: id() }),
  response: z.object({ outcome: z.enum(['deleted', 'archived']) }),
})

export const consoleStockSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/stock_save',
  summary: "Sets several SKUs' stock in one transaction (owner, manager)",
  auth: true,
  audience: 'shopManager',
  request: z.object({
    items: z.array(z.object({ skuId: id(), stock: stockField() }), key('validation.stockRequired')).check(
      z.minLength(1, key('validation.stockRequired')),
      z.maxLength(STOCK_EDIT_MAX, key('validation.invalid')),
      z.refine(
        (items) => new Set(items.map((i) => i.skuId)).size === items.length,
        key('validation.invalid'),
      ),
    ),
  }),
  response: z.object({ updated: count() }),
})
