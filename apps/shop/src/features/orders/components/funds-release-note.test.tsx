import type { OrderDetail } from '@crossmart/api-client'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { cartView, USER } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'
import { order } from '../testing/order-fixtures'
import { fundsReleaseOf } from './funds-release-note'

const RELEASED = '2026-03-08T10:00:00.000Z'
const DUE = '2026-03-15T10:00:00.000Z'

describe('where the payment is (issue #42)', () => {
  it.each<[string, Partial<OrderDetail>, ReturnType<typeof fundsReleaseOf>]>([
    ['paid, not shipped', { status: 1, fundsReleasedAt: null, fundsReleaseDueAt: null }, { state: 'held' }],
    [
      'shipped',
      { status: 2, fundsReleasedAt: null, fundsReleaseDueAt: DUE },
      { state: 'releaseDue', at: DUE },
    ],
    [
      'received',
      { status: 3, fundsReleasedAt: RELEASED, fundsReleaseDueAt: null },
      { state: 'released', at: RELEASED },
    ],
    ['unpaid', { status: 0, paidAt: null, fundsReleasedAt: null, fundsReleaseDueAt: null }, null],
    ['cancelled', { status: -1, fundsReleasedAt: null, fundsReleaseDueAt: null }, null],
    ['refunded', { status: -4, refundStatus: 2, fundsReleasedAt: null, fundsReleaseDueAt: null }, null],
    ['from a server before the ledger', { status: 2 }, null],
  ])('%s', (_name, overrides, expected) => {
    expect(fundsReleaseOf(order(9, overrides))).toEqual(expected)
  })
})

describe('the order detail says when the shop is paid', () => {
  let api: FakeApi
  beforeAll(async () => {
    api = await startFakeApi()
  })
  afterAll(() => api.close())
  beforeEach(() => {
    api.on('/api/user/getUserInfo', () => ({ data: USER }))
    api.on('/api/cart/list', () => ({ data: cartView(0) }))
  })
  const show = async (overrides: Partial<OrderDetail>) => {
    api.on('/api/order/detail', () => ({ data: order(9, overrides) }))
    await renderApp({ baseUrl: api.baseUrl, path: '/orderInfo/9', token: 'tok' })
    await screen.findByText('Ada Lovelace')
  }

  it('while held', async () => {
    await show({ status: 1, fundsReleasedAt: null, fundsReleaseDueAt: null })
    expect(screen.getByText('Payment held by CrossMart until you confirm receipt')).toBeTruthy()
  })

  it('with the date it is released by itself', async () => {
    await show({ status: 2, fundsReleasedAt: null, fundsReleaseDueAt: DUE })
    expect(
      screen.getByText(
        /^Payment held by CrossMart: released to the shop automatically by .*2026.* if you do not confirm receipt$/,
      ),
    ).toBeTruthy()
  })

  it('once released', async () => {
    await show({ status: 3, receivedAt: RELEASED, fundsReleasedAt: RELEASED, fundsReleaseDueAt: null })
    expect(screen.getByText(/^Payment released to the shop on .*2026/)).toBeTruthy()
  })
})
