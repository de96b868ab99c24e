import type { AuditLogEntry } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { AuditLogScreen } from './audit-log-screen'

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 1,
  actorName: 'agent1',
  action: 'conversation.release',
  targetType: 'conversation',
  targetId: 'mer_1_21',
  targetLabel: 'demo',
  people: {},
  before: { assignee: { id: 5, name: 'agent1' } },
  after: { assignee: null },
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
})

const ENTRIES = [
  entry({}),
  entry({
    id: 2,
    actorName: 'Olivia',
    action: 'recharge.pass',
    targetType: 'recharge',
    targetId: '31',
    targetLabel: 'ada01',
    before: { id: 31, userId: 21, amountCents: 50_000, status: 0, auditRemark: '' },
    after: { id: 31, userId: 21, amountCents: 50_000, status: 1, auditRemark: 'Evidence checked' },
  }),
  entry({
    id: 3,
    actorName: 'service1',
    action: 'order.ship',
    targetType: 'order',
    targetId: '11',
    targetLabel: 'CM2026000011',
    before: { id: 11, orderSn: 'CM2026000011', shopId: 1, state: 'paid', company: null, trackingNo: null },
    after: {
      id: 11,
      orderSn: 'CM2026000011',
      shopId: 1,
      state: 'shipped',
      company: 'DHL',
      trackingNo: 'JD42',
    },
  }),
  entry({ id: 4, action: 'conversation.snooze', targetLabel: '', before: null, after: { until: 'later' } }),
]

