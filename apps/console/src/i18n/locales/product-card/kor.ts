import type { productCardEn } from './en'

/** Issue #30: a shopper's product card in a conversation and in the inbox list (Korean). */
export const productCardKor: typeof productCardEn = {
  productCard: {
    digest: '[상품] {{name}}',
    open: '상품: {{name}}, {{price}} (새 탭에서 쇼핑몰 상품 페이지 열기)',
  },
}
