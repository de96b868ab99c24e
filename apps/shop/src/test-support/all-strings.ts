import type { Language } from '../i18n/languages'
import { strings as en_account } from '../i18n/locales/en/account'
import { strings as en_cart } from '../i18n/locales/en/cart'
import { strings as en_catalog } from '../i18n/locales/en/catalog'
import { strings as en_chat } from '../i18n/locales/en/chat'
import { strings as en_content } from '../i18n/locales/en/content'
import { strings as en_core } from '../i18n/locales/en/core'
import { strings as en_me } from '../i18n/locales/en/me'
import { strings as en_notifications } from '../i18n/locales/en/notifications'
import { strings as en_orders } from '../i18n/locales/en/orders'
import { strings as en_product } from '../i18n/locales/en/product'
import { strings as en_settings } from '../i18n/locales/en/settings'
import { strings as en_titles } from '../i18n/locales/en/titles'
import { strings as en_validation } from '../i18n/locales/en/validation'
import { strings as en_wallet } from '../i18n/locales/en/wallet'
import { strings as jp_account } from '../i18n/locales/jp/account'
import { strings as jp_cart } from '../i18n/locales/jp/cart'
import { strings as jp_catalog } from '../i18n/locales/jp/catalog'
import { strings as jp_chat } from '../i18n/locales/jp/chat'
import { strings as jp_content } from '../i18n/locales/jp/content'
import { strings as jp_core } from '../i18n/locales/jp/core'
import { strings as jp_me } from '../i18n/locales/jp/me'
import { strings as jp_notifications } from '../i18n/locales/jp/notifications'
import { strings as jp_orders } from '../i18n/locales/jp/orders'
import { strings as jp_product } from '../i18n/locales/jp/product'
import { strings as jp_settings } from '../i18n/locales/jp/settings'
import { strings as jp_titles } from '../i18n/locales/jp/titles'
import { strings as jp_validation } from '../i18n/locales/jp/validation'
import { strings as jp_wallet } from '../i18n/locales/jp/wallet'
import { strings as kor_account } from '../i18n/locales/kor/account'
import { strings as kor_cart } from '../i18n/locales/kor/cart'
import { strings as kor_catalog } from '../i18n/locales/kor/catalog'
import { strings as kor_chat } from '../i18n/locales/kor/chat'
import { strings as kor_content } from '../i18n/locales/kor/content'
import { strings as kor_core } from '../i18n/locales/kor/core'
import { strings as kor_me } from '../i18n/locales/kor/me'
import { strings as kor_notifications } from '../i18n/locales/kor/notifications'
import { strings as kor_orders } from '../i18n/locales/kor/orders'
import { strings as kor_product } from '../i18n/locales/kor/product'
import { strings as kor_settings } from '../i18n/locales/kor/settings'
import { strings as kor_titles } from '../i18n/locales/kor/titles'
import { strings as kor_validation } from '../i18n/locales/kor/validation'
import { strings as kor_wallet } from '../i18n/locales/kor/wallet'
import { strings as tai_account } from '../i18n/locales/tai/account'
import { strings as tai_cart } from '../i18n/locales/tai/cart'
import { strings as tai_catalog } from '../i18n/locales/tai/catalog'
import { strings as tai_chat } from '../i18n/locales/tai/chat'
import { strings as tai_content } from '../i18n/locales/tai/content'
import { strings as tai_core } from '../i18n/locales/tai/core'
import { strings as tai_me } from '../i18n/locales/tai/me'
import { strings as tai_notifications } from '../i18n/locales/tai/notifications'
import { strings as tai_orders } from '../i18n/locales/tai/orders'
import { strings as tai_product } from '../i18n/locales/tai/product'
import { strings as tai_settings } from '../i18n/locales/tai/settings'
import { strings as tai_titles } from '../i18n/locales/tai/titles'
import { strings as tai_validation } from '../i18n/locales/tai/validation'
import { strings as tai_wallet } from '../i18n/locales/tai/wallet'
import { strings as zh_account } from '../i18n/locales/zh/account'
import { strings as zh_cart } from '../i18n/locales/zh/cart'
import { strings as zh_catalog } from '../i18n/locales/zh/catalog'
import { strings as zh_chat } from '../i18n/locales/zh/chat'
import { strings as zh_content } from '../i18n/locales/zh/content'
import { strings as zh_core } from '../i18n/locales/zh/core'
import { strings as zh_me } from '../i18n/locales/zh/me'
import { strings as zh_notifications } from '../i18n/locales/zh/notifications'
import { strings as zh_orders } from '../i18n/locales/zh/orders'
import { strings as zh_product } from '../i18n/locales/zh/product'
import { strings as zh_settings } from '../i18n/locales/zh/settings'
import { strings as zh_titles } from '../i18n/locales/zh/titles'
import { strings as zh_validation } from '../i18n/locales/zh/validation'
import { strings as zh_wallet } from '../i18n/locales/zh/wallet'
import type { Namespace, Strings } from '../i18n/namespaces'

/** Every namespace of one language. */
export type AllStrings = { readonly [N in Namespace]: Strings<N> }

/** Every language's strings, loaded statically (tests only: the app loads them by chunk). */
export const STRINGS: Readonly<Record<Language, AllStrings>> = {
  en: {
    core: en_core,
    catalog: en_catalog,
    product: en_product,
    account: en_account,
    me: en_me,
    orders: en_orders,
    chat: en_chat,
    wallet: en_wallet,
    validation: en_validation,
    cart: en_cart,
    settings: en_settings,
    content: en_content,
    notifications: en_notifications,
    titles: en_titles,
  },
  zh: {
    core: zh_core,
    catalog: zh_catalog,
    product: zh_product,
    account: zh_account,
    me: zh_me,
    orders: zh_orders,
    chat: zh_chat,
    wallet: zh_wallet,
    validation: zh_validation,
    cart: zh_cart,
    settings: zh_settings,
    content: zh_content,
    notifications: zh_notifications,
    titles: zh_titles,
  },
  jp: {
    core: jp_core,
    catalog: jp_catalog,
    product: jp_product,
    account: jp_account,
    me: jp_me,
    orders: jp_orders,
    chat: jp_chat,
    wallet: jp_wallet,
    validation: jp_validation,
    cart: jp_cart,
    settings: jp_settings,
    content: jp_content,
    notifications: jp_notifications,
    titles: jp_titles,
  },
  kor: {
    core: kor_core,
    catalog: kor_catalog,
    product: kor_product,
    account: kor_account,
    me: kor_me,
    orders: kor_orders,
    chat: kor_chat,
    wallet: kor_wallet,
    validation: kor_validation,
    cart: kor_cart,
    settings: kor_settings,
    content: kor_content,
    notifications: kor_notifications,
    titles: kor_titles,
  },
  tai: {
    core: tai_core,
    catalog: tai_catalog,
    product: tai_product,
    account: tai_account,
    me: tai_me,
    orders: tai_orders,
    chat: tai_chat,
    wallet: tai_wallet,
    validation: tai_validation,
    cart: tai_cart,
    settings: tai_settings,
    content: tai_content,
    notifications: tai_notifications,
    titles: tai_titles,
  },
}
