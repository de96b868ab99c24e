import { API_CODE, ORDER_STATUS, ORDER_STATUS_CODES } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { ORDER_STATES, type OrderState } from '../../db/schema/orders'
import { RefusalError } from '../../http/refusal-error'
import {
  nextOrderState,
  ORDER_STATUS_OF,
  ORDER_TRANSITIONS,
  type OrderAction,
  statesForStatus,
} from './order-states'

// The table the README documents, written out independently: [action, from, to].
const ALLOWED: readonly [OrderAction, OrderState, OrderState][] = [
  ['pay', 'awaiting_payment', 'paid'],
  ['cancel', 'awaiting_payment', 'cancelled'],
  ['cancel', 'paid', 'cancelled'],
  ['ship', 'paid', 'shipped'],
  ['track', 'shipped', 'shipped'],
  ['deliver', 'shipped', 'delivered'],
  ['confirm', 'shipped', 'received'],
  ['confirm', 'delivered', 'received'],
  ['review', 'received', 'completed'],
  ['requestRefund', 'paid', 'after_sale'],
  ['requestRefund', 'shipped', 'after_sale'],
  ['requestRefund', 'delivered', 'after_sale'],
  ['requestRefund', 'received', 'after_sale'],
  ['requestRefund', 'completed', 'after_sale'],
]

const actions = Object.keys(ORDER_TRANSITIONS) as OrderAction[]

describe('order transition table', () => {
  const cases = actions
    .filter((a) => a !== 'closeRefund')
    .flatMap((action) => ORDER_STATES.map((from) => [action, from] as const))
  it.each(cases)('%s from %s', (action, from) => {
    const allowed = ALLOWED.find(([a, f]) => a === action && f === from)
    if (allowed) {
      expect(nextOrderState(from, action)).toBe(allowed[2])
    } else {
      let error: unknown
      try {
        nextOrderState(from, action)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(RefusalError)
      expect(error).toMatchObject({
        apiCode: API_CODE.invalidTransition,
        code: ORDER_TRANSITIONS[action].refusal,
      })
    }
  })

  it.each(ORDER_STATES)('closing a refund from after_sale returns to %s; other states refuse', (previous) => {
    expect(nextOrderState('after_sale', 'closeRefund', previous)).toBe(previous)
    for (const state of ORDER_STATES.filter((s) => s !== 'after_sale')) {
      expect(() => nextOrderState(state, 'closeRefund', previous)).toThrow(RefusalError)
    }
  })

  it('refuses to close a refund with no state to return to', () => {
    expect(() => nextOrderState('after_sale', 'closeRefund', null)).toThrow(RefusalError)
  })

  it('only the operator ships, tracks, delivers and closes refunds', () => {
    expect(actions.filter((a) => ORDER_TRANSITIONS[a].actor === 'operator').sort()).toEqual(
      ['closeRefund', 'deliver', 'ship', 'track'].sort(),
    )
  })
})

describe('status codes (shop-spec §4)', () => {
  it.each([
    [ORDER_STATUS.toPay, ['awaiting_payment']],
    [ORDER_STATUS.toShip, ['paid']],
    [ORDER_STATUS.toReceive, ['shipped', 'delivered']],
    [ORDER_STATUS.received, ['received']],
    [ORDER_STATUS.completed, ['completed']],
    [ORDER_STATUS.cancelled, ['cancelled']],
    [ORDER_STATUS.afterSale, ['after_sale']],
  ] as const)('status %i lists %j', (status, states) => {
    expect(statesForStatus(status)).toEqual(states)
    for (const state of states) expect(ORDER_STATUS_OF[state]).toBe(status)
  })

  it('every state has a status code of the spec', () => {
    for (const state of ORDER_STATES) expect(ORDER_STATUS_CODES).toContain(ORDER_STATUS_OF[state])
  })
})
