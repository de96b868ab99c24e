/** SKU choice for the spec sheet: one selected value (or none) per spec dimension. */

export interface SkuLike {
  id: number
  /** Values in the order of the product's specs. */
  specValues: readonly string[]
  stock: number
  priceCents: number
}

export type SpecSelection = readonly (string | null)[]

export function emptySelection(specCount: number): SpecSelection {
  return Array.from({ length: specCount }, () => null)
}

/** A SKU agrees with the selection on every dimension except `ignore` (unselected dimensions match anything). */
function agrees(sku: SkuLike, selection: SpecSelection, ignore: number): boolean {
  return selection.every((value, i) => i === ignore || value === null || sku.specValues[i] === value)
}

/**
 * An option can be chosen when some SKU with stock has it and agrees with the other choices;
 * otherwise it is shown disabled (sold out).
 */
export function isOptionAvailable(
  skus: readonly SkuLike[],
  selection: SpecSelection,
  specIndex: number,
  value: string,
): boolean {
  return skus.some(
    (sku) => sku.stock > 0 && sku.specValues[specIndex] === value && agrees(sku, selection, specIndex),
  )
}

/** Selecting a value again clears it; a new value replaces the old one. */
export function toggleOption(selection: SpecSelection, specIndex: number, value: string): SpecSelection {
  return selection.map((current, i) => (i === specIndex ? (current === value ? null : value) : current))
}

/** The SKU matching a complete selection, if any. */
export function selectedSku<S extends SkuLike>(skus: readonly S[], selection: SpecSelection): S | undefined {
  if (selection.some((value) => value === null)) return undefined
  return skus.find((sku) => selection.every((value, i) => sku.specValues[i] === value))
}

export function isComplete(selection: SpecSelection): boolean {
  return selection.every((value) => value !== null)
}
