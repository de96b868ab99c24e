import { createContentRegistry } from '@crossmart/im-sdk'
import { describe, expect, it } from 'vitest'
import {
  ORDER_CARD_CONTENT_TYPE,
  orderCardContent,
  orderCardDefinition,
  parseOrderCard,
} from './chat-order-card.js'
import { ORDER_STATUS } from './status-codes.js'

describe('the order card content (issue #44)', () => {
  const order = {
    id: 12,
    orderSn: 'CM2612070001',
    shopId: 3,
    status: ORDER_STATUS.toShip,
    quantity: 3,
    totalCents: 5_198,
    items: [
      { productName: 'Linen shirt', image: '/uploads/seed/p7.png' },
      { productName: 'Socks', image: '/uploads/seed/p8.png' },
    ],
  }

  it('a card made from an order reads back as that order, named by its first line', () => {
    const sent = JSON.parse(JSON.stringify(orderCardContent(order)))
    expect(parseOrderCard(sent)).toEqual({
      type: ORDER_CARD_CONTENT_TYPE,
      orderId: 12,
      orderSn: 'CM2612070001',
      shopId: 3,
      status: ORDER_STATUS.toShip,
      quantity: 3,
      totalCents: 5_198,
      name: 'Linen shirt',
      image: '/uploads/seed/p7.png',
    })
  })

  it.each([
    ['another type', { ...orderCardContent(order), type: 101 }],
    ['no order number', { ...orderCardContent(order), orderSn: '' }],
    ['an unknown status', { ...orderCardContent(order), status: 7 }],
    ['a fractional total', { ...orderCardContent(order), totalCents: 1.5 }],
    ['no units', { ...orderCardContent(order), quantity: 0 }],
    ['an order id of 0', { ...orderCardContent(order), orderId: 0 }],
    ['not an object', 'card'],
  ])('%s is no card', (_, content) => {
    expect(parseOrderCard(content)).toBeNull()
  })

  it('registered with the SDK, a received card decodes as itself and lists as "[label] number"', () => {
    const registry = createContentRegistry({ types: [orderCardDefinition] })
    const content = registry.parse(JSON.parse(JSON.stringify(orderCardContent(order))))
    expect(content).toMatchObject({ type: ORDER_CARD_CONTENT_TYPE, orderId: 12 })
    expect(registry.digest(content, { order: '[订单]' })).toBe('[订单] CM2612070001')
    expect(registry.digest(content)).toBe('[Order] CM2612070001')
  })
})
