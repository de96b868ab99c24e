import type { productCardEn } from './en'

/** Issue #30: a shopper's product and order cards in a conversation and in the inbox list (Korean). */
export const productCardKor: typeof productCardEn = {
  productCard: {
    digest: '[상품] {{name}}',
    open: '상품: {{name}}, {{price}} (새 탭에서 쇼핑몰 상품 페이지 열기)',
  },
  /** Issue #44: a shopper's order card (the state reads as the order view's). */
  orderCard: {
    digest: '[주문] {{sn}}',
    open: '주문 {{sn}}: {{status}}, {{units}}, {{total}} (주문 열기)',
    number: '주문 {{sn}}',
    units_one: '{{count}}개',
    units_other: '{{count}}개',
  },
}
