import i18next, { type i18n } from 'i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages'
import type { StringsLoader } from './load-strings'
import {
  CORE_NAMESPACE,
  type LanguageStrings,
  NAMESPACES,
  type Namespace,
  TITLES_NAMESPACE,
} from './namespaces'

export interface CreateI18nOptions {
  /** The language shown first. */
  language: Language
  /** Namespaces already loaded, per language (main.tsx loads the active language's core first). */
  strings?: Partial<Record<Language, LanguageStrings>>
  /** Loads a namespace of the fallback language the first time one of its keys is missing. */
  loadFallback: StringsLoader
}

/**
 * One i18next instance per app (no global `initReactI18next`): the app passes it down with
 * <I18nextProvider>, so tests can run several apps side by side. Namespaces and languages are
 * added later with `addResourceBundle` (i18n/namespace-loader.ts); there is no i18next backend.
 *
 * shop-spec §9: the fallback language is English, per namespace. Every language has every key of
 * every namespace (locales.test.ts), so the fallback is only a safety net and English is not loaded
 * up front: a lookup that misses in every loaded language reports the key and its namespace
 * (i18next's `missingKeyHandler`), which loads that English namespace once; adding it re-renders
 * the translated components (`bindI18nStore: 'added'`), which then show the English text.
 */
export function createI18n({ language, strings = {}, loadFallback }: CreateI18nOptions): i18n {
  const instance = i18next.createInstance()
  // Per instance, not per module: `${language}|${namespace}` asked for and not yet added.
  const requested = new Set<string>()
  const loadMissing = (code: string, namespace: string) => {
    if (!isLanguage(code) || !isNamespace(namespace)) return
    const id = `${code}|${namespace}`
    if (requested.has(id) || instance.hasResourceBundle(code, namespace)) return
    requested.add(id)
    loadFallback(code, namespace).then(
      (bundle) => {
        instance.addResourceBundle(code, namespace, bundle, true, false)
      },
      () => {
        // Offline or a missing chunk: keys stay visible; a later missing key tries again.
        requested.delete(id)
      },
    )
  }
  void instance.init({
    resources: Object.fromEntries(Object.entries(strings).map(([code, bundles]) => [code, { ...bundles }])),
    lng: language,
    // shop-spec §9: fallback en.
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    // useStrings('chat') gives a t that also resolves core keys (common words) and page titles.
    fallbackNS: [CORE_NAMESPACE, TITLES_NAMESPACE],
    interpolation: { escapeValue: false },
    // Named, though they are i18next's defaults: left unset, every t() first runs i18next's "is this
    // key natural language?" regular expressions (a third of /home's hydration in a CPU profile,
    // PERFORMANCE.md "Shop: main thread on the first view"). Our keys are paths, never sentences.
    nsSeparator: ':',
    keySeparator: '.',
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    returnNull: false,
    // A miss is reported for the fallback languages (saveMissingTo 'fallback'): load them then.
    saveMissing: true,
    saveMissingTo: 'fallback',
    missingKeyHandler: (languages, namespace) => {
      for (const code of languages) loadMissing(code, namespace)
    },
    react: { bindI18nStore: 'added' },
  })
  return instance
}

function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code)
}

function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name)
}
