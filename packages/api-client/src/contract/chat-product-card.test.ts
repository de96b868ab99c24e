import { createContentRegistry } from '@crossmart/im-sdk'
import { describe, expect, it } from 'vitest'
import {
  PRODUCT_CARD_CONTENT_TYPE,
  parseProductCard,
  productCardContent,
  productCardDefinition,
} from './chat-product-card.js'

describe('the product card content (issue #30)', () => {
  const product = { id: 7, shopId: 3, name: 'Linen shirt', priceCents: 2_599, image: '/uploads/seed/p7.png' }

  it('a card made from a product reads back as that product', () => {
    const sent = JSON.parse(JSON.stringify(productCardContent(product)))
    expect(parseProductCard(sent)).toEqual({
      type: PRODUCT_CARD_CONTENT_TYPE,
      productId: 7,
      shopId: 3,
      name: 'Linen shirt',
      priceCents: 2_599,
      image: '/uploads/seed/p7.png',
    })
  })

  it.each([
    ['another type', { ...productCardContent(product), type: 1 }],
    [
      'no product id',
      { type: PRODUCT_CARD_CONTENT_TYPE, shopId: 3, name: 'x', priceCents: 1, image: '/a.png' },
    ],
    [
      'no shop id',
      { type: PRODUCT_CARD_CONTENT_TYPE, productId: 7, name: 'x', priceCents: 1, image: '/a.png' },
    ],
    ['a fractional price', { ...productCardContent(product), priceCents: 1.5 }],
    ['a negative price', { ...productCardContent(product), priceCents: -1 }],
    ['a product id of 0', { ...productCardContent(product), productId: 0 }],
    ['not an object', 'card'],
  ])('%s is no card', (_, content) => {
    expect(parseProductCard(content)).toBeNull()
  })

  it('registered with the SDK, a received card decodes as itself and lists as "[label] name"', () => {
    const registry = createContentRegistry({ types: [productCardDefinition] })
    const content = registry.parse(JSON.parse(JSON.stringify(productCardContent(product))))
    expect(content).toMatchObject({ type: PRODUCT_CARD_CONTENT_TYPE, productId: 7, shopId: 3 })
    expect(registry.digest(content, { product: '[Produkt]' })).toBe('[Produkt] Linen shirt')
    expect(registry.digest(content)).toBe('[Product] Linen shirt')
  })

  it('a malformed card decodes as unknown content, never as a card', () => {
    const registry = createContentRegistry({ types: [productCardDefinition] })
    expect(registry.parse({ type: PRODUCT_CARD_CONTENT_TYPE, productId: 7 })).toMatchObject({
      type: 0,
      originalType: PRODUCT_CARD_CONTENT_TYPE,
    })
  })
})
