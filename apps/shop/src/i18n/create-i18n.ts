import i18next, { type i18n } from 'i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'
import { TRANSLATIONS } from './resources'

/**
 * One i18next instance per app (no global `initReactI18next`): the app passes it down with
 * <I18nextProvider>, so tests can run several apps side by side.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: TRANSLATIONS[code] }])),
    lng: language,
    // shop-spec §9: fallback en.
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    // Resources are bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    returnNull: false,
  })
  return instance
}
