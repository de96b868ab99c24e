import type { productCardEn } from './en'

/** Issue #30: a shopper's product card in a conversation and in the inbox list (Chinese). */
export const productCardZh: typeof productCardEn = {
  productCard: {
    digest: '[商品] {{name}}',
    open: '商品：{{name}}，{{price}}（在新标签页打开商城的商品页）',
  },
}
