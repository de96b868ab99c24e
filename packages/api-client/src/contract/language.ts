import { FALLBACK_LANGUAGE, type Language } from './constants.js'

/**
 * Spellings a `Lang` value may arrive in, from the app's localStorage (shop-spec §3: the default
 * stored value is zh-CN, which means the Chinese translation) or from a browser, mapped to the five
 * languages of shop-spec §9. The app and the server read `Lang` through this one table, so they
 * always agree on which language a value means.
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = {
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  zh: 'zh',
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  'zh-tw': 'zh',
  'zh-hk': 'zh',
  jp: 'jp',
  ja: 'jp',
  'ja-jp': 'jp',
  kor: 'kor',
  ko: 'kor',
  'ko-kr': 'kor',
  tai: 'tai',
  th: 'tai',
  'th-th': 'tai',
}

/**
 * The language a lower-case spelling names, or undefined. The spelling comes from a cookie or a
 * header: only the table's own keys count, never one inherited from Object.prototype (issue #45:
 * `Lang=__proto__` found the prototype and made rendering throw).
 */
export function languageAlias(spelling: string): Language | undefined {
  return Object.hasOwn(LANGUAGE_ALIASES, spelling) ? LANGUAGE_ALIASES[spelling] : undefined
}

/** Maps a `Lang` value to one of the five languages; anything unknown is en (shop-spec §9). */
export function resolveLanguage(value: string | null | undefined): Language {
  if (!value) return FALLBACK_LANGUAGE
  return languageAlias(value.trim().toLowerCase()) ?? FALLBACK_LANGUAGE
}
