import type { ConsoleStatus } from '@crossmart/api-client'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { StatusScreen } from './status-screen'

const status = (overrides: Partial<ConsoleStatus> = {}): ConsoleStatus => ({
  version: '0.1.0',
  uptimeSeconds: 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5,
  database: { kind: 'pglite', sizeBytes: 48_500_000 },
  chat: { mode: 'embedded', openSockets: 12 },
  lastHour: { messages: 340, orders: 7, ordersPaid: 5 },
  recentErrors: [
    { at: '2026-11-27T20:00:00.000Z', message: 'chat auth lookup failed: timeout', requestId: 'req-1' },
  ],
  ...overrides,
})

describe("the operator's status page", () => {
  it('shows version, uptime, database, sockets, the last hour and the latest errors', async () => {
    const fake = createFakeApi({ '/api/console/status': () => status() })
    await renderScreen(<StatusScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('0.1.0')).toBeTruthy()
    expect(screen.getByText('2 days 3 hr 4 min')).toBeTruthy()
    expect(screen.getByText('Embedded (PGlite) · 48.5 MB')).toBeTruthy()
    expect(screen.getByText('Embedded gateway · 12 open sockets')).toBeTruthy()
    expect(screen.getByText('340')).toBeTruthy()
    expect(screen.getByText('7 created, 5 paid')).toBeTruthy()
    const row = screen.getByText('chat auth lookup failed: timeout').closest('tr')!
    expect(within(row).getByText('req-1')).toBeTruthy()
  })

  it('says when there were no errors, and refreshes on demand', async () => {
    let calls = 0
    const fake = createFakeApi({
      '/api/console/status': () => {
        calls++
        return status({
          recentErrors: [],
          chat: { mode: 'wukongim', openSockets: 1 },
          database: { kind: 'postgres', sizeBytes: 900 },
        })
      },
    })
    await renderScreen(<StatusScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('No errors since this replica started.')).toBeTruthy()
    expect(screen.getByText('WuKongIM · 1 open socket')).toBeTruthy()
    expect(screen.getByText('PostgreSQL · 900 byte')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await screen.findByText('No errors since this replica started.')
    expect(calls).toBe(2)
  })

  it("says whether the ledger's checks hold, with a link to the reconciliation panel", async () => {
    let off = false
    const fake = createFakeApi({
      '/api/console/status': () => status(),
      '/api/console/reconciliation': () => ({
        checkedAt: '2026-11-30T12:00:00.000Z',
        checks: [
          { name: 'transfersBalance', ok: true, difference: 0, detail: '' },
          { name: 'accountsMatchEntries', ok: true, difference: 0, detail: '' },
          { name: 'insideEqualsInMinusOut', ok: !off, difference: off ? 5 : 0, detail: '' },
          { name: 'escrowMatchesOrders', ok: true, difference: 0, detail: '' },
        ],
      }),
    })
    await renderScreen(<StatusScreen />, fake, OPERATOR_ME)
    const ok = await screen.findByText('All 4 checks hold')
    expect(ok.className).toBe('money-ok')
    expect(screen.getByRole('link', { name: 'Reconciliation' }).getAttribute('href')).toBe(
      '/money/reconciliation',
    )
    off = true
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect((await screen.findByText('1 of 4 checks off')).className).toBe('money-owed')
  })

  it('says when the ledger could not be checked', async () => {
    const fake = createFakeApi({
      '/api/console/status': () => status(),
      '/api/console/reconciliation': () => ({ refuse: 'The database is busy', code: 0 }),
    })
    await renderScreen(<StatusScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('Could not be checked')).toBeTruthy()
  })
})
