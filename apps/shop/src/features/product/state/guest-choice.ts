import type { SkuLike, SpecSelection } from './sku-selection'

/**
 * Issue #46: a guest's choice on the product page (option, quantity, add or buy) survives the trip
 * to /login. The page is not kept alive (shop-spec §2), so the choice rides in the way back as
 * `?choice=<skuId>-<quantity>-<cart|buy>` (skuId 0 for a product without options); back on the
 * page the sheet opens again with it, and one more tap adds or buys.
 */
export interface GuestChoice {
  skuId: number | undefined
  quantity: number
  purpose: 'cart' | 'buy'
}

export const GUEST_CHOICE_PARAM = 'choice'

export function formatGuestChoice(choice: GuestChoice): string {
  return `${choice.skuId ?? 0}-${choice.quantity}-${choice.purpose}`
}

/** The choice in the URL, if it is one (anything else is ignored, never an error). */
export function parseGuestChoice(text: string | undefined): GuestChoice | undefined {
  const match = /^(\d{1,12})-(\d{1,6})-(cart|buy)$/.exec(text ?? '')
  if (!match) return undefined
  const quantity = Number(match[2])
  if (quantity < 1) return undefined
  const skuId = Number(match[1])
  return { skuId: skuId === 0 ? undefined : skuId, quantity, purpose: match[3] as 'cart' | 'buy' }
}

/**
 * The selection the choice stands for on this product: the SKU's values, or undefined when the
 * SKU is not (or no longer) the product's, or has no stock: then the shopper chooses again.
 */
export function selectionOf(
  skus: readonly SkuLike[],
  specCount: number,
  choice: GuestChoice,
): { selection: SpecSelection; quantity: number } | undefined {
  if (choice.skuId === undefined)
    return specCount === 0 ? { selection: [], quantity: choice.quantity } : undefined
  const sku = skus.find((s) => s.id === choice.skuId)
  if (!sku || sku.stock <= 0 || sku.specValues.length !== specCount) return undefined
  return { selection: [...sku.specValues], quantity: Math.min(choice.quantity, sku.stock) }
}

/** `href` (path and query) with the choice set in its query. */
export function withGuestChoice(href: string, choice: GuestChoice): string {
  const url = new URL(href, 'http://x')
  url.searchParams.set(GUEST_CHOICE_PARAM, formatGuestChoice(choice))
  return `${url.pathname}${url.search}${url.hash}`
}
