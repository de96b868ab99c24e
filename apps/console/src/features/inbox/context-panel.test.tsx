import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anOrder, aShopper } from '../../test-support/console-data'
import { createFakeApi } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { ContextPanel } from './context-panel'

const CHANNEL = 'mer_1_100'
const conversations = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: 50 - i,
    openedAt: `2026-11-${String(20 - i).padStart(2, '0')}T08:00:00.000Z`,
    resolvedAt: i === 0 ? null : `2026-11-${String(20 - i).padStart(2, '0')}T09:00:00.000Z`,
    state: i === 0 ? ('open' as const) : ('resolved' as const),
  }))

/**
 * Issue #44 "Who the shopper is": the panel shows the masked account, language, country and local
 * time, the conversations and orders (each a link), more on request, the platform's wallet view,
 * and its loading, empty and error states.
 */
describe('the shopper context panel', () => {
  it("shows who the shopper is, their conversations and this shop's orders, and asks for more", async () => {
    const fake = createFakeApi({
      '/api/console/shopper': (input) => {
        const limit = Number(input['limit'] ?? 5)
        const all = conversations(7)
        return aShopper({
          name: 'Nok',
          account: 'no****k',
          language: 'tai',
          country: 'TH',
          countrySource: 'phone',
          conversations: { channelId: CHANNEL, total: all.length, list: all.slice(0, limit) },
          orders: [anOrder({ id: 11, orderSn: 'CM2026000011', totalCents: 5_800 })],
          ordersTotal: 1,
        })
      },
    })
    await renderScreen(<ContextPanel channelId={CHANNEL} />, fake)
    const panel = await screen.findByRole('complementary', { name: 'Shopper' })
    expect(within(panel).getByRole('heading', { name: 'Nok' })).toBeTruthy()
    expect(within(panel).getByText('no****k')).toBeTruthy()
    expect(within(panel).getByText('Thai')).toBeTruthy()
    expect(within(panel).getByText('Thailand (from their phone number)')).toBeTruthy()
    expect(within(panel).getByTestId('shopper-local-time').textContent).toMatch(/\(Asia\/Bangkok\)$/)
    // No wallet for a shop's staff.
    expect(within(panel).queryByText('Top-ups')).toBeNull()

    const history = within(panel).getByRole('region', { name: /Conversations with this shop/ })
    expect(within(history).getByText('(5 of 7)')).toBeTruthy()
    const links = within(history).getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(links[0]!.getAttribute('href')).toBe(`/inbox?conversation=${CHANNEL}`)
    expect(within(history).getAllByText('Open')).toHaveLength(1)
    expect(within(history).getAllByText('Resolved')).toHaveLength(4)

    const orders = within(panel).getByRole('region', { name: /Orders with this shop/ })
    const order = within(orders).getByRole('link', { name: 'View order CM2026000011' })
    expect(order.getAttribute('href')).toBe('/orders/11')
    expect(within(orders).getByText(/\$58\.00/)).toBeTruthy()

    fireEvent.click(within(history).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(7))
    expect(fake.calls.filter((c) => c.path === '/api/console/shopper').map((c) => c.input['limit'])).toEqual([
      '5',
      '20',
    ])
    expect(within(history).queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it("shows the platform's service the top-ups, withdrawals and complaints with their states", async () => {
    const fake = createFakeApi({
      '/api/console/shopper': () =>
        aShopper({
          conversations: { channelId: 'platform_100', total: 0, list: [] },
          wallet: {
            topUps: {
              total: 2,
              list: [
                {
                  id: 3,
                  amountCents: 2_500,
                  status: 0,
                  createdAt: '2026-11-20T08:00:00.000Z',
                  auditedAt: null,
                },
                {
                  id: 1,
                  amountCents: 10_000,
                  status: 1,
                  createdAt: '2026-11-01T08:00:00.000Z',
                  auditedAt: '2026-11-01T09:00:00.000Z',
                },
              ],
            },
            withdrawals: { total: 0, list: [] },
            complaints: {
              total: 1,
              list: [
                {
                  id: 4,
                  kind: 'order',
                  orderSn: 'CM2026000011',
                  createdAt: '2026-11-19T08:00:00.000Z',
                  resolvedAt: null,
                },
              ],
            },
          },
        }),
    })
    await renderScreen(<ContextPanel channelId="platform_100" />, fake, OPERATOR_ME)
    const topUps = await screen.findByRole('region', { name: /Top-ups/ })
    const items = within(topUps).getAllByRole('listitem')
    expect(items[0]!.textContent).toContain('#3')
    expect(items[0]!.textContent).toContain('$25.00')
    expect(within(items[0]!).getByText('Waiting')).toBeTruthy()
    expect(within(items[1]!).getByText('Passed')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: /Withdrawals/ })).getByText('No withdrawals.'),
    ).toBeTruthy()
    const complaints = screen.getByRole('region', { name: /Complaints/ })
    expect(within(complaints).getByText(/About order CM2026000011/)).toBeTruthy()
    expect(within(complaints).getByText('Open')).toBeTruthy()
    expect(screen.getByRole('region', { name: /Conversations with the platform/ })).toBeTruthy()
    expect(screen.getByText('No conversations yet.')).toBeTruthy()
    expect(screen.getByText('No orders with this shop.')).toBeTruthy()
  })

  it('shows the failure with a retry that loads it', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/shopper': () => (fail ? { refuse: 'The shopper could not be loaded' } : aShopper()),
    })
    await renderScreen(<ContextPanel channelId={CHANNEL} />, fake)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The shopper could not be loaded')
    fail = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Shopper 0' })).toBeTruthy()
    // Country and local time are not known without an address or an international phone number.
    expect(screen.getAllByText('Not known', { selector: 'dd' })).toHaveLength(2)
  })
})
