import { AUDIT_STATUS } from '@crossmart/api-client'
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

  it('offers all first (no status asked), then one filter per status the server knows, each once', () => {
    const [first, ...rest] = AUDIT_FILTERS
    expect(auditQuery(first)).toEqual({})
    const asked = rest.map((filter) => auditQuery(filter).status)
    expect([...asked].sort()).toEqual(Object.values(AUDIT_STATUS).sort())
    // A record of each status reads as the filter that finds it.
    for (const filter of rest) expect(auditLabel(auditQuery(filter).status!)).toBe(filter)
  })
})
