import { describe, expect, it } from 'vitest'
import { parseOrderIds } from './payment-orders'
import { parseTopUpSearch } from './return-path'
import { textSearchParam } from './text-search-param'

describe('textSearchParam', () => {
  const back = textSearchParam('back')
  const orders = textSearchParam('orders')

  it('keeps the parameter as text, a number the router parsed as its digits', () => {
    expect(back({ back: '/payment?orders=41' })).toEqual({ back: '/payment?orders=41' })
    expect(orders({ orders: 12 })).toEqual({ orders: '12' })
    expect(orders({ orders: '12,13' })).toEqual({ orders: '12,13' })
  })

  it('drops anything that is not text, and the other parameters', () => {
    expect(back({})).toEqual({})
    expect(back({ back: { to: '/x' } })).toEqual({})
    expect(back({ back: ['/x'] })).toEqual({})
    expect(back({ other: '/x' })).toEqual({})
  })

  it('leaves the meaning to the screens: an unsafe way back or bad ids still come out unusable there', () => {
    const unsafe = back({ back: '//evil.example' })
    expect(unsafe).toEqual({ back: '//evil.example' })
    // What the top-up routes' components do with it (routes/topUp.tsx and the other two).
    expect(parseTopUpSearch(unsafe).back).toBeUndefined()
    // What the payment routes' components do with it.
    expect(parseOrderIds(orders({ orders: 'x,-1,0' }).orders)).toEqual([])
  })
})
