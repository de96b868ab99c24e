import type { productCardEn } from './en'

/** Issue #30: a shopper's product and order cards in a conversation and in the inbox list (Japanese). */
export const productCardJp: typeof productCardEn = {
  productCard: {
    digest: '[商品] {{name}}',
    open: '商品：{{name}}、{{price}}（ショップの商品ページを新しいタブで開きます）',
  },
  /** Issue #44: a shopper's order card (the state reads as the order view's). */
  orderCard: {
    digest: '[注文] {{sn}}',
    open: '注文 {{sn}}：{{status}}、{{units}}、{{total}}（注文を開きます）',
    number: '注文 {{sn}}',
    units_one: '{{count}} 点',
    units_other: '{{count}} 点',
  },
}
