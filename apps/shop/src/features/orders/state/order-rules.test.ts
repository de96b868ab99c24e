import { ORDER_STATUS, REFUND_STATUS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { actionsFor, orderTabOf, refundKeyOf, statusFilterOf, statusKeyOf } from './order-rules'

describe('order tabs (shop-spec §4)', () => {
  it.each([
    [undefined, 'all', undefined],
    ['all', 'all', undefined],
    ['toPay', 'toPay', 0],
    ['toShip', 'toShip', 1],
    ['1', 'toShip', 1],
    ['toReceive', 'toReceive', 2],
    ['received', 'received', 3],
    ['completed', 'completed', 4],
    ['cancelled', 'cancelled', -1],
    ['-1', 'cancelled', -1],
    ['afterSale', 'afterSale', -4],
    ['-4', 'afterSale', -4],
    ['nonsense', 'all', undefined],
    ['7', 'all', undefined],
  ])('param %s -> tab %s, filter %s', (param, tab, filter) => {
    expect(orderTabOf(param)).toBe(tab)
    expect(statusFilterOf(orderTabOf(param))).toBe(filter)
  })

  it('labels every status code and marks unknown ones', () => {
    expect(statusKeyOf(ORDER_STATUS.toReceive)).toBe('toReceive')
    expect(statusKeyOf(99)).toBe('unknown')
  })

  it('labels refund progress', () => {
    expect(refundKeyOf(null)).toBeUndefined()
    expect(refundKeyOf(REFUND_STATUS.applied)).toBe('applied')
    expect(refundKeyOf(REFUND_STATUS.refunding)).toBe('refunding')
    expect(refundKeyOf(REFUND_STATUS.refunded)).toBe('refunded')
    expect(refundKeyOf(REFUND_STATUS.refused)).toBe('refused')
  })
})

describe('actions per status (server ORDER_TRANSITIONS)', () => {
  const plain = { refundStatus: null, reviewed: false }
  it.each([
    [ORDER_STATUS.toPay, ['cancel', 'pay']],
    [ORDER_STATUS.toShip, ['complaint', 'refund', 'cancel']],
    [ORDER_STATUS.toReceive, ['complaint', 'refund', 'confirm']],
    [ORDER_STATUS.received, ['complaint', 'refund', 'review']],
    [ORDER_STATUS.completed, ['complaint', 'refund', 'buyAgain']],
    [ORDER_STATUS.cancelled, ['buyAgain']],
    [ORDER_STATUS.afterSale, ['complaint']],
    [42, []],
  ])('status %s -> %j', (status, actions) => {
    expect(actionsFor({ status, ...plain })).toEqual(actions)
  })

  it('offers a refund once per order, even after a refusal', () => {
    expect(
      actionsFor({ ...plain, status: ORDER_STATUS.toShip, refundStatus: REFUND_STATUS.refused }),
    ).toEqual(['complaint', 'cancel'])
  })

  it('offers a review once', () => {
    expect(actionsFor({ ...plain, status: ORDER_STATUS.received, reviewed: true })).toEqual([
      'complaint',
      'refund',
    ])
  })
})
