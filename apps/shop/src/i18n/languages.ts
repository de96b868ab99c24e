import {
  DEFAULT_STORED_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  type Language,
  resolveLanguage,
} from '@crossmart/api-client'

// The stored `Lang` value is read through the contract's alias table, shared with the server.
export { DEFAULT_STORED_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language, resolveLanguage }

/** shop-spec §3: the language setting lives in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'Lang'

/** BCP 47 tags for Intl (prices, numbers) and <html lang>. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en-US',
  zh: 'zh-CN',
  jp: 'ja-JP',
  kor: 'ko-KR',
  tai: 'th-TH',
}
