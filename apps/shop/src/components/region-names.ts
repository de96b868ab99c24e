import { CALLING_CODES, type CallingRegion } from '@crossmart/api-client'
import { INTL_LOCALE, type Language } from '../i18n/languages'

export interface RegionOption {
  region: CallingRegion
  /** The country's name in the shopper's language (Intl.DisplayNames; the code if it has none). */
  name: string
  /** Its calling code, digits only ("66"). */
  code: string
  /** Its flag: the two regional-indicator letters of the code. */
  flag: string
}

/** 🇹🇭 for "TH": each letter's regional indicator symbol (U+1F1E6 is "A"). */
export function flagOf(region: string): string {
  return String.fromCodePoint(...[...region].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
}

/**
 * Issue #31: the country-code picker's and the country field's options, named in the shopper's
 * language and sorted in its collation, so a shopper finds their country where they expect it.
 */
export function regionOptions(language: Language): RegionOption[] {
  const names = new Intl.DisplayNames([INTL_LOCALE[language]], { type: 'region' })
  const collator = new Intl.Collator(INTL_LOCALE[language])
  return CALLING_CODES.map(([region, code]) => ({
    region,
    code,
    name: names.of(region) ?? region,
    flag: flagOf(region),
  })).sort((a, b) => collator.compare(a.name, b.name))
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire" and "TÜRKIYE" finds "Türkiye". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Issue #31: the search of the country pickers. A query matches a region by any word of its name
 * in the shopper's language (from the start of a word: "king" finds "United Kingdom", not
 * "Burkina"), by its two-letter code ("th"), or by its calling code with or without "+" ("+66",
 * "66"). An empty query matches every region.
 */
export function matchesRegionQuery(option: RegionOption, query: string): boolean {
  const wanted = folded(query.trim())
  if (wanted === '') return true
  const digits = wanted.replace(/^\+/, '')
  if (/^\d+$/.test(digits)) return option.code.startsWith(digits)
  if (wanted === option.region.toLowerCase()) return true
  const name = folded(option.name)
  return name.startsWith(wanted) || name.split(/[\s\-(),.’']+/u).some((word) => word.startsWith(wanted))
}
