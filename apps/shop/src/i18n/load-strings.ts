import type { Language } from './languages'
import type { FeatureLoaders, FeatureNamespace, Namespace, Strings } from './namespaces'

/** Loads one namespace of one language (a chunk of its own). */
export type StringsLoader = <N extends Namespace>(language: Language, namespace: N) => Promise<Strings<N>>

/**
 * Every namespace of every language, English included, is a separate chunk: /home downloads the
 * active language's `core` only. The chunk names of the screen namespaces are in a small chunk per
 * language (`features`), fetched with the first screen that needs one, not in the initial chunk
 * (35 hashed names cost about 0.5 KB gzipped on /home). English, the fallback of shop-spec §9,
 * loads per namespace only when a key is missing.
 */
const CORE: Readonly<Record<Language, () => Promise<{ strings: Strings<'core'> }>>> = {
  en: () => import('./locales/en/core'),
  zh: () => import('./locales/zh/core'),
  jp: () => import('./locales/jp/core'),
  kor: () => import('./locales/kor/core'),
  tai: () => import('./locales/tai/core'),
}

const FEATURES: Readonly<Record<Language, () => Promise<{ loaders: FeatureLoaders }>>> = {
  en: () => import('./locales/en/features'),
  zh: () => import('./locales/zh/features'),
  jp: () => import('./locales/jp/features'),
  kor: () => import('./locales/kor/features'),
  tai: () => import('./locales/tai/features'),
}

async function loadFeature<N extends FeatureNamespace>(
  language: Language,
  namespace: N,
): Promise<Strings<N>> {
  const { loaders } = await FEATURES[language]()
  const loader: () => Promise<{ strings: Strings<N> }> = loaders[namespace]
  return (await loader()).strings
}

export const loadStrings: StringsLoader = async <N extends Namespace>(language: Language, namespace: N) =>
  (namespace === 'core'
    ? (await CORE[language]()).strings
    : await loadFeature(language, namespace as Exclude<N, 'core'>)) as Strings<N>
