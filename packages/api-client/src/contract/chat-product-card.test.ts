import { describe, expect, it } from 'vitest'
import { PRODUCT_CARD_CONTENT_TYPE, parseProductCard, productCardContent } from './chat-product-card.js'

describe('the product card content (issue #30)', () => {
  const product = { id: 7, name: 'Linen shirt', priceCents: 2_599, image: '/uploads/seed/p7.png' }

  it('a card made from a product reads back as that product', () => {
    const sent = JSON.parse(JSON.stringify(productCardContent(product)))
    expect(parseProductCard(sent)).toEqual({
      type: PRODUCT_CARD_CONTENT_TYPE,
      productId: 7,
      name: 'Linen shirt',
      priceCents: 2_599,
      image: '/uploads/seed/p7.png',
    })
  })

  it.each([
    ['another type', { ...productCardContent(product), type: 1 }],
    ['no product id', { type: PRODUCT_CARD_CONTENT_TYPE, name: 'x', priceCents: 1, image: '/a.png' }],
    ['a fractional price', { ...productCardContent(product), priceCents: 1.5 }],
    ['a negative price', { ...productCardContent(product), priceCents: -1 }],
    ['a product id of 0', { ...productCardContent(product), productId: 0 }],
    ['not an object', 'card'],
  ])('%s is no card', (_, content) => {
    expect(parseProductCard(content)).toBeNull()
  })
})