describe('audit log', () => {
  it('reads as sentences with money formatted and changes in words, never raw JSON', async () => {
    const fake = createFakeApi({
      '/api/console/audit_log': () => ({ list: ENTRIES, total: 4, page: 1, limit: 50 }),
      '/api/console/audit_log_facets': () => ({ actors: ['agent1', 'Olivia'], actions: ['recharge.pass'] }),
    })
    await renderScreen(<AuditLogScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('agent1 released the conversation with demo')).toBeTruthy()
    expect(screen.getByText('Assigned to: agent1 → nobody')).toBeTruthy()
    expect(screen.getByText('Olivia passed recharge #31 of $500.00 for ada01')).toBeTruthy()
    expect(screen.getByText('Status: Waiting → Passed')).toBeTruthy()
    expect(screen.getByText('Remark: — → Evidence checked')).toBeTruthy()
    expect(screen.getByText('service1 shipped order CM2026000011')).toBeTruthy()
    expect(screen.getByText('State: To ship → Shipped')).toBeTruthy()
    expect(screen.getByText('Carrier: — → DHL')).toBeTruthy()
    // An action this console has no sentence for still reads, by its code.
    expect(screen.getByText('agent1: conversation.snooze on conversation #mer_1_21')).toBeTruthy()
    const page = document.body.textContent ?? ''
    expect(page).not.toContain('amountCents')
    expect(page).not.toContain('{')
  })

  it("reads the queue's entries as names, states and times, and one closing console as one line", async () => {
    const requeue = (id: number, channel: string, label: string) =>
      entry({
        id,
        actorName: 'queue (automatic)',
        action: 'conversation.requeue',
        targetId: channel,
        targetLabel: label,
        people: { '5': 'Service 1' },
        before: { assignee: 5 },
        after: { assignee: null, reason: 'offline' },
      })
    const list = [
      entry({
        id: 20,
        actorName: 'queue (automatic)',
        action: 'conversation.autoAssign',
        targetLabel: 'ada01',
        people: { '7': 'agent1' },
        before: { assignee: null },
        after: { assignee: 7, openBefore: 2 },
        createdAt: '2026-11-27T10:10:00.000Z',
      }),
      entry({
        id: 21,
        actorName: 'agent1',
        action: 'conversation.state',
        before: { state: 'open', snoozedUntil: null },
        after: { state: 'snoozed', snoozedUntil: Date.parse('2026-11-28T09:00:00.000Z') },
        createdAt: '2026-11-27T10:05:00.000Z',
      }),
      ...Array.from({ length: 10 }, (_, i) => requeue(30 + i, `mer_1_${40 + i}`, `shopper${i}`)),
    ]
    const fake = createFakeApi({
      '/api/console/audit_log': () => ({ list, total: list.length, page: 1, limit: 50 }),
      '/api/console/audit_log_facets': () => ({ actors: ['queue (automatic)'], actions: [] }),
    })
    await renderScreen(<AuditLogScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('The queue (automatic) assigned the conversation with ada01')).toBeTruthy()
    expect(screen.getByText('Assigned to: nobody → agent1')).toBeTruthy()
    expect(screen.getByText('Open conversations before: 2')).toBeTruthy()
    expect(screen.getByText('agent1 changed the state of the conversation with demo')).toBeTruthy()
    expect(screen.getByText('State: Open → Snoozed')).toBeTruthy()
    expect(screen.getByText(/^Snoozed until: — → Nov 28, 2026/)).toBeTruthy()
    // Ten requeues of one closing console: one line, the ten folded inside it.
    expect(
      screen.getByText(
        'The queue (automatic) returned 10 conversations to the queue: the member went offline',
      ),
    ).toBeTruthy()
    const run = screen.getByText('Show the 10 conversations').closest('details')
    expect(run).toBeTruthy()
    expect(within(run as HTMLElement).getAllByText('Assigned to: Service 1 → nobody')).toHaveLength(10)
    expect(screen.getByRole('option', { name: 'The queue (automatic)' })).toBeTruthy()
    const page = document.body.textContent ?? ''
    expect(page).not.toContain('1796')
    expect(page).not.toContain('snoozedUntil')
  })

  it('filters by actor, action and date on the server, back to page one', async () => {
    const fake = createFakeApi({
      '/api/console/audit_log': (input) => ({
        list: input['actor'] === 'Olivia' ? [ENTRIES[1]] : ENTRIES,
        total: input['actor'] === 'Olivia' ? 1 : 120,
        page: Number(input['page'] ?? 1),
        limit: 50,
      }),
      '/api/console/audit_log_facets': () => ({
        actors: ['agent1', 'Olivia'],
        actions: ['conversation.release', 'recharge.pass'],
      }),
    })
    await renderScreen(<AuditLogScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('120 actions')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(fake.calls.at(-1)?.input).toMatchObject({ page: '2' }))
    const filters = screen.getByRole('form', { name: 'Filter the audit log' })
    await waitFor(() => expect(within(filters).getAllByRole('option')).toHaveLength(6))
    await userEvent.selectOptions(within(filters).getByLabelText('Who'), 'Olivia')
    await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'Recharge passed')
    expect(await screen.findByText('1 action')).toBeTruthy()
    const last = fake.calls.filter((c) => c.path === '/api/console/audit_log').at(-1)!
    expect(last.input).toMatchObject({ actor: 'Olivia', action: 'recharge.pass', page: '1' })
    const from = within(filters).getByLabelText('From') as HTMLInputElement
    await userEvent.type(from, '2026-11-27')
    await waitFor(() => {
      const call = fake.calls.filter((c) => c.path === '/api/console/audit_log').at(-1)!
      expect(call.input['from']).toBe(new Date('2026-11-27T00:00:00').toISOString())
    })
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => {
      const call = fake.calls.filter((c) => c.path === '/api/console/audit_log').at(-1)!
      expect(call.input).toEqual({ page: '1', limit: '50' })
    })
  })

  it('reads the money decisions of issue #42 as sentences, rates in percent', async () => {
    const payout = { id: 7, shopId: 1, amountCents: 4_000, status: 0, auditRemark: '' }
    const entries = [
      entry({
        id: 5,
        actorName: 'Olivia',
        action: 'payout.pass',
        targetType: 'payout',
        targetId: '7',
        targetLabel: '',
        before: payout,
        after: { ...payout, status: 1 },
      }),
      entry({
        id: 6,
        actorName: 'Olivia',
        action: 'commission.shop',
        targetType: 'shop',
        targetId: '3',
        targetLabel: '',
        before: { commissionBps: null },
        after: { commissionBps: 550 },
      }),
      entry({
        id: 7,
        actorName: 'owner1',
        action: 'shop.payoutAccount',
        targetType: 'shop',
        targetId: '1',
        targetLabel: '',
        before: null,
        after: { bankName: 'Bank of Test', accountName: 'Shop One Ltd', accountNumber: 'DE44' },
      }),
    ]
    const fake = createFakeApi({
      '/api/console/audit_log': () => ({ list: entries, total: 3, page: 1, limit: 50 }),
      '/api/console/audit_log_facets': () => ({ actors: [], actions: [] }),
    })
    await renderScreen(<AuditLogScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('Olivia paid out payout #7 of $40.00')).toBeTruthy()
    expect(screen.getByText('Status: Waiting → Passed')).toBeTruthy()
    expect(screen.getByText('Olivia set the commission override of shop #3')).toBeTruthy()
    expect(screen.getByText('Commission rate: — → 5.5%')).toBeTruthy()
    expect(screen.getByText('owner1 changed the payout account of shop #1')).toBeTruthy()
    expect(screen.getByText('Bank name: Bank of Test')).toBeTruthy()
    expect(screen.getByText('Account number: DE44')).toBeTruthy()
  })
})
