import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { anOrder, paged } from '../../test-support/console-data'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { OrdersScreen } from './orders-screen'

describe('orders screen', () => {
  it('lists the orders to ship and ships one with carrier and tracking number', async () => {
    let shipped: Record<string, unknown> | null = null
    const fake = createFakeApi({
      '/api/console/orders': () => paged(shipped ? [] : [anOrder()]),
      '/api/console/order_ship': (input) => {
        shipped = input
        return anOrder({ state: 'shipped', status: 2, logistics: { company: 'DHL', trackingNo: 'JD42' } })
      },
    })
    await renderScreen(<OrdersScreen />, fake)
    const row = (await screen.findByText('#CM2026000011')).closest('tr')!
    expect(within(row).getByText('Linen shirt · Blue × 2')).toBeTruthy()
    expect(within(row).getByText('$58.00')).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Open order CM2026000011' }).getAttribute('href')).toBe(
      '/orders/11',
    )
    await userEvent.click(within(row).getByRole('button', { name: 'Ship' }))
    // Issue #29: the order, each line's variant, the address and the phone are in the ship form.
    const facts = screen.getByRole('form', { name: 'Ship order CM2026000011' })
    for (const text of ['Linen shirt · Blue × 2', 'Ada Buyer', '+15551234567'])
      expect(within(facts).getByText(text)).toBeTruthy()
    expect(within(facts).getByText(/1 Main Street, Springfield/)).toBeTruthy()
    expect(within(facts).getByText('IL 62701, United States')).toBeTruthy()
    expect(within(facts).getByRole('link', { name: '+15551234567' }).getAttribute('href')).toBe(
      'tel:+15551234567',
    )
    await userEvent.type(screen.getByLabelText('Carrier'), 'DHL')
    await userEvent.type(screen.getByLabelText('Tracking number'), 'JD42')
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Ship order CM2026000011' })).getByRole('button', {
        name: 'Ship',
      }),
    )
    await waitFor(() => expect(shipped).toEqual({ orderId: 11, company: 'DHL', trackingNo: 'JD42' }))
    expect(await screen.findByText('Nothing to ship.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Order CM2026000011 shipped with DHL JD42.')
  })

  it('says what is missing before shipping, without calling the server', async () => {
    const fake = createFakeApi({ '/api/console/orders': () => paged([anOrder()]) })
    await renderScreen(<OrdersScreen />, fake)
    await userEvent.click(await screen.findByRole('button', { name: 'Ship' }))
    const form = screen.getByRole('form', { name: 'Ship order CM2026000011' })
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }))
    expect(within(form).getByText('Please enter the carrier')).toBeTruthy()
    expect(within(form).getByText('Please enter the tracking number')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/order_ship')).toBe(false)
  })

  it("shows the server's refusal when the order can no longer ship", async () => {
    const fake = createFakeApi({
      '/api/console/orders': () => paged([anOrder()]),
      '/api/console/order_ship': () => ({
        refuse: 'This order cannot be shipped in its current state',
        code: 1005,
      }),
    })
    await renderScreen(<OrdersScreen />, fake)
    await userEvent.click(await screen.findByRole('button', { name: 'Ship' }))
    await userEvent.type(screen.getByLabelText('Carrier'), 'DHL')
    await userEvent.type(screen.getByLabelText('Tracking number'), 'X1')
    const form = screen.getByRole('form', { name: 'Ship order CM2026000011' })
    await userEvent.click(within(form).getByRole('button', { name: 'Ship' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This order cannot be shipped in its current state',
    )
  })

  it('shows what the shopper asked for and decides a refund with a required reason', async () => {
    let decided: Record<string, unknown> | null = null
    const order = anOrder({ state: 'after_sale', status: -4, refundId: 5, refundStatus: 0 })
    const request = {
      id: 5,
      orderId: 11,
      orderSn: order.orderSn,
      type: 2,
      amountCents: 5_800,
      productStatus: 1,
      reason: 'Too small',
      explanation: 'The sleeves end at my elbows',
      proof: ['/uploads/u/202611/sleeve.png'],
      status: 0,
      auditRemark: '',
      createdAt: order.createdAt,
    }
    const fake = createFakeApi({
      '/api/console/orders': () => paged([order]),
      '/api/console/refund': () => request,
      '/api/console/refund_decide': (input) => {
        decided = input
        return {
          id: 5,
          orderId: 11,
          orderSn: order.orderSn,
          type: 1,
          amountCents: 5_800,
          productStatus: 0,
          reason: 'Too small',
          explanation: 'x',
          proof: [],
          status: 3,
          auditRemark: String(input['reason']),
          createdAt: order.createdAt,
        }
      },
    })
    await renderScreen(<OrdersScreen />, fake)
    await userEvent.click(screen.getByRole('tab', { name: 'After-sale' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Decide refund' }))
    const form = screen.getByRole('form', { name: 'Refund decision' })
    // Issue #32: the shopper's request is shown before the decision.
    const asked = await within(form).findByRole('region', { name: 'What the shopper asked for' })
    for (const text of [
      '$58.00',
      'Return and refund',
      'Received',
      'Too small',
      'The sleeves end at my elbows',
    ])
      expect(within(asked).getByText(text)).toBeTruthy()
    expect(within(asked).getByRole('img', { name: 'Proof picture 1' }).getAttribute('src')).toBe(
      '/uploads/u/202611/sleeve.png',
    )
    await userEvent.click(within(form).getByLabelText('Refuse'))
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse refund' }))
    expect(within(form).getByText('Please enter a reason')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('Reason (the shopper reads it)'), 'The item was worn')
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse refund' }))
    await waitFor(() =>
      expect(decided).toEqual({ refundId: 5, decision: 'refuse', reason: 'The item was worn' }),
    )
  })

  it('asks before accepting a refund, with the amount, and says the result', async () => {
    let decided: Record<string, unknown> | null = null
    const order = anOrder({ state: 'after_sale', status: -4, refundId: 5, refundStatus: 0 })
    const request = {
      id: 5,
      orderId: 11,
      orderSn: order.orderSn,
      type: 1,
      amountCents: 3_289,
      productStatus: 0,
      reason: 'Never arrived',
      explanation: '',
      proof: [],
      status: 0,
      auditRemark: '',
      createdAt: order.createdAt,
    }
    const fake = createFakeApi({
      '/api/console/orders': () => paged([order]),
      '/api/console/refund': () => request,
      '/api/console/refund_decide': (input) => {
        decided = input
        return { ...request, status: 2, auditRemark: String(input['reason']) }
      },
    })
    await renderScreen(<OrdersScreen />, fake)
    await userEvent.click(screen.getByRole('tab', { name: 'After-sale' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Decide refund' }))
    const form = screen.getByRole('form', { name: 'Refund decision' })
    expect(await within(form).findByText('$32.89')).toBeTruthy()
    // The radios are real radios named by their labels.
    const accept = within(form).getByRole('radio', { name: 'Accept (refund and restock)' })
    expect((accept as HTMLInputElement).checked).toBe(true)
    await userEvent.type(within(form).getByLabelText('Reason (the shopper reads it)'), 'Sorry about that')
    await userEvent.click(within(form).getByRole('button', { name: 'Accept refund' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Accept this refund?' })
    expect(dialog.textContent).toContain("Credits $32.89 to the shopper's balance")
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(decided).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Accept refund' }))
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, refund' }),
    )
    await waitFor(() =>
      expect(decided).toEqual({ refundId: 5, decision: 'accept', reason: 'Sorry about that' }),
    )
    expect((await screen.findByRole('status')).textContent).toContain(
      'Refund accepted: $32.89 credited to the shopper.',
    )
  })

  it('has an empty state per tab and an error state with retry', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/orders': () => (fail ? { refuse: 'Database unavailable' } : paged([])),
    })
    await renderScreen(<OrdersScreen />, fake)
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing to ship.')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Shipped' }))
    expect(await screen.findByText('No shipped orders.')).toBeTruthy()
  })
})
