import type { i18n } from 'i18next'
import { type Language, resolveLanguage } from './languages'
import type { StringsLoader } from './load-strings'
import { CORE_NAMESPACE, type Namespace } from './namespaces'

/**
 * Loads i18next namespaces on demand, with `addResourceBundle` (no i18next backend): a route's
 * loader asks for the namespaces of its screens, so the router waits for them as it waits for the
 * route's code, and a screen never renders a raw key. Remembers which namespaces are in use, so a
 * language switch loads them in the new language before it applies (language-service.ts).
 */
export interface NamespaceLoader {
  /** Loads namespaces of a language (default: the current one) and marks them in use. */
  load(namespaces: readonly Namespace[], language?: Language): Promise<void>
  /** One namespace of the current language: the same promise while it loads (for React's `use`). */
  request(namespace: Namespace): Promise<void>
  /** Whether a namespace of a language (default: the current one) is in memory. */
  has(namespace: Namespace, language?: Language): boolean
  /** Loads the core and every namespace in use in `language` (before switching to it). */
  prepare(language: Language): Promise<void>
}

export interface NamespaceLoaderOptions {
  i18n: i18n
  load: StringsLoader
}

export function createNamespaceLoader({ i18n, load }: NamespaceLoaderOptions): NamespaceLoader {
  // Per app: namespaces some screen asked for (in any language), and the loads under way.
  const inUse = new Set<Namespace>([CORE_NAMESPACE])
  const pending = new Map<string, Promise<void>>()
  const current = () => resolveLanguage(i18n.language)

  const has = (namespace: Namespace, language: Language = current()) =>
    i18n.hasResourceBundle(language, namespace)

  const loadOne = (namespace: Namespace, language: Language): Promise<void> => {
    inUse.add(namespace)
    if (has(namespace, language)) return Promise.resolve()
    const id = `${language}|${namespace}`
    const existing = pending.get(id)
    if (existing) return existing
    const loading = load(language, namespace).then(
      (bundle) => {
        // deep: keep keys an English fallback load may have added meanwhile; no overwrite.
        i18n.addResourceBundle(language, namespace, bundle, true, false)
        pending.delete(id)
      },
      (error: unknown) => {
        // A failed chunk (offline) is asked for again next time; the route shows its error.
        pending.delete(id)
        throw error
      },
    )
    pending.set(id, loading)
    return loading
  }

  return {
    async load(namespaces, language = current()) {
      await Promise.all(namespaces.map((namespace) => loadOne(namespace, language)))
    },
    request: (namespace) => loadOne(namespace, current()),
    has,
    async prepare(language) {
      await Promise.all([...inUse].map((namespace) => loadOne(namespace, language)))
    },
  }
}
