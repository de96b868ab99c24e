import type { ConsoleRecharge, ConsoleWithdrawal } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paged } from '../../test-support/console-data'
import { createFakeApi } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { ComplaintsScreen } from './complaints-screen'
import { MoneyQueueScreen } from './money-queue-screen'

const recharge = (overrides: Partial<ConsoleRecharge> = {}): ConsoleRecharge => ({
  id: 31,
  amountCents: 25_000,
  status: 0,
  auditRemark: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  auditedAt: null,
  method: 2,
  network: 'TRC20',
  address: 'TXplatform',
  evidence: '/uploads/evidence.png',
  txHash: null,
  userId: 21,
  userName: 'Ada Buyer',
  userAccount: 'ada01',
  ...overrides,
})

const withdrawal = (overrides: Partial<ConsoleWithdrawal> = {}): ConsoleWithdrawal => ({
  id: 41,
  amountCents: 10_000,
  status: 0,
  auditRemark: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  auditedAt: null,
  type: 1,
  serviceChargeCents: 100,
  actualArrivalCents: 9_900,
  bankCardNumber: '**** 4242',
  bankName: 'Bank of Test',
  network: null,
  address: null,
  userId: 21,
  userName: 'Ada Buyer',
  userAccount: 'ada01',
  ...overrides,
})

