import type { SpecGroup } from '../../db/schema/catalog'
import type { ProductTranslation, ProductTranslations } from '../../db/schema/localized'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'

/**
 * A product's text in the shopper's language (issue #31 "In the shopper's language"): the
 * requested language, then English (shop-spec §9's fallback language), then what the merchant
 * wrote (the `name`/`description`/`specs` columns). Each part falls back on its own, so a
 * translated name with no translated description still shows the English description.
 */
export interface LocalizableProduct {
  name: string
  description?: string
  specs?: SpecGroup[]
  translations: ProductTranslations
}

function chain(translations: ProductTranslations, lang: ServerLanguage): ProductTranslation[] {
  const chosen = translations[lang]
  const fallback = lang === FALLBACK_LANGUAGE ? undefined : translations[FALLBACK_LANGUAGE]
  return [chosen, fallback].filter((t): t is ProductTranslation => t !== undefined)
}

/** The product's name in `lang`. */
export function localizedName(
  translations: ProductTranslations,
  original: string,
  lang: ServerLanguage,
): string {
  for (const t of chain(translations, lang)) if (t.name) return t.name
  return original
}

/** Translates one option name or value (keyed by the original text); unknown text stays as written. */
export function optionTranslator(
  translations: ProductTranslations,
  lang: ServerLanguage,
): (original: string) => string {
  const dictionaries = chain(translations, lang).map((t) => t.options ?? {})
  return (original) => {
    for (const dictionary of dictionaries) {
      const text = dictionary[original]
      if (text) return text
    }
    return original
  }
}

/** Name, description and option groups in `lang`; SKU values go through the same translator. */
export function localizeProduct(product: LocalizableProduct, lang: ServerLanguage) {
  const chosen = chain(product.translations, lang)
  const option = optionTranslator(product.translations, lang)
  return {
    name: localizedName(product.translations, product.name, lang),
    description: chosen.find((t) => t.description)?.description ?? product.description ?? '',
    specs: (product.specs ?? []).map((group) => ({
      name: option(group.name),
      values: group.values.map(option),
    })),
    option,
  }
}

/** What a keyword search matches: the original name and every translated one, lower-cased. */
export function searchTextOf(name: string, translations: ProductTranslations): string {
  const names = [name, ...Object.values(translations).map((t) => t?.name ?? '')].filter(Boolean)
  return [...new Set(names.map((n) => n.toLowerCase()))].join('\n')
}
