import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paged } from '../../test-support/console-data'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { aBalance, aPayout, aStatementLine } from '../../test-support/finance-data'
import { OWNER_ME, renderScreen } from '../../test-support/render-console'
import { FinanceScreen } from './finance-screen'

const NOW = Date.parse('2026-11-30T12:00:00.000Z')
const totals = { grossCents: 20_000, commissionCents: 1_100, refundedCents: 0, netCents: 18_900 }

function financeApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/console/shop_balance': () => aBalance(),
    '/api/console/shop_payouts': () => paged([]),
    '/api/console/shop_statement': () => ({
      ...paged([
        aStatementLine(1),
        aStatementLine(2, { state: 'held', releasedAt: null, releaseDueAt: '2026-12-04T10:00:00.000Z' }),
      ]),
      totals,
    }),
    ...handlers,
  })
}

const render = (fake: ReturnType<typeof createFakeApi>) =>
  renderScreen(<FinanceScreen nowMs={NOW} />, fake, OWNER_ME)

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the shop owner's finance page (issue #42)", () => {
  it('shows the balance, the owed amount in red, and the rate in percent', async () => {
    await render(financeApi({ '/api/console/shop_balance': () => aBalance({ owedCents: -1_250 }) }))
    const balance = await screen.findByLabelText('Balance')
    const card = (label: string) => within(balance).getByText(label).closest('.money-card')!
    expect(card('Pending in escrow').textContent).toContain('$120.00')
    expect(card('Available').textContent).toContain('$50.00')
    expect(card('Owed').textContent).toContain('-$12.50')
    expect(card('Owed').className).toContain('money-card--owed')
    expect(card('Available').className).not.toContain('money-card--owed')
    expect(card('Paid out').textContent).toContain('$200.00')
    expect(card('Commission rate').textContent).toContain('5.5%')
  })

  it('does not mark a zero owed amount', async () => {
    await render(financeApi())
    const balance = await screen.findByLabelText('Balance')
    expect(within(balance).getByText('Owed').closest('.money-card')!.className).not.toContain('owed')
  })

  it('shows the statement of the last 30 days with its totals, release dates and paging', async () => {
    const fake = financeApi({
      '/api/console/shop_statement': (input) => ({
        ...paged(
          [
            aStatementLine(1),
            aStatementLine(2, { state: 'held', releasedAt: null, releaseDueAt: '2026-12-04T10:00:00.000Z' }),
          ],
          45,
        ),
        page: Number(input['page']),
        totals,
      }),
    })
    await render(fake)
    const table = await screen.findByRole('table', { name: 'Statement from 2026-11-01 to 2026-11-30' })
    const rows = within(table).getAllByRole('row')
    expect(within(rows[1]!).getByText('CM000001')).toBeTruthy()
    expect(rows[1]!.textContent).toContain('$100.00')
    expect(rows[1]!.textContent).toContain('$5.50')
    expect(rows[1]!.textContent).toContain('$94.50')
    expect(rows[1]!.textContent).toContain('Nov 25, 2026')
    expect(rows[2]!.textContent).toContain('Held')
    expect(rows[2]!.textContent).toContain('by Dec 4, 2026')
    const totalsRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!
    expect(totalsRow.textContent).toContain('$200.00')
    expect(totalsRow.textContent).toContain('$189.00')
    const statementCall = fake.calls.find((c) => c.path === '/api/console/shop_statement')!
    expect(statementCall.input).toMatchObject({ from: '2026-11-01', to: '2026-11-30', page: '1' })
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/api/console/shop_statement').at(-1)!.input['page']).toBe(
        '2',
      ),
    )
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
  })

  it('asks for a chosen period and refuses a start after the end', async () => {
    const fake = financeApi()
    await render(fake)
    const form = await screen.findByRole('form', { name: 'Period' })
    const from = within(form).getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-12-15')
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }))
    expect(within(form).getByText('Choose a start date on or before the end date')).toBeTruthy()
    const asked = () => fake.calls.filter((c) => c.path === '/api/console/shop_statement')
    expect(asked()).toHaveLength(1)
    await userEvent.clear(from)
    await userEvent.type(from, '2026-10-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(asked()).toHaveLength(2))
    expect(asked()[1]!.input).toMatchObject({ from: '2026-10-01', to: '2026-11-30', page: '1' })
  })

  it('exports every page of the period as CSV in decimal dollars', async () => {
    const lines = Array.from({ length: 130 }, (_, i) => aStatementLine(i + 1))
    const fake = financeApi({
      '/api/console/shop_statement': (input) => {
        const page = Number(input['page'])
        const limit = Number(input['limit'])
        return {
          list: lines.slice((page - 1) * limit, page * limit),
          total: lines.length,
          page,
          limit,
          totals,
        }
      },
    })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:statement'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    await render(fake)
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    const exportCalls = fake.calls.filter(
      (c) => c.path === '/api/console/shop_statement' && c.input['limit'] === '100',
    )
    expect(exportCalls.map((c) => c.input['page'])).toEqual(['1', '2'])
    const rows = (await blobs[0]!.text()).split('\r\n')
    expect(rows[0]).toBe('Order,Paid,Gross,Commission,Refunds,Net,State,Released at,Release due at')
    expect(rows[1]).toBe(
      'CM000001,2026-11-20T10:00:00.000Z,100.00,5.50,0.00,94.50,Released,2026-11-25T10:00:00.000Z,',
    )
    expect(rows).toHaveLength(1 + 130 + 1 + 1)
    expect(rows[131]).toBe('Total,,200.00,11.00,0.00,189.00,,,')
    expect(names).toEqual(['statement-1-2026-11-01-2026-11-30.csv'])
  })

  it('says when the export failed', async () => {
    let exporting = false
    const fake = financeApi({
      '/api/console/shop_statement': (input) =>
        exporting && input['limit'] === '100'
          ? { refuse: 'Only the shop owner may do this', code: 1003 }
          : { ...paged([aStatementLine(1)]), totals },
    })
    await render(fake)
    const button = await screen.findByRole('button', { name: 'Export CSV' })
    exporting = true
    await userEvent.click(button)
    expect((await screen.findByText('Only the shop owner may do this')).getAttribute('role')).toBe('alert')
  })

  it('has empty statement and payouts, and a balance error with retry', async () => {
    let fail = true
    await render(
      financeApi({
        '/api/console/shop_balance': () => (fail ? { refuse: 'The ledger is busy', code: 0 } : aBalance()),
        '/api/console/shop_statement': () => ({ ...paged([]), totals: { ...totals, grossCents: 0 } }),
      }),
    )
    expect(await screen.findByText('No paid orders in this period.')).toBeTruthy()
    expect(screen.getByText('No payouts yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
    expect((await screen.findByRole('alert')).textContent).toContain('The ledger is busy')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Balance')).toBeTruthy()
  })

  it('lists the payouts with their state', async () => {
    await render(
      financeApi({
        '/api/console/shop_payouts': () =>
          paged([aPayout({ id: 9, status: 2, auditRemark: 'Wrong account' }), aPayout({ id: 8, status: 1 })]),
      }),
    )
    const table = (await screen.findByText('#9')).closest('table')!
    const rows = within(table).getAllByRole('row')
    expect(rows[1]!.textContent).toContain('Refused')
    expect(rows[1]!.textContent).toContain('Wrong account')
    expect(rows[2]!.textContent).toContain('Paid')
    expect(rows[2]!.textContent).toContain('$40.00')
  })
})

