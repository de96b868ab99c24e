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

  it('shows that the ledger holds, or which check does not and by how much (issue #42)', async () => {
    const check = (name: string, ok: boolean, detail = '') => ({ name, ok, difference: ok ? 0 : 5, detail })
    const holding = createFakeApi({
      '/api/console/status': () =>
        status({ ledger: [check('transfersBalance', true), check('escrowMatchesOrders', true)] }),
    })
    const first = await renderScreen(<StatusScreen />, holding, OPERATOR_ME)
    expect(await screen.findByText('All 2 ledger checks hold (every transfer sums to zero).')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Reconciliation' }).getAttribute('href')).toBe(
      '/money/reconciliation',
    )
    first.unmount()
    const broken = createFakeApi({
      '/api/console/status': () =>
        status({
          ledger: [
            check('transfersBalance', true),
            check(
              'escrowMatchesOrders',
              false,
              'escrow 105 cents, paid and not released or refunded 100 cents',
            ),
          ],
        }),
    })
    await renderScreen(<StatusScreen />, broken, OPERATOR_ME)
    expect(
      await screen.findByText(
        'escrowMatchesOrders does not hold: escrow 105 cents, paid and not released or refunded 100 cents',
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/ledger checks hold/)).toBeNull()
  })
})
