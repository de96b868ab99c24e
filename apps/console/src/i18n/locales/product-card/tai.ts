import type { productCardEn } from './en'

/** Issue #30: a shopper's product card in a conversation and in the inbox list (Thai). */
export const productCardTai: typeof productCardEn = {
  productCard: {
    digest: '[สินค้า] {{name}}',
    open: 'สินค้า: {{name}}, {{price}} (เปิดหน้าสินค้าของร้านในแท็บใหม่)',
  },
}
