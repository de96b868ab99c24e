import type { AuditLogEntry } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { auditRuns } from './audit-runs'

let nextId = 1
const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: nextId++,
  actorName: 'queue (automatic)',
  action: 'conversation.requeue',
  targetType: 'conversation',
  targetId: 'mer_1_21',
  targetLabel: 'demo',
  people: {},
  before: { assignee: 5 },
  after: { assignee: null, reason: 'offline' },
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
})

const sizes = (entries: AuditLogEntry[]) => auditRuns(entries).map((run) => run.entries.length)

describe('audit runs', () => {
  it('reads ten requeues of one closing console as one run, and the assignments after them as another', () => {
    const requeues = Array.from({ length: 10 }, (_, i) => entry({ targetId: `mer_1_${i}` }))
    const assigns = Array.from({ length: 10 }, (_, i) =>
      entry({ action: 'conversation.autoAssign', targetId: `mer_1_${i}`, after: { assignee: 7 } }),
    )
    expect(sizes([...assigns, ...requeues])).toEqual([10, 10])
  })

  it('keeps apart different reasons, actors, times, and actions people take', () => {
    expect(sizes([entry({}), entry({ after: { assignee: null, reason: 'noAnswer' } })])).toEqual([1, 1])
    expect(sizes([entry({}), entry({ createdAt: '2026-11-27T10:05:00.000Z' })])).toEqual([1, 1])
    expect(sizes([entry({}), entry({ actorName: 'ops (command line)' })])).toEqual([1, 1])
    const take = entry({ action: 'conversation.take', actorName: 'agent1' })
    expect(sizes([take, { ...take, id: 99 }])).toEqual([1, 1])
    expect(sizes([])).toEqual([])
  })
})
