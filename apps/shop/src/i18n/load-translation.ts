import type { Language } from './languages'
import type { Translation } from './locales/en'

/**
 * Every language, English included, is a separate chunk: a page downloads only the language it
 * shows (/home: one set of strings, whichever the stored `Lang` names). English, the fallback of
 * shop-spec §9, loads only when a key is missing from the active language (see create-i18n.ts).
 */
const LOADERS: Readonly<Record<Language, () => Promise<Translation>>> = {
  en: () => import('./locales/en').then((m) => m.en),
  zh: () => import('./locales/zh').then((m) => m.zh),
  jp: () => import('./locales/jp').then((m) => m.jp),
  kor: () => import('./locales/kor').then((m) => m.kor),
  tai: () => import('./locales/tai').then((m) => m.tai),
}

export type TranslationLoader = (language: Language) => Promise<Translation>

export const loadTranslation: TranslationLoader = (language) => LOADERS[language]()
