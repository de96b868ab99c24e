import { describe, expect, it } from 'vitest'
import { digestOf } from './inbox'

// The console inbox's last-message text (server README "Console"); issue #30: a product card lists
// by its name, never as raw JSON or the "no text" placeholder.
describe('digestOf', () => {
  const card = { type: 101, productId: 7, shopId: 3, name: 'Linen shirt', priceCents: 2599, image: '/a.png' }
  it.each([
    ['nothing', null, ''],
    ['text', JSON.stringify({ type: 1, content: 'hello' }), 'hello'],
    ['an image', JSON.stringify({ type: 2, url: '/uploads/u/a.png' }), '[image]'],
    ['a product card', JSON.stringify(card), '[product] Linen shirt'],
    [
      'an order card (issue #44)',
      JSON.stringify({
        type: 102,
        orderId: 4,
        orderSn: 'CM0004',
        shopId: 3,
        status: 1,
        quantity: 2,
        totalCents: 5198,
        name: 'Linen shirt',
        image: '/a.png',
      }),
      '[order] CM0004',
    ],
    ['a malformed order card', JSON.stringify({ type: 102, orderId: 4 }), '[message]'],
    ['a malformed product card', JSON.stringify({ type: 101, productId: 7 }), '[message]'],
    ['not JSON', 'x{', '[message]'],
    [
      'a rating request',
      JSON.stringify({ type: 1101, ratingId: 4, content: 'Please rate this conversation from 1 to 5' }),
      '[rating request]',
    ],
  ])('%s', (_, payload, expected) => {
    expect(digestOf(payload)).toBe(expected)
  })
})
