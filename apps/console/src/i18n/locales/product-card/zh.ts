import type { productCardEn } from './en'

/** Issue #30: a shopper's product and order cards in a conversation and in the inbox list (Chinese). */
export const productCardZh: typeof productCardEn = {
  productCard: {
    digest: '[商品] {{name}}',
    open: '商品：{{name}}，{{price}}（在新标签页打开商城的商品页）',
  },
  /** Issue #44: a shopper's order card (the state reads as the order view's). */
  orderCard: {
    digest: '[订单] {{sn}}',
    open: '订单 {{sn}}：{{status}}，{{units}}，{{total}}（打开订单）',
    number: '订单 {{sn}}',
    units_one: '{{count}} 件',
    units_other: '{{count}} 件',
  },
}
