/** Issue #30: a shopper's product and order cards in a conversation and in the inbox list (English). */
export const productCardEn = {
  productCard: {
    digest: '[Product] {{name}}',
    open: "Product: {{name}}, {{price}} (opens the shop's product page in a new tab)",
  },
  /** Issue #44: a shopper's order card (the state reads as the order view's). */
  orderCard: {
    digest: '[Order] {{sn}}',
    open: 'Order {{sn}}: {{status}}, {{units}}, {{total}} (opens the order)',
    number: 'Order {{sn}}',
    units_one: '{{count}} item',
    units_other: '{{count}} items',
  },
}
