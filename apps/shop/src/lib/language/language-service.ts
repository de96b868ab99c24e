import type { i18n } from 'i18next'
import type { Store } from 'jotai'
import { INTL_LOCALE, type Language, resolveLanguage } from '../../i18n/languages'
import type { NamespaceLoader } from '../../i18n/namespace-loader'
import { languageSettingAtom } from './language-atoms'
import type { LanguageStorage } from './language-storage'

export interface LanguageService {
  /** The stored value read at start-up goes into the store (its strings are loaded by then). */
  restore(): void
  /** Loads (if needed), applies and persists a language (shop-spec §3: localStorage Lang). */
  set(value: string): Promise<void>
}

export interface LanguageServiceOptions {
  store: Store
  storage: LanguageStorage
  i18n: i18n
  /** Loads the new language's core and the namespaces in use before it applies. */
  strings: NamespaceLoader
  /** <html> receives the BCP 47 tag, so screen readers pick the right voice. */
  root?: { lang: string }
}

export function createLanguageService({
  store,
  storage,
  i18n,
  strings,
  root,
}: LanguageServiceOptions): LanguageService {
  function apply(value: string, language: Language) {
    store.set(languageSettingAtom, value)
    if (i18n.language !== language) void i18n.changeLanguage(language)
    if (root) root.lang = INTL_LOCALE[language]
  }
  return {
    restore() {
      const value = storage.read()
      apply(value, resolveLanguage(value))
    },
    async set(value) {
      const language = resolveLanguage(value)
      // Every namespace a screen uses (kept-alive pages too) is there before the switch, so the
      // page title and the screens change language at once, without a raw key in between.
      await strings.prepare(language)
      storage.write(value)
      apply(value, language)
    },
  }
}