describe('the payout request (issue #42)', () => {
  const form = () => screen.findByRole('form', { name: 'Request a payout' })

  it('is disabled with its reason when there is no payout account', async () => {
    await render(financeApi({ '/api/console/shop_balance': () => aBalance({ payoutAccount: null }) }))
    const request = await form()
    expect(within(request).getByText('Add a payout account below before requesting a payout.')).toBeTruthy()
    expect(
      (within(request).getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect((within(request).getByLabelText('Amount (dollars)') as HTMLInputElement).disabled).toBe(true)
  })

  it('is disabled with its reason when nothing is available', async () => {
    await render(financeApi({ '/api/console/shop_balance': () => aBalance({ availableCents: 0 }) }))
    const request = await form()
    expect(within(request).getByText('Nothing is available to pay out yet.')).toBeTruthy()
    expect(
      (within(request).getByRole('button', { name: 'Request payout' }) as HTMLButtonElement).disabled,
    ).toBe(true)
  })

  it('shows the account it goes to and refuses more than available or a bad amount, inline', async () => {
    const fake = financeApi()
    await render(fake)
    const request = await form()
    expect(request.textContent).toContain('Goes to: Bank of Test · Shop One Ltd · DE44 5001')
    expect(request.textContent).toContain('Available now: $50.00')
    const amount = within(request).getByLabelText('Amount (dollars)')
    await userEvent.type(amount, '50.01')
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    expect(within(request).getByText('At most the available $50.00')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '0')
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    expect(within(request).getByText('The amount must be greater than 0')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, 'ten')
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    expect(within(request).getByText('Please enter a valid amount')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/payout_request')).toBe(false)
  })

  it('makes one payout of a double click, with one key, then refreshes balance and payouts', async () => {
    const requests: Record<string, unknown>[] = []
    let release: () => void = () => undefined
    const fake = financeApi({
      '/api/console/payout_request': async (input) => {
        requests.push(input)
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return aPayout({ amountCents: Number(input['amountCents']) })
      },
    })
    await render(fake)
    const request = await form()
    await userEvent.type(within(request).getByLabelText('Amount (dollars)'), '40')
    const button = within(request).getByRole('button', { name: 'Request payout' })
    await userEvent.dblClick(button)
    await userEvent.click(button)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toMatchObject({ amountCents: 4_000 })
    expect(String(requests[0]!['requestKey'])).toMatch(/^[0-9a-f]{32}$/)
    const balanceReads = fake.calls.filter((c) => c.path === '/api/console/shop_balance').length
    release()
    expect((await screen.findByRole('status')).textContent).toContain(
      'Payout of $40.00 requested; it waits for the platform’s audit.',
    )
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/api/console/shop_balance').length).toBe(balanceReads + 1),
    )
    expect(fake.calls.filter((c) => c.path === '/api/console/shop_payouts')).toHaveLength(2)
    expect(requests).toHaveLength(1)
  })

  it('ignores a second submit event that comes before the first one re-rendered', async () => {
    const requests: Record<string, unknown>[] = []
    const fake = financeApi({
      '/api/console/payout_request': async (input) => {
        requests.push(input)
        return aPayout()
      },
    })
    await render(fake)
    const request = await form()
    await userEvent.type(within(request).getByLabelText('Amount (dollars)'), '40')
    // Two submits in one go (Enter pressed twice, a double tap): the disabled button cannot stop
    // the second, only the form's own guard can.
    act(() => {
      fireEvent.submit(request)
      fireEvent.submit(request)
    })
    await screen.findByRole('status')
    expect(requests).toHaveLength(1)
  })

  it('shows a refusal inline and retries the same amount with the same key', async () => {
    const requests: Record<string, unknown>[] = []
    let refuse = true
    const fake = financeApi({
      '/api/console/payout_request': (input) => {
        requests.push(input)
        return refuse ? { refuse: 'The bank is closed for maintenance', code: 0 } : aPayout()
      },
    })
    await render(fake)
    const request = await form()
    const amount = within(request).getByLabelText('Amount (dollars)')
    await userEvent.type(amount, '40')
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    expect(
      (await within(request).findByText('The bank is closed for maintenance')).getAttribute('role'),
    ).toBe('alert')
    refuse = false
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(requests[1]!['requestKey']).toBe(requests[0]!['requestKey'])
    await screen.findByRole('status')
    // A payout was made: the next one is a new submission with a new key.
    await userEvent.type(amount, '5')
    await userEvent.click(within(request).getByRole('button', { name: 'Request payout' }))
    await waitFor(() => expect(requests).toHaveLength(3))
    expect(requests[2]!['requestKey']).not.toBe(requests[0]!['requestKey'])
  })
})

describe('the payout account (issue #42)', () => {
  it('checks the fields inline, then saves them', async () => {
    let saved: Record<string, unknown> | null = null
    const fake = financeApi({
      '/api/console/shop_balance': () => aBalance({ payoutAccount: saved ? (saved as never) : null }),
      '/api/console/payout_account': (input) => {
        saved = input
        return aBalance({ payoutAccount: input as never })
      },
    })
    await render(fake)
    const account = await screen.findByRole('form', { name: 'Payout account' })
    expect(screen.getByText('No payout account yet.')).toBeTruthy()
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    expect(within(account).getByText('Please enter the bank name')).toBeTruthy()
    expect(within(account).getByText('Please enter the account holder name')).toBeTruthy()
    expect(within(account).getByText('Please enter the account number')).toBeTruthy()
    expect(saved).toBeNull()
    await userEvent.type(within(account).getByLabelText('Bank name'), 'Bank of Test')
    await userEvent.type(within(account).getByLabelText('Account holder'), 'Shop One Ltd')
    await userEvent.type(within(account).getByLabelText('Account number'), 'DE44 5001')
    await userEvent.click(within(account).getByRole('button', { name: 'Save account' }))
    await waitFor(() =>
      expect(saved).toEqual({
        bankName: 'Bank of Test',
        accountName: 'Shop One Ltd',
        accountNumber: 'DE44 5001',
      }),
    )
    expect((await screen.findByRole('status')).textContent).toContain('Payout account saved.')
    const request = await screen.findByRole('form', { name: 'Request a payout' })
    await waitFor(() =>
      expect(request.textContent).toContain('Goes to: Bank of Test · Shop One Ltd · DE44 5001'),
    )
  })
})
