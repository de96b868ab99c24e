import type { i18n } from 'i18next'
import type { Store } from 'jotai'
import { INTL_LOCALE, resolveLanguage } from '../../../i18n/languages'
import { languageSettingAtom } from './language-atoms'
import type { LanguageStorage } from './language-storage'

export interface LanguageService {
  /** The stored value read at start-up goes into the store and the i18n instance. */
  restore(): void
  /** Applies and persists a language (shop-spec §3: localStorage Lang). */
  set(value: string): void
}

export interface LanguageServiceOptions {
  store: Store
  storage: LanguageStorage
  i18n: i18n
  /** <html> receives the BCP 47 tag, so screen readers pick the right voice. */
  root?: { lang: string }
}

export function createLanguageService({
  store,
  storage,
  i18n,
  root,
}: LanguageServiceOptions): LanguageService {
  function apply(value: string) {
    const language = resolveLanguage(value)
    store.set(languageSettingAtom, value)
    if (i18n.language !== language) void i18n.changeLanguage(language)
    if (root) root.lang = INTL_LOCALE[language]
  }
  return {
    restore: () => apply(storage.read()),
    set(value) {
      storage.write(value)
      apply(value)
    },
  }
}
