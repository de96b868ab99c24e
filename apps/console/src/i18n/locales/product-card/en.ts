/** Issue #30: a shopper's product card in a conversation and in the inbox list (English). */
export const productCardEn = {
  productCard: {
    digest: '[Product] {{name}}',
    open: "Product: {{name}}, {{price}} (opens the shop's product page in a new tab)",
  },
}
