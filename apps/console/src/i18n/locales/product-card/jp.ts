import type { productCardEn } from './en'

/** Issue #30: a shopper's product card in a conversation and in the inbox list (Japanese). */
export const productCardJp: typeof productCardEn = {
  productCard: {
    digest: '[商品] {{name}}',
    open: '商品：{{name}}、{{price}}（ショップの商品ページを新しいタブで開きます）',
  },
}
