import { describe, expect, it } from 'vitest'
import { fillQuickReply, variablesIn } from './quick-reply-variables'

describe('quick reply variables', () => {
  it('fills the shopper, the order, the agent and the shop', () => {
    const text = 'Hi {name}, order {order} ships today. {agent} at {shop}'
    expect(variablesIn(text)).toEqual(['name', 'order', 'agent', 'shop'])
    expect(
      fillQuickReply(text, { name: 'Ada', order: 'CM2026000011', agent: 'Service 1', shop: 'Harbor Home' }),
    ).toBe('Hi Ada, order CM2026000011 ships today. Service 1 at Harbor Home')
  })

  it('leaves a variable with no value as written, and anything else in braces alone', () => {
    const filled = fillQuickReply('Hi {name}, your order {order} {price}', { name: 'Ada', order: '' })
    expect(filled).toBe('Hi Ada, your order {order} {price}')
    expect(variablesIn(filled)).toEqual(['order'])
    expect(fillQuickReply('{name}{name}', { name: '$&' })).toBe('$&$&')
  })
})
