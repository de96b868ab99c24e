import i18next, { type i18n } from 'i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'
import type { TranslationLoader } from './load-translation'
import type { Translation } from './locales/en'

/** i18next's single namespace in this app. */
const NAMESPACE = 'translation'

export interface CreateI18nOptions {
  /** The language shown first. */
  language: Language
  /** The languages already loaded (main.tsx loads the active one before the first render). */
  translations?: Partial<Record<Language, Translation>>
  /** Loads the fallback language the first time a key is missing from the active one. */
  loadFallback: TranslationLoader
}

/**
 * One i18next instance per app (no global `initReactI18next`): the app passes it down with
 * <I18nextProvider>, so tests can run several apps side by side. Other languages are added later
 * with `addResourceBundle` (see features/language/state/language-service.ts).
 *
 * shop-spec §9: the fallback language is English. Every language has every key (locales.test.ts),
 * so the fallback is only a safety net and English is not loaded up front: a lookup that misses in
 * every loaded language reports the key (i18next's `missingKeyHandler`), which loads the fallback
 * bundle once; adding it re-renders the translated components (`bindI18nStore: 'added'`), which then
 * show the English text instead of the key.
 */
export function createI18n({ language, translations = {}, loadFallback }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance()
  // Per instance, not per module: languages asked for and not yet added.
  const requested = new Set<string>()
  const loadMissingLanguage = (code: string) => {
    if (requested.has(code) || instance.hasResourceBundle(code, NAMESPACE) || !isLanguage(code)) return
    requested.add(code)
    loadFallback(code).then(
      (bundle) => {
        instance.addResourceBundle(code, NAMESPACE, bundle, true, false)
      },
      () => {
        // Offline or a missing chunk: keys stay visible; a later missing key tries again.
        requested.delete(code)
      },
    )
  }
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(translations).map(([code, bundle]) => [code, { [NAMESPACE]: bundle }]),
    ),
    lng: language,
    // shop-spec §9: fallback en.
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    returnNull: false,
    // A miss is reported for the fallback languages (saveMissingTo 'fallback'): load them then.
    saveMissing: true,
    saveMissingTo: 'fallback',
    missingKeyHandler: (languages) => {
      for (const code of languages) loadMissingLanguage(code)
    },
    react: { bindI18nStore: 'added' },
  })
  return instance
}

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code)
}
