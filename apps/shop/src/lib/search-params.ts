import { PRODUCT_SORT, type ProductSort } from '@crossmart/api-client'

/** Canonical decimal text: no sign, no leading zero, no `0x10`, `1e2` or `3.0` (which Number() reads). */
const DECIMAL_INTEGER = /^[1-9]\d*$/

/**
 * A positive integer from a URL search value or route param, else undefined (bad input never
 * reaches the API). Issue #45: text counts only as canonical decimal, so `/detail/0x10` names no
 * product rather than product 16 (the server answers such a page with a 404, page-ids.ts).
 */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' ? (DECIMAL_INTEGER.test(value) ? Number(value) : undefined) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined
}

export function nonEmptyText(value: unknown, max = 100): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim().slice(0, max)
  return text || undefined
}

export function productSort(value: unknown): ProductSort | undefined {
  return (PRODUCT_SORT as readonly unknown[]).includes(value) ? (value as ProductSort) : undefined
}

/** Drops undefined values, so URLs stay clean and exactOptionalPropertyTypes is satisfied. */
export function compact<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
