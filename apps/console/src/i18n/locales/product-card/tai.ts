import type { productCardEn } from './en'

/** Issue #30: a shopper's product and order cards in a conversation and in the inbox list (Thai). */
export const productCardTai: typeof productCardEn = {
  productCard: {
    digest: '[สินค้า] {{name}}',
    open: 'สินค้า: {{name}}, {{price}} (เปิดหน้าสินค้าของร้านในแท็บใหม่)',
  },
  /** Issue #44: a shopper's order card (the state reads as the order view's). */
  orderCard: {
    digest: '[คำสั่งซื้อ] {{sn}}',
    open: 'คำสั่งซื้อ {{sn}}: {{status}}, {{units}}, {{total}} (เปิดคำสั่งซื้อ)',
    number: 'คำสั่งซื้อ {{sn}}',
    units_one: '{{count}} ชิ้น',
    units_other: '{{count}} ชิ้น',
  },
}
