import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './locales/en'
import { jp } from './locales/jp'
import { kor } from './locales/kor'
import { productCardEn } from './locales/product-card/en'
import { productCardJp } from './locales/product-card/jp'
import { productCardKor } from './locales/product-card/kor'
import { productCardTai } from './locales/product-card/tai'
import { productCardZh } from './locales/product-card/zh'
import { staffToolsEn } from './locales/staff-tools/en'
import { staffToolsJp } from './locales/staff-tools/jp'
import { staffToolsKor } from './locales/staff-tools/kor'
import { staffToolsTai } from './locales/staff-tools/tai'
import { staffToolsZh } from './locales/staff-tools/zh'
import { tai } from './locales/tai'
import { zh } from './locales/zh'

/** The five languages of the shop (shop-spec §9), English the fallback. */
export const CONSOLE_LANGUAGES = ['en', 'zh', 'jp', 'kor', 'tai'] as const
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number]

/** Each language's strings; issue #29's staff tools and issue #30's product card keep their own module per language. */
export const LOCALES = {
  en: { ...en, ...staffToolsEn, ...productCardEn },
  zh: { ...zh, ...staffToolsZh, ...productCardZh },
  jp: { ...jp, ...staffToolsJp, ...productCardJp },
  kor: { ...kor, ...staffToolsKor, ...productCardKor },
  tai: { ...tai, ...staffToolsTai, ...productCardTai },
} as const

export function resolveConsoleLanguage(value: string | null | undefined): ConsoleLanguage {
  const lower = (value ?? '').toLowerCase()
  if (lower.startsWith('zh')) return 'zh'
  if (lower.startsWith('ja') || lower === 'jp') return 'jp'
  if (lower.startsWith('ko')) return 'kor'
  if (lower.startsWith('th') || lower === 'tai') return 'tai'
  return 'en'
}

/**
 * One i18next instance per app (no global): every language's strings are small enough to ship
 * together, so switching is instant. Keys follow the contract's message keys (`validation.x`,
 * `error.x`), so a validation issue's key is its translation key.
 */
export async function createConsoleI18n(language: ConsoleLanguage): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(LOCALES).map(([lang, strings]) => [lang, { translation: strings }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
