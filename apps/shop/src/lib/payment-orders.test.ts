import { describe, expect, it } from 'vitest'
import { parseOrderIds, paymentSearch } from './payment-orders'

describe('payment orders in the URL', () => {
  it.each([
    ['12,13', [12, 13]],
    ['7', [7]],
    [7, [7]],
    [' 3 , 3 ,4', [3, 4]],
    ['0,-1,abc,1.5,,9', [9]],
    ['', []],
    [undefined, []],
    [{ x: 1 }, []],
  ])('%o -> %o', (input, expected) => {
    expect(parseOrderIds(input)).toEqual(expected)
  })

  it('round-trips the ids', () => {
    expect(parseOrderIds(paymentSearch([4, 5, 6]).orders)).toEqual([4, 5, 6])
  })
})
