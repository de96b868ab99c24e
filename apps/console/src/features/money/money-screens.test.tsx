import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paged } from '../../test-support/console-data'
import { createFakeApi } from '../../test-support/fake-api'
import { aPayout } from '../../test-support/finance-data'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { CommissionRatesScreen } from './commission-rates-screen'
import { PayoutQueueScreen } from './payout-queue-screen'
import { PlatformMoneyScreen } from './platform-money-screen'
import { ReconciliationPanel } from './reconciliation-panel'
import { ShopLedgerScreen } from './shop-ledger-screen'

const NOW = Date.parse('2026-11-30T12:00:00.000Z')

const platformMoney = {
  commissionCents: 12_345,
  withdrawalFeesCents: 600,
  escrowCents: 80_000,
  withdrawalsInReviewCents: 10_000,
  payoutsInReviewCents: 4_000,
  shopperBalancesCents: 250_000,
  shops: [
    {
      shopId: 1,
      shopName: 'Shop One',
      commissionBps: 550,
      pendingCents: 12_000,
      availableCents: 5_000,
      owedCents: 0,
      commissionCents: 1_100,
    },
    {
      shopId: 3,
      shopName: 'Shop Three',
      commissionBps: null,
      pendingCents: 0,
      availableCents: 0,
      owedCents: -1_250,
      commissionCents: 0,
    },
  ],
}

describe('platform money (issue #42)', () => {
  it("shows the period's commission, fees, escrow, queues and each shop with a ledger link", async () => {
    const fake = createFakeApi({ '/api/console/platform_money': () => platformMoney })
    await renderScreen(<PlatformMoneyScreen nowMs={NOW} />, fake, OPERATOR_ME)
    const cards = await screen.findByLabelText("The platform's figures")
    const card = (label: string) => within(cards).getByText(label).closest('.money-card')!.textContent
    expect(card('Commission in period')).toContain('$123.45')
    expect(card('Withdrawal fees in period')).toContain('$6.00')
    expect(card('Held in escrow')).toContain('$800.00')
    expect(card('Withdrawals in review')).toContain('$100.00')
    expect(card('Payouts in review')).toContain('$40.00')
    expect(card('Shopper balances')).toContain('$2,500.00')
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows[1]!.textContent).toContain('5.5%')
    expect(rows[2]!.textContent).toContain('Per category')
    const owed = within(rows[2]!).getByText('-$12.50')
    expect(owed.className).toContain('money-owed')
    expect(within(rows[1]!).getByText('$0.00').className).not.toContain('money-owed')
    expect(within(rows[2]!).getByRole('link', { name: 'Ledger of Shop Three' }).getAttribute('href')).toBe(
      '/money/shops/3',
    )
    expect(fake.calls.find((c) => c.path === '/api/console/platform_money')!.input).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
  })

  it('has an empty per-shop table and an error with retry', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/platform_money': () =>
        fail ? { refuse: 'The server is busy, try again later', code: 0 } : { ...platformMoney, shops: [] },
    })
    await renderScreen(<PlatformMoneyScreen nowMs={NOW} />, fake, OPERATOR_ME)
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy, try again later')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No shops yet.')).toBeTruthy()
  })
})

