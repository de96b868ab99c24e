import { describe, expect, it } from 'vitest'
import { parseServiceChannel, storedChannelOf, viewChannelId } from './channel-address'

describe('customer-service channel ids', () => {
  it.each([
    ['mer_12', { serviceId: 'mer_12', shopId: 12 }],
    ['mer_12_345', { serviceId: 'mer_12', shopId: 12, shopperUid: '345' }],
    ['platform', { serviceId: 'platform', shopId: null }],
    ['platform_7', { serviceId: 'platform', shopId: null, shopperUid: '7' }],
    ['mer_', null],
    ['mer_0', null],
    ['mer_12_', null],
    ['mer_12_abc', null],
    ['mer_x', null],
    ['platform7', null],
    ['shop_1', null],
    ['', null],
  ])('%j parses to %j', (id, expected) => {
    expect(parseServiceChannel(id)).toEqual(expected)
  })

  it('shows the shopper the service id and everyone else the canonical id', () => {
    const channel = storedChannelOf('mer_3_42', 7)!
    expect(viewChannelId('42', channel)).toBe('mer_3')
    expect(viewChannelId('9', channel)).toBe('mer_3_42')
    expect(viewChannelId('42', storedChannelOf('club', 2)!)).toBe('club')
    expect(storedChannelOf('mer_3', 7)).toBeNull()
    expect(storedChannelOf('x', 1)).toBeNull()
  })
})
