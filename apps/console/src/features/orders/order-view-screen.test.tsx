import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anOrder } from '../../test-support/console-data'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { OrderViewScreen } from './order-view-screen'

const detail = (overrides: Record<string, unknown> = {}) => ({
  ...anOrder({ state: 'shipped', status: 2, logistics: { company: 'DHL', trackingNo: 'JD42' } }),
  promoCode: 'WELCOME',
  paidAt: '2026-11-20T10:05:00.000Z',
  shippedAt: '2026-11-21T09:00:00.000Z',
  receivedAt: null,
  logisticsEvents: [
    { time: '2026-11-21T12:00:00.000Z', description: 'Left the sorting centre', code: null },
    // Issue #44: an event the server wrote is shown from its code in the reader's language.
    { time: '2026-11-21T09:00:00.000Z', description: 'server text', code: 'shipped' },
  ],
  ...overrides,
})

describe('order view', () => {
  it('shows the lines with variants, the address and phone, the money and the logistics', async () => {
    const fake = createFakeApi({ '/api/console/order': () => detail() })
    await renderScreen(<OrderViewScreen orderId={11} />, fake)
    expect(await screen.findByRole('heading', { level: 1, name: 'Order CM2026000011' })).toBeTruthy()
    for (const text of [
      'Linen shirt · Blue × 2',
      '1 Main Street, Springfield',
      // Issue #31: region, postcode and country for a cross-border label.
      'IL 62701, United States',
      '+15551234567',
      '$58.00',
      '$8.00',
      'WELCOME',
      'DHL JD42',
      'Left the sorting centre',
      'Shipped by DHL, tracking number JD42',
    ])
      expect(screen.getByText(text, { exact: false })).toBeTruthy()
    expect(fake.calls.find((c) => c.path === '/api/console/order')?.input).toEqual({ id: '11' })
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/orders')
    expect(screen.queryByText('server text', { exact: false })).toBeNull()
    // Shipped: nothing left to ship.
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('ships a paid order from its view', async () => {
    const fake = createFakeApi({
      '/api/console/order': () =>
        detail({ state: 'paid', status: 1, logistics: null, shippedAt: null, logisticsEvents: [] }),
    })
    await renderScreen(<OrderViewScreen orderId={11} />, fake)
    const form = await screen.findByRole('form', { name: 'Ship order CM2026000011' })
    expect(within(form).getByLabelText('Carrier')).toBeTruthy()
    expect(screen.getByText('No logistics events yet.')).toBeTruthy()
  })

  it('keeps the refund on record once decided: what was asked, the decision and the reason given', async () => {
    const fake = createFakeApi({
      '/api/console/order': () => detail({ state: 'closed', refundId: 5, refundStatus: 2 }),
      '/api/console/refund': () => ({
        id: 5,
        orderId: 11,
        orderSn: 'CM2026000011',
        type: 1,
        amountCents: 5_800,
        productStatus: 1,
        reason: 'Arrived damaged',
        reasonCode: null,
        explanation: 'The box was crushed',
        proof: [],
        status: 2,
        auditRemark: 'Sorry, refunded in full',
        createdAt: '2026-11-22T10:00:00.000Z',
      }),
    })
    await renderScreen(<OrderViewScreen orderId={11} />, fake)
    const record = await screen.findByRole('region', { name: 'Refund' })
    expect(await within(record).findByText('Arrived damaged')).toBeTruthy()
    expect(within(record).getByText('refunded')).toBeTruthy()
    expect(within(record).getByText('Sorry, refunded in full')).toBeTruthy()
    // Decided: no decision form.
    expect(screen.queryByRole('form', { name: /refund/i })).toBeNull()
  })

  it('says when the order is not the shop’s', async () => {
    const fake = createFakeApi({ '/api/console/order': () => ({ refuse: 'Order not found', code: 1002 }) })
    await renderScreen(<OrderViewScreen orderId={99} />, fake)
    expect((await screen.findByRole('alert')).textContent).toContain('Order not found')
    // Issue #44: trying again cannot find it.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
