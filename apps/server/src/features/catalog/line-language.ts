import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { products } from '../../db/schema'
import type { ProductTranslations } from '../../db/schema/localized'
import type { ServerLanguage } from '../../i18n/languages'
import { localizedName, optionTranslator } from './product-language'

/**
 * A cart or order line in the shopper's language (issue #46 "cart, checkout and orders show the
 * English product name and options"): the same choice as the product page (product-language.ts:
 * the language, then English, then what was written). An order line keeps what was bought
 * (its own name and spec); only the words are translated.
 */

/** How a SKU label joins its option values ('M / Navy', seed/seed-demo.ts). */
const SPEC_SEPARATOR = ' / '

export interface NamedLine {
  productName: string
  spec: string
}

export function lineInLanguage<L extends NamedLine>(
  line: L,
  translations: ProductTranslations | undefined,
  lang: ServerLanguage,
): L {
  if (!translations) return line
  const option = optionTranslator(translations, lang)
  return {
    ...line,
    productName: localizedName(translations, line.productName, lang),
    spec: line.spec === '' ? '' : line.spec.split(SPEC_SEPARATOR).map(option).join(SPEC_SEPARATOR),
  }
}

/** The translations of these products (a product no longer there has none: its line stays as bought). */
export async function loadProductTranslations(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, ProductTranslations>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .select({ id: products.id, translations: products.translations })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]))
  return new Map(rows.map((row) => [row.id, row.translations]))
}
