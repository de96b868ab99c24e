import { API_CODE, TOKEN_HEADER } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { dbOf } from '../../test-support/commerce-fixtures'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { recordAudit } from './audit-log'

const DAY_MS = 86_400_000
const START = Date.parse('2026-11-20T00:00:00.000Z')

interface Page {
  list: {
    actorName: string
    action: string
    targetLabel: string
    createdAt: string
    targetId: string
    people: Record<string, string>
  }[]
  total: number
}

// Issue #29: the audit log is paged and filtered on the server (actor, action, time), operators only.
describe.each(endpointDrivers())('audit log paging and filters on %s', (driver) => {
  let t: TestServer
  let operator: string
  let staff: string
  let shopperId: number
  let shopperAccount: string

  const get = async (query: Record<string, string | number>, token = operator) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
    return t.raw(`/api/console/audit_log?${search}`, { headers: { [TOKEN_HEADER]: token } })
  }
  const page = async (query: Record<string, string | number>) => {
    const { body } = await get(query)
    expect(body.code, body.msg).toBe(API_CODE.success)
    return body.data as Page
  }

  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
    const db = dbOf(t)
    const asRole = async (role: 'staff' | 'operator') => {
      const { token, userId } = await t.register(role)
      await db.update(users).set({ role, shopId: null }).where(eq(users.id, userId))
      return token
    }
    operator = await asRole('operator')
    staff = await asRole('staff')
    const shopper = await t.register('demo')
    shopperId = shopper.userId
    shopperAccount = shopper.account
    await db.update(users).set({ nickname: 'demo' }).where(eq(users.id, shopperId))
    // 24 actions over three days: agent1 releases conversations, Olivia passes recharges, one per 3 h.
    for (let i = 0; i < 24; i++) {
      const clock = { now: () => START + i * 3 * 3_600_000 }
      if (i % 2 === 0)
        await recordAudit(
          db,
          clock,
          { id: null, name: 'agent1' },
          {
            action: 'conversation.release',
            targetType: 'conversation',
            targetId: `mer_1_${shopperId}`,
            before: { assignee: { id: 5, name: 'agent1' } },
            after: { assignee: null },
          },
        )
      else
        await recordAudit(
          db,
          clock,
          { id: null, name: 'Olivia' },
          {
            action: 'recharge.pass',
            targetType: 'recharge',
            targetId: 100 + i,
            before: { id: 100 + i, userId: shopperId, amountCents: 50_000, status: 0 },
            after: { id: 100 + i, userId: shopperId, amountCents: 50_000, status: 1 },
          },
        )
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('pages newest first with the total', async () => {
    const first = await page({ page: 1, limit: 10 })
    const last = await page({ page: 3, limit: 10 })
    expect(first.total).toBe(24)
    expect(first.list).toHaveLength(10)
    expect(last.list).toHaveLength(4)
    const times = [...first.list, ...last.list].map((e) => Date.parse(e.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(last.list.at(-1)?.createdAt).toBe(new Date(START).toISOString())
  })

  it.each([
    [{ actor: 'agent1' }, 12],
    [{ actor: 'Olivia' }, 12],
    [{ actor: 'nobody' }, 0],
    [{ action: 'recharge.pass' }, 12],
    [{ action: 'recharge.pass', actor: 'agent1' }, 0],
    // The first day: 00:00 to 24:00 holds the actions at 0, 3, ..., 21 h.
    [{ from: new Date(START).toISOString(), to: new Date(START + DAY_MS).toISOString() }, 8],
    [{ from: new Date(START + 2 * DAY_MS).toISOString() }, 8],
    [{ to: new Date(START + 3 * 3_600_000).toISOString() }, 1],
    [
      {
        actor: 'agent1',
        from: new Date(START + DAY_MS).toISOString(),
        to: new Date(START + 2 * DAY_MS).toISOString(),
      },
      4,
    ],
  ])('filters %o to %i actions, counted on the server', async (filter, expected) => {
    const result = await page({ ...filter, limit: 100 })
    expect(result.total).toBe(expected)
    expect(result.list).toHaveLength(expected)
    for (const entry of result.list) {
      if ('actor' in filter) expect(entry.actorName).toBe(filter.actor)
      if ('action' in filter) expect(entry.action).toBe(filter.action)
    }
  })

  it('names each record as a sentence needs it: the shopper, the account', async () => {
    const { list } = await page({ limit: 2 })
    const labels = Object.fromEntries(list.map((e) => [e.action, e.targetLabel]))
    // "agent1 released the conversation with demo": the shopper's name; money names the account.
    expect(labels['conversation.release']).toBe('demo')
    expect(labels['recharge.pass']).toBe(shopperAccount)
  })

  it('lists the actors and actions for the filters', async () => {
    const { body } = await t.raw('/api/console/audit_log_facets', { headers: { [TOKEN_HEADER]: operator } })
    expect(body.data).toEqual({
      actors: ['agent1', 'Olivia'],
      actions: ['conversation.release', 'recharge.pass'],
    })
  })

  it.each([{ from: 'yesterday' }, { to: '2026-13-45T99:00:00Z' }, { actor: 'x'.repeat(65) }])(
    'refuses %o as invalid',
    async (query) => {
      const { body } = await get(query)
      expect(body.code).toBe(API_CODE.validation)
    },
  )

  it.each(['/api/console/audit_log', '/api/console/audit_log_facets'])(
    '%s is for operators only',
    async (path) => {
      const { body } = await t.raw(path, { headers: { [TOKEN_HEADER]: staff } })
      expect(body.code).toBe(API_CODE.forbidden)
    },
  )

  // Issue #44: the queue logs assignees by id; the log names them so the console reads names.
  it('names the people an entry refers to by id', async () => {
    const db = dbOf(t)
    const member = await t.register('member')
    await db.update(users).set({ role: 'staff', nickname: 'Service 1' }).where(eq(users.id, member.userId))
    await recordAudit(
      db,
      { now: () => START + 10 * DAY_MS },
      { id: null, name: 'queue (automatic)' },
      {
        action: 'conversation.autoAssign',
        targetType: 'conversation',
        targetId: `mer_1_${shopperId}`,
        before: { assignee: null },
        after: { assignee: member.userId, openBefore: 0 },
      },
    )
    const { list } = await page({ action: 'conversation.autoAssign' })
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ people: { [String(member.userId)]: 'Service 1' }, targetLabel: 'demo' })
    const older = await page({ action: 'recharge.pass', limit: 1 })
    expect(older.list[0]).toMatchObject({ people: {} })
  })
})
