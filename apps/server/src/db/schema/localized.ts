/** A text in each interface language (shop-spec §9: en, zh, jp, kor, tai). */
export type LocalizedText = Record<'en' | 'zh' | 'jp' | 'kor' | 'tai', string>

/** One language's version of a product: any part left out falls back (product-language.ts). */
export interface ProductTranslation {
  name?: string
  description?: string
  /** Option names and values, keyed by the original text ('Colour' -> '颜色', 'Black' -> '黑色'). */
  options?: Record<string, string>
}

export type ProductTranslations = Partial<Record<keyof LocalizedText, ProductTranslation>>
