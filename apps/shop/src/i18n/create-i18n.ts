import i18next, { type i18n } from 'i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'
import { en, type Translation } from './locales/en'

/**
 * One i18next instance per app (no global `initReactI18next`): the app passes it down with
 * <I18nextProvider>, so tests can run several apps side by side. `translations` holds the
 * languages already loaded (English, the fallback, is always there); others are added later
 * with `addResourceBundle` (see features/language/state/language-service.ts).
 */
export function createI18n(
  language: Language,
  translations: Partial<Record<Language, Translation>> = {},
): i18n {
  const instance = i18next.createInstance()
  const loaded: Partial<Record<Language, Translation>> = { ...translations, en }
  void instance.init({
    resources: Object.fromEntries(
      Object.entries(loaded).map(([code, bundle]) => [code, { translation: bundle }]),
    ),
    lng: language,
    // shop-spec §9: fallback en.
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    returnNull: false,
  })
  return instance
}
