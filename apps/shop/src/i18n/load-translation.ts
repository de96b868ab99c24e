import type { Language } from './languages'
import { en, type Translation } from './locales/en'

/**
 * English is the fallback (shop-spec §9) and always bundled; the other languages are separate
 * chunks loaded when chosen, so /home downloads one or two languages instead of five.
 */
const LOADERS: Readonly<Record<Language, () => Promise<Translation>>> = {
  en: () => Promise.resolve(en),
  zh: () => import('./locales/zh').then((m) => m.zh),
  jp: () => import('./locales/jp').then((m) => m.jp),
  kor: () => import('./locales/kor').then((m) => m.kor),
  tai: () => import('./locales/tai').then((m) => m.tai),
}

export type TranslationLoader = (language: Language) => Promise<Translation>

export const loadTranslation: TranslationLoader = (language) => LOADERS[language]()
