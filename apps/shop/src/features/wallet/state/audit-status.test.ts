import { describe, expect, it } from 'vitest'
import { AUDIT_FILTERS, auditLabel, auditQuery } from './audit-status'

describe('audit status (shop-spec §4: all, 2 refused, 0 auditing, 1 passed)', () => {
  it.each([
    ['all', {}],
    ['auditing', { status: 0 }],
    ['passed', { status: 1 }],
    ['refused', { status: 2 }],
  ] as const)('filter %s -> query %j', (filter, query) => {
    expect(auditQuery(filter)).toEqual(query)
  })

  it.each([
    [0, 'auditing'],
    [1, 'passed'],
    [2, 'refused'],
  ] as const)('status %i reads %s', (code, label) => {
    expect(auditLabel(code)).toBe(label)
  })

  it('offers all first, then each status', () => {
    expect(AUDIT_FILTERS).toEqual(['all', 'auditing', 'passed', 'refused'])
  })
})
