import { type SkuLike, type SpecSelection, selectedSku } from './sku-selection'

/**
 * The price a product page shows (issue #46 "the headline price is not the charged price"): the
 * chosen SKU's price once every option is chosen; before that, when the SKUs still possible cost
 * different amounts, the lowest of them marked "from", so the shown price is never one the cart
 * will not charge.
 */
export type HeadlinePrice =
  | { kind: 'exact'; cents: number }
  | { kind: 'from'; minCents: number; maxCents: number }

export function headlinePrice(
  baseCents: number,
  skus: readonly SkuLike[],
  selection: SpecSelection,
): HeadlinePrice {
  const chosen = selectedSku(skus, selection)
  if (chosen) return { kind: 'exact', cents: chosen.priceCents }
  const possible = skus.filter((sku) =>
    selection.every((value, i) => value === null || sku.specValues[i] === value),
  )
  if (possible.length === 0) return { kind: 'exact', cents: baseCents }
  const prices = possible.map((sku) => sku.priceCents)
  const minCents = Math.min(...prices)
  const maxCents = Math.max(...prices)
  return minCents === maxCents ? { kind: 'exact', cents: minCents } : { kind: 'from', minCents, maxCents }
}