describe('the payout queue (issue #42)', () => {
  it('passes a payout after a confirmation naming the shop, the amount and the account', async () => {
    let decided: Record<string, unknown> | null = null
    const fake = createFakeApi({
      '/api/console/payouts': () => paged(decided ? [] : [aPayout()]),
      '/api/console/payout_audit': (input) => {
        decided = input
        return aPayout({ status: 1 })
      },
    })
    await renderScreen(<PayoutQueueScreen />, fake, OPERATOR_ME)
    const card = (await screen.findByText('Payout #7 · Shop One')).closest('li')!
    expect(within(card).getByText('$40.00')).toBeTruthy()
    expect(card.textContent).toContain('Bank of Test · Shop One Ltd · DE44 5001')
    expect(card.textContent).toContain('Requested by owner1')
    await userEvent.click(within(card).getByRole('button', { name: 'Pass' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Pay out this payout?' })
    expect(confirm.textContent).toContain('Sends $40.00 from Shop One to Bank of Test DE44 5001.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(decided).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Pass' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, pass' }))
    await waitFor(() => expect(decided).toEqual({ id: 7, decision: 'pass', remark: '' }))
    expect(await screen.findByText('No payouts here.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Payout #7 paid: $40.00 sent for Shop One.')
    expect(fake.calls.find((c) => c.path === '/api/console/payouts')!.input).toMatchObject({
      status: '0',
      page: '1',
    })
  })

  it('needs a remark to refuse and shows a refusal from the server', async () => {
    const fake = createFakeApi({
      '/api/console/payouts': () => paged([aPayout()]),
      '/api/console/payout_audit': () => ({ refuse: 'This payout has already been audited' }),
    })
    await renderScreen(<PayoutQueueScreen />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Payout decision' })
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }))
    expect(within(form).getByText('Please say why it is refused')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/payout_audit')).toBe(false)
    await userEvent.type(within(form).getByLabelText('Remark'), 'Account closed')
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Refuse this payout?' })
    expect(confirm.textContent).toContain('Returns $40.00 to the available balance of Shop One')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, refuse' }))
    expect((await within(form).findByText('This payout has already been audited')).getAttribute('role')).toBe(
      'alert',
    )
  })

  it('shows decided payouts with their remark under their tab', async () => {
    const fake = createFakeApi({
      '/api/console/payouts': (input) =>
        paged(input['status'] === '2' ? [aPayout({ status: 2, auditRemark: 'Account closed' })] : []),
    })
    await renderScreen(<PayoutQueueScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('No payouts here.')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Refused' }))
    expect(await screen.findByText('Refused · Account closed')).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Payout decision' })).toBeNull()
  })
})

describe("a shop's ledger (issue #42)", () => {
  const entry = (i: number) => ({
    transferId: 100 + i,
    kind: i % 2 ? 'release' : 'payout',
    account: 'shop:3:available',
    amountCents: i % 2 ? 9_450 : -4_000,
    balanceAfterCents: 5_450,
    orderSn: i % 2 ? `CM${i}` : null,
    createdAt: '2026-11-25T10:00:00.000Z',
  })

  it('pages through the entries, newest first', async () => {
    const fake = createFakeApi({
      '/api/console/shop_ledger': (input) => ({
        list: [entry(Number(input['page']) * 2 - 1), entry(Number(input['page']) * 2)],
        total: 120,
        page: Number(input['page']),
        limit: 50,
      }),
    })
    await renderScreen(<ShopLedgerScreen shopId={3} />, fake, OPERATOR_ME)
    expect(await screen.findByRole('heading', { name: 'Ledger of shop #3' })).toBeTruthy()
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(rows[1]!.textContent).toContain('#101')
    expect(rows[1]!.textContent).toContain('release')
    expect(rows[1]!.textContent).toContain('shop:3:available')
    expect(rows[1]!.textContent).toContain('$94.50')
    expect(rows[1]!.textContent).toContain('CM1')
    expect(within(rows[2]!).getByText('-$40.00').className).toContain('money-owed')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('#103')).toBeTruthy()
    expect(fake.calls.at(-1)!.input).toMatchObject({ shopId: '3', page: '2', limit: '50' })
  })

  it('has empty and invalid-shop states', async () => {
    const fake = createFakeApi({ '/api/console/shop_ledger': () => paged([]) })
    await renderScreen(<ShopLedgerScreen shopId={3} />, fake, OPERATOR_ME)
    expect(await screen.findByText('No entries yet.')).toBeTruthy()
  })

  it('says so for a shop number that is not one, without asking', async () => {
    const fake = createFakeApi({})
    await renderScreen(<ShopLedgerScreen shopId={Number('abc')} />, fake, OPERATOR_ME)
    expect(await screen.findByText('There is no such shop.')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/shop_ledger')).toBe(false)
  })
})

describe('the reconciliation panel (issue #42)', () => {
  it('lists every invariant, ok in green and off in red with its difference', async () => {
    let run = 0
    const fake = createFakeApi({
      '/api/console/reconciliation': () => {
        run++
        return {
          checkedAt: '2026-11-30T12:00:00.000Z',
          checks: [
            { name: 'transfersBalance', ok: true, difference: 0, detail: '' },
            {
              name: 'accountsMatchEntries',
              ok: run > 1,
              difference: run > 1 ? 0 : 2,
              detail: 'shop:3:available',
            },
            { name: 'insideEqualsInMinusOut', ok: true, difference: 0, detail: '' },
            { name: 'escrowMatchesOrders', ok: run > 1, difference: run > 1 ? 0 : -350, detail: '' },
          ],
        }
      },
    })
    await renderScreen(<ReconciliationPanel />, fake, OPERATOR_ME)
    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.className)).toEqual([
      'check check--ok',
      'check check--off',
      'check check--ok',
      'check check--off',
    ])
    expect(items[0]!.textContent).toBe('OKEvery transfer sums to zero')
    expect(items[1]!.textContent).toContain('2 rows break it')
    expect(items[1]!.textContent).toContain('shop:3:available')
    expect(items[3]!.textContent).toContain('Off by -$3.50')
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list'))
          .getAllByRole('listitem')
          .every((i) => i.className === 'check check--ok'),
      ).toBe(true),
    )
  })
})

describe('commission rates (issue #42)', () => {
  const rates = (shopBps: number | null = 800) => ({
    categories: [{ id: 2, name: 'Clothing', commissionBps: 500 }],
    shops: [
      { id: 1, name: 'Shop One', commissionBps: shopBps },
      { id: 3, name: 'Shop Three', commissionBps: null },
    ],
  })

  it('saves a category rate typed in percent as basis points', async () => {
    const sent: Record<string, unknown>[] = []
    const fake = createFakeApi({
      '/api/console/commission_rates': () => rates(),
      '/api/console/commission_rate': (input) => {
        sent.push(input)
        return { ...rates(), categories: [{ id: 2, name: 'Clothing', commissionBps: 550 }] }
      },
    })
    await renderScreen(<CommissionRatesScreen />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Commission rate of Clothing (%)' })
    const input = within(form).getByLabelText('Commission rate of Clothing (%)') as HTMLInputElement
    expect(input.value).toBe('5')
    await userEvent.clear(input)
    await userEvent.type(input, '5.5')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toEqual([{ target: 'category', id: 2, commissionBps: 550 }]))
    const row = (await screen.findByText('5.5%')).closest('tr')!
    expect(row.textContent).toContain('Clothing')
    expect(screen.getByRole('status').textContent).toContain('Commission rate saved.')
  })

  it.each([
    ['5.555', 'At most two decimals (whole basis points)'],
    ['101', 'At most 100 %'],
    ['five', 'Enter a percentage such as 5.5'],
    ['', 'Enter a percentage such as 5.5'],
  ])('refuses %j inline without sending', async (text, message) => {
    const fake = createFakeApi({ '/api/console/commission_rates': () => rates() })
    await renderScreen(<CommissionRatesScreen />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Commission rate of Clothing (%)' })
    const input = within(form).getByLabelText('Commission rate of Clothing (%)')
    await userEvent.clear(input)
    if (text) await userEvent.type(input, text)
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText(message)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(fake.calls.some((c) => c.path === '/api/console/commission_rate')).toBe(false)
  })

  it("sets and clears a shop's override", async () => {
    const sent: Record<string, unknown>[] = []
    const fake = createFakeApi({
      '/api/console/commission_rates': () => rates(),
      '/api/console/commission_rate': (input) => {
        sent.push(input)
        return rates(input['commissionBps'] as number | null)
      },
    })
    await renderScreen(<CommissionRatesScreen />, fake, OPERATOR_ME)
    const three = await screen.findByRole('form', { name: 'Commission rate of Shop Three (%)' })
    expect(within(three).queryByRole('button', { name: 'Clear override' })).toBeNull()
    const one = screen.getByRole('form', { name: 'Commission rate of Shop One (%)' })
    expect((within(one).getByRole('textbox') as HTMLInputElement).value).toBe('8')
    await userEvent.click(within(one).getByRole('button', { name: 'Clear override' }))
    await waitFor(() => expect(sent).toEqual([{ target: 'shop', id: 1, commissionBps: null }]))
    const cleared = await screen.findByRole('form', { name: 'Commission rate of Shop One (%)' })
    await waitFor(() => expect(within(cleared).queryByRole('button', { name: 'Clear override' })).toBeNull())
    expect(screen.getAllByText('Category rates')).toHaveLength(2)
  })

  it('shows a refusal of the server inline', async () => {
    const fake = createFakeApi({
      '/api/console/commission_rates': () => rates(),
      '/api/console/commission_rate': () => ({ refuse: 'No such category', code: 0 }),
    })
    await renderScreen(<CommissionRatesScreen />, fake, OPERATOR_ME)
    const form = await screen.findByRole('form', { name: 'Commission rate of Clothing (%)' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('No such category')).toBeTruthy()
  })

  it('has empty and error states', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/commission_rates': () =>
        fail ? { refuse: 'The server is busy, try again later', code: 0 } : { categories: [], shops: [] },
    })
    await renderScreen(<CommissionRatesScreen />, fake, OPERATOR_ME)
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy, try again later')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No categories yet.')).toBeTruthy()
    expect(screen.getByText('No shops yet.')).toBeTruthy()
  })
})
