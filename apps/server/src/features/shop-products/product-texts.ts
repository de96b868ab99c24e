import { LANGUAGES, type ProductTexts } from '@crossmart/api-client'
import type { ProductTranslation, ProductTranslations } from '../../db/schema/localized'
import { searchTextOf } from '../catalog/product-language'

/** How a product's texts are stored: the original columns plus one translation per language. */
export interface StoredTexts {
  name: string
  description: string
  translations: ProductTranslations
  searchText: string
}

/**
 * The editor's texts (one name and description per language) as the catalogue stores them
 * (product-language.ts): every language given becomes a translation, and the first language with a
 * name (in the order en, zh, jp, kor, tai) is also the original, the shop's last fallback. Option
 * dictionaries of earlier translations (the seed's translated colours) are kept. The search text is
 * written as the seed writes it, so the search (and its terms trigger, migration 0023) finds the
 * product in every language it has a name in.
 */
export function storedTextsOf(texts: ProductTexts, previous: ProductTranslations = {}): StoredTexts {
  const translations: ProductTranslations = {}
  for (const lang of LANGUAGES) {
    const name = texts[lang]?.name ?? ''
    const description = texts[lang]?.description ?? ''
    const options = previous[lang]?.options
    const translation: ProductTranslation = {
      ...(name && { name }),
      ...(description && { description }),
      ...(options && { options }),
    }
    if (Object.keys(translation).length > 0) translations[lang] = translation
  }
  const original = LANGUAGES.find((lang) => texts[lang]?.name) ?? 'en'
  const name = texts[original]?.name ?? ''
  return {
    name,
    description: texts[original]?.description ?? '',
    translations,
    searchText: searchTextOf(name, translations),
  }
}

/**
 * The editor's texts of a stored product. A product written before the editor (the seed) keeps
 * its English text in the original columns and translations for the other languages: when no
 * translation holds the original name, the original is shown as English.
 */
export function editorTextsOf(product: {
  name: string
  description: string
  translations: ProductTranslations
}): ProductTexts {
  const texts: ProductTexts = {}
  for (const lang of LANGUAGES) {
    const t = product.translations[lang]
    if (t?.name || t?.description) texts[lang] = { name: t.name ?? '', description: t.description ?? '' }
  }
  const originalShown = LANGUAGES.some((lang) => product.translations[lang]?.name === product.name)
  if (!originalShown && !texts.en?.name) {
    texts.en = { name: product.name, description: texts.en?.description || product.description }
  }
  return texts
}
