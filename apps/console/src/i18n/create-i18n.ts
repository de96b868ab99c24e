import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { catalogueEn } from './locales/catalogue/en'
import { catalogueJp } from './locales/catalogue/jp'
import { catalogueKor } from './locales/catalogue/kor'
import { catalogueTai } from './locales/catalogue/tai'
import { catalogueZh } from './locales/catalogue/zh'
import { en } from './locales/en'
import { financeEn } from './locales/finance/en'
import { financeJp } from './locales/finance/jp'
import { financeKor } from './locales/finance/kor'
import { financeTai } from './locales/finance/tai'
import { financeZh } from './locales/finance/zh'
import { jp } from './locales/jp'
import { kor } from './locales/kor'
import { labelsEn } from './locales/labels/en'
import { labelsJp } from './locales/labels/jp'
import { labelsKor } from './locales/labels/kor'
import { labelsTai } from './locales/labels/tai'
import { labelsZh } from './locales/labels/zh'
import {
  merchantsNavEn,
  merchantsNavJp,
  merchantsNavKor,
  merchantsNavTai,
  merchantsNavZh,
} from './locales/merchants/nav'
import { productCardEn } from './locales/product-card/en'
import { productCardJp } from './locales/product-card/jp'
import { productCardKor } from './locales/product-card/kor'
import { productCardTai } from './locales/product-card/tai'
import { productCardZh } from './locales/product-card/zh'
import { productsEn } from './locales/products/en'
import { productsJp } from './locales/products/jp'
import { productsKor } from './locales/products/kor'
import { productsTai } from './locales/products/tai'
import { productsZh } from './locales/products/zh'
import { satisfactionEn } from './locales/satisfaction/en'
import { satisfactionJp } from './locales/satisfaction/jp'
import { satisfactionKor } from './locales/satisfaction/kor'
import { satisfactionTai } from './locales/satisfaction/tai'
import { satisfactionZh } from './locales/satisfaction/zh'
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

/** Each language's strings; issue #29's staff tools, labels and ratings and issue #30's product card and issue #42's money and issue #48's products and merchant applications keep their own modules per language. */
export const LOCALES = {
  en: {
    ...en,
    ...staffToolsEn,
    ...labelsEn,
    ...satisfactionEn,
    ...productCardEn,
    ...financeEn,
    ...productsEn,
    ...merchantsNavEn,
    ...catalogueEn,
  },
  zh: {
    ...zh,
    ...staffToolsZh,
    ...labelsZh,
    ...satisfactionZh,
    ...productCardZh,
    ...financeZh,
    ...productsZh,
    ...merchantsNavZh,
    ...catalogueZh,
  },
  jp: {
    ...jp,
    ...staffToolsJp,
    ...labelsJp,
    ...satisfactionJp,
    ...productCardJp,
    ...financeJp,
    ...productsJp,
    ...merchantsNavJp,
    ...catalogueJp,
  },
  kor: {
    ...kor,
    ...staffToolsKor,
    ...labelsKor,
    ...satisfactionKor,
    ...productCardKor,
    ...financeKor,
    ...productsKor,
    ...merchantsNavKor,
    ...catalogueKor,
  },
  tai: {
    ...tai,
    ...staffToolsTai,
    ...labelsTai,
    ...satisfactionTai,
    ...productCardTai,
    ...financeTai,
    ...productsTai,
    ...merchantsNavTai,
    ...catalogueTai,
  },
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
