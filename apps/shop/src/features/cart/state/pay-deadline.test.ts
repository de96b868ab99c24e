import { ORDER_STATUS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { orderDetail } from '../../../test-support/commerce-data'
import { allCancelled, earliestPayDeadline, formatTimeLeft } from './pay-deadline'

describe('earliestPayDeadline', () => {
  const at = (iso: string | null, status: number = ORDER_STATUS.toPay) => ({
    ...orderDetail(1),
    status,
    payDeadline: iso,
  })
  it.each([
    { name: 'no orders', orders: [], want: null },
    { name: 'no deadline (older orders)', orders: [at(null)], want: null },
    {
      name: 'the earliest of the unpaid ones',
      orders: [at('2026-11-28T10:30:00.000Z'), at('2026-11-28T10:10:00.000Z')],
      want: Date.parse('2026-11-28T10:10:00.000Z'),
    },
    {
      name: 'paid orders do not count',
      orders: [at('2026-11-28T10:00:00.000Z', ORDER_STATUS.toShip), at('2026-11-28T10:20:00.000Z')],
      want: Date.parse('2026-11-28T10:20:00.000Z'),
    },
  ])('$name', ({ orders, want }) => {
    expect(earliestPayDeadline(orders)).toBe(want)
  })
})

describe('formatTimeLeft', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [61_000, '01:01'],
    [60_500, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_600_000 + 65_000, '1:01:05'],
  ])('%i ms -> %s', (ms, want) => {
    expect(formatTimeLeft(ms)).toBe(want)
  })
})

describe('allCancelled', () => {
  it('is true only when every order is cancelled', () => {
    const cancelled = { ...orderDetail(1), status: ORDER_STATUS.cancelled }
    expect(allCancelled([cancelled, cancelled])).toBe(true)
    expect(allCancelled([cancelled, orderDetail(2)])).toBe(false)
    expect(allCancelled([])).toBe(false)
  })
})
