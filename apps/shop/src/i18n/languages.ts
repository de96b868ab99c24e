import { DEFAULT_STORED_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@crossmart/api-client'

export { DEFAULT_STORED_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language }

/** shop-spec §3: the language setting lives in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'Lang'

/**
 * Other spellings a stored `Lang` may hold (shop-spec §3: the default stored value is zh-CN, which
 * is the Chinese translation). Anything unknown falls back to en (shop-spec §9).
 */
const ALIASES: Readonly<Record<string, Language>> = {
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  zh: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
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

/** Maps a stored `Lang` value to one of the five languages. */
export function resolveLanguage(stored: string | null | undefined): Language {
  if (!stored) return FALLBACK_LANGUAGE
  return ALIASES[stored.trim().toLowerCase()] ?? FALLBACK_LANGUAGE
}

/** BCP 47 tags for Intl (prices, numbers) and <html lang>. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en-US',
  zh: 'zh-CN',
  jp: 'ja-JP',
  kor: 'ko-KR',
  tai: 'th-TH',
}
