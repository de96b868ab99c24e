/**
 * Issue #48 "Products": the rules of a product's options and SKUs, pure, shared by the contract's
 * schema (the server refuses what breaks them) and the console's editor (which generates the SKU
 * grid from the options the same way).
 */

/** At most three option groups (colour x size x material), issue #48. */
export const PRODUCT_OPTIONS_MAX = 3
/** Values of one option group. */
export const PRODUCT_OPTION_VALUES_MAX = 20
/** SKUs of one product: every combination of the options' values. */
export const PRODUCT_SKUS_MAX = 200
/** Pictures of one product. */
export const PRODUCT_IMAGES_MAX = 12
/** Stock of one SKU. */
export const PRODUCT_STOCK_MAX = 1_000_000
/** SKUs whose stock one bulk edit saves. */
export const STOCK_EDIT_MAX = 200

/** What a shopper sees of a product: only `published` is listed, searched, shown and sold. */
export const LISTING_STATUSES = ['draft', 'published', 'unlisted', 'archived'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]
/** The statuses a merchant sets; `archived` is what deleting a product with orders leaves. */
export const EDITABLE_LISTING_STATUSES = ['draft', 'published', 'unlisted'] as const
export type EditableListingStatus = (typeof EDITABLE_LISTING_STATUSES)[number]

export interface OptionGroup {
  name: string
  values: string[]
}

/** Case and surrounding spaces do not make two option values different ("Red" = " red"). */
export const optionKey = (text: string): string => text.trim().toLowerCase()

/** Whether a list holds the same text twice (optionKey). */
export function hasDuplicates(texts: readonly string[]): boolean {
  const keys = texts.map(optionKey)
  return new Set(keys).size !== keys.length
}

/**
 * Every combination of the groups' values, in the groups' order (the first group varies slowest):
 * no group gives one combination with no values, the SKU of a product without options.
 */
export function skuCombinations(groups: readonly OptionGroup[]): string[][] {
  return groups.reduce<string[][]>(
    (combos, group) => combos.flatMap((combo) => group.values.map((value) => [...combo, value])),
    [[]],
  )
}

/** A SKU's label as orders copy it ('Red / XL'), the product's unique key of a SKU. */
export const skuLabelOf = (values: readonly string[]): string => values.join(' / ')

/** How many SKUs the groups generate. */
export const skuCountOf = (groups: readonly OptionGroup[]): number =>
  groups.reduce((n, group) => n * group.values.length, 1)

/** Whether the SKUs are exactly the combinations of the groups' values, each once. */
export function skusMatchOptions(groups: readonly OptionGroup[], skuValues: readonly string[][]): boolean {
  const expected = skuCombinations(groups).map((c) => c.map(optionKey).join('\u0000'))
  const given = skuValues.map((values) => values.map(optionKey).join('\u0000'))
  if (given.length !== expected.length || new Set(given).size !== given.length) return false
  const wanted = new Set(expected)
  return given.every((key) => wanted.has(key))
}
