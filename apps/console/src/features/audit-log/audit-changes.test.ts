import { describe, expect, it } from 'vitest'
import { auditAmountCents, auditChanges } from './audit-changes'

describe('auditChanges', () => {
  it.each([
    [
      'a recharge passed: only the status differs; money loses its Cents suffix',
      { id: 3, userId: 9, amountCents: 50_000, status: 0, auditRemark: '' },
      { id: 3, userId: 9, amountCents: 50_000, status: 1, auditRemark: 'ok' },
      [
        { field: 'status', money: false, from: 0, to: 1 },
        { field: 'auditRemark', money: false, from: '', to: 'ok' },
      ],
    ],
    [
      'a shipped order: state, carrier and tracking number',
      { id: 1, orderSn: 'CM1', shopId: 2, state: 'paid', company: null, trackingNo: null },
      { id: 1, orderSn: 'CM1', shopId: 2, state: 'shipped', company: 'DHL', trackingNo: 'X1' },
      [
        { field: 'state', money: false, from: 'paid', to: 'shipped' },
        { field: 'company', money: false, from: null, to: 'DHL' },
        { field: 'trackingNo', money: false, from: null, to: 'X1' },
      ],
    ],
    [
      'a released conversation: the assignee object',
      { assignee: { id: 5, name: 'agent1' } },
      { assignee: null },
      [{ field: 'assignee', money: false, from: { id: 5, name: 'agent1' }, to: null }],
    ],
    [
      'an added quick reply: nothing before',
      null,
      { id: 4, shortcut: 'hi', text: 'Hello' },
      [
        { field: 'shortcut', money: false, to: 'hi' },
        { field: 'text', money: false, to: 'Hello' },
      ],
    ],
    [
      'a deleted quick reply: nothing after',
      { id: 4, shortcut: 'hi', text: 'Hello' },
      null,
      [
        { field: 'shortcut', money: false, from: 'hi' },
        { field: 'text', money: false, from: 'Hello' },
      ],
    ],
    [
      'a refund amount changed',
      { amountCents: 100 },
      { amountCents: 80 },
      [{ field: 'amount', money: true, from: 100, to: 80 }],
    ],
    ['nothing changed', { status: 1 }, { status: 1 }, []],
    ['plain values', 'a', 'b', [{ field: '', money: false, from: 'a', to: 'b' }]],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected)
  })
})

describe('auditAmountCents', () => {
  it.each([
    [{ amountCents: 500 }, { amountCents: 400 }, 400],
    [{ amountCents: 500 }, null, 500],
    [{ state: 'paid' }, { state: 'shipped' }, null],
    [null, null, null],
  ])('%o -> %o: %s', (before, after, expected) => {
    expect(auditAmountCents(before, after)).toBe(expected)
  })
})