describe('operator audit queues', () => {
  // Issue #46: the transaction hash the shopper gave with an on-chain top-up, whole.
  it("shows an on-chain recharge's transaction hash, and says when none was given", async () => {
    const hash = '9f'.repeat(32)
    const fake = createFakeApi({
      '/api/console/recharges': () =>
        paged([
          recharge({ id: 32, txHash: hash }),
          recharge({ id: 33 }),
          recharge({ id: 34, method: 1, network: null, address: null }),
        ]),
    })
    await renderScreen(<MoneyQueueScreen kind="recharge" />, fake, OPERATOR_ME)
    const card = (id: number) => screen.getByText(`Recharge #${id} · Ada Buyer`).closest('li')!
    await screen.findByText('Recharge #32 · Ada Buyer')
    expect(within(card(32)).getByText(hash).tagName).toBe('CODE')
    expect(within(card(32)).getByText(/Transaction hash/)).toBeTruthy()
    expect(within(card(33)).getByText('No transaction hash given')).toBeTruthy()
    expect(within(card(34)).queryByText(/transaction hash/i)).toBeNull()
  })

  it('shows a recharge with its evidence full size and passes it', async () => {
    let decided: Record<string, unknown> | null = null
    const fake = createFakeApi({
      '/api/console/recharges': () => paged(decided ? [] : [recharge()]),
      '/api/console/recharge_audit': (input) => {
        decided = input
        return recharge({ status: 1 })
      },
    })
    await renderScreen(<MoneyQueueScreen kind="recharge" />, fake, OPERATOR_ME)
    const card = (await screen.findByText('Recharge #31 · Ada Buyer')).closest('li')!
    expect(within(card).getByText('$250.00')).toBeTruthy()
    expect(within(card).getByText('TRC20 · TXplatform')).toBeTruthy()
    await userEvent.click(within(card).getByRole('button', { name: /View full size/ }))
    const dialog = screen.getByRole('dialog', { name: 'Payment evidence' })
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/evidence.png')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(within(card).getByText('ada01')).toBeTruthy()
    // Issue #29: a Pass credits money, so it asks first with the amount and the account.
    await userEvent.click(within(card).getByRole('button', { name: 'Pass' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Pass this recharge?' })
    expect(confirm.textContent).toContain('Credits $250.00 to account ada01 (Ada Buyer).')
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Yes, pass' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(decided).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Pass' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pass' }))
    await waitFor(() => expect(decided).toEqual({ id: 31, decision: 'pass', remark: '' }))
    expect(await screen.findByText('No recharges here.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      'Recharge #31 passed: $250.00 credited to ada01.',
    )
  })

  it('warns before passing a recharge nothing proves (no picture, no hash)', async () => {
    const fake = createFakeApi({
      '/api/console/recharges': () =>
        paged([
          recharge({ id: 35, evidence: '', txHash: null }),
          recharge({ id: 36, evidence: '', txHash: 'ab12' }),
        ]),
    })
    await renderScreen(<MoneyQueueScreen kind="recharge" />, fake, OPERATOR_ME)
    const card = (id: number) => screen.getByText(`Recharge #${id} · Ada Buyer`).closest('li')!
    await screen.findByText('Recharge #35 · Ada Buyer')
    const warning = 'No payment evidence: neither a transfer picture nor a transaction hash.'
    expect(within(card(35)).getByText(warning)).toBeTruthy()
    expect(within(card(36)).queryByText(warning)).toBeNull()
    await userEvent.click(within(card(35)).getByRole('button', { name: 'Pass' }))
    expect(screen.getByRole('alertdialog', { name: 'Pass this recharge?' }).textContent).toContain(
      'Nothing proves this payment: check that the money arrived before passing.',
    )
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(card(36)).getByRole('button', { name: 'Pass' }))
    expect(screen.getByRole('alertdialog', { name: 'Pass this recharge?' }).textContent).not.toContain(
      'Nothing proves',
    )
  })

  it('asks why before refusing, and shows a refusal from the server', async () => {
    const fake = createFakeApi({
      '/api/console/recharges': () => paged([recharge()]),
      '/api/console/recharge_audit': () => ({ refuse: 'This record has already been audited' }),
    })
    await renderScreen(<MoneyQueueScreen kind="recharge" />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Recharge decision' })
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }))
    expect(within(form).getByText('Please say why it is refused')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/recharge_audit')).toBe(false)
    await userEvent.type(within(form).getByLabelText('Remark'), 'Evidence unreadable')
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Refuse this recharge?' })
    expect(confirm.textContent).toContain('Nothing is credited to account ada01 (Ada Buyer)')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, refuse' }))
    expect((await within(form).findByText('This record has already been audited')).getAttribute('role')).toBe(
      'alert',
    )
  })

  it('shows a withdrawal with its bank details, service charge and arrival', async () => {
    const fake = createFakeApi({ '/api/console/withdrawals': () => paged([withdrawal()]) })
    await renderScreen(<MoneyQueueScreen kind="withdrawal" />, fake, OPERATOR_ME)
    expect(await screen.findByText('Bank card: Bank of Test **** 4242')).toBeTruthy()
    expect(screen.getByText('Service charge: $1.00 · Arrives: $99.00')).toBeTruthy()
  })

  it('confirms a withdrawal pass with the amount paid out, the arrival and the account', async () => {
    let decided: Record<string, unknown> | null = null
    const fake = createFakeApi({
      '/api/console/withdrawals': () => paged(decided ? [] : [withdrawal()]),
      '/api/console/withdrawal_audit': (input) => {
        decided = input
        return withdrawal({ status: 1 })
      },
    })
    await renderScreen(<MoneyQueueScreen kind="withdrawal" />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Withdrawal decision' })
    await userEvent.click(within(form).getByRole('button', { name: 'Pass' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Pass this withdrawal?' })
    expect(confirm.textContent).toContain('Pays out $100.00 from account ada01 (Ada Buyer); $99.00 arrives.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(decided).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Pass' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pass' }))
    await waitFor(() => expect(decided).toEqual({ id: 41, decision: 'pass', remark: '' }))
    expect((await screen.findByRole('status')).textContent).toContain('Withdrawal #41 passed')
  })

  it('has empty and error states', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/withdrawals': () =>
        fail ? { refuse: 'The server is busy, try again later', code: 0 } : paged([]),
    })
    await renderScreen(<MoneyQueueScreen kind="withdrawal" />, fake, OPERATOR_ME)
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy, try again later')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No withdrawals here.')).toBeTruthy()
  })
})

describe('complaints', () => {
  const complaint = {
    id: 3,
    kind: 'order' as const,
    orderId: 11,
    orderSn: 'CM1',
    content: 'The parcel never came',
    certificate: '/uploads/c.png',
    createdAt: '2026-11-20T10:00:00.000Z',
    userId: 21,
    userName: 'Ada Buyer',
    userAccount: 'ada01',
    resolution: null,
  }

  it('resolves a complaint with a required note', async () => {
    let resolved: Record<string, unknown> | null = null
    const fake = createFakeApi({
      '/api/console/complaints': () => paged(resolved ? [] : [complaint]),
      '/api/console/complaint_resolve': (input) => {
        resolved = input
        return {
          ...complaint,
          resolution: { note: String(input['note']), by: 'Olivia', at: complaint.createdAt },
        }
      },
    })
    await renderScreen(<ComplaintsScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('The parcel never came')).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Resolve' })
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }))
    expect(within(form).getByText('Please enter a resolution note')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('Resolution note'), 'Reshipped with tracking')
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }))
    await waitFor(() => expect(resolved).toEqual({ id: 3, note: 'Reshipped with tracking' }))
    expect(await screen.findByText('No open complaints.')).toBeTruthy()
  })
})
