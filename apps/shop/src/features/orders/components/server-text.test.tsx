import { BILL_REMARK_CODES, LOGISTICS_EVENT_CODES, REFUND_REASON_CODES } from '@crossmart/api-client'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../i18n/languages'
import { billRemarkKey, logisticsEventKey, refundReasonKey } from '../../../lib/server-text'
import { STRINGS } from '../../../test-support/all-strings'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { cartView, page, USER } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'
import { order, refundRecord } from '../testing/order-fixtures'

/** The string at a dotted key of a namespace, with {{name}} values filled in. */
function textOf(tree: unknown, key: string, values: Record<string, string> = {}): string {
  const raw = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree)
  if (typeof raw !== 'string') return `<missing ${key}>`
  return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '')
}

const NON_ENGLISH = LANGUAGES.filter((code) => code !== 'en')

describe('server text codes have a string in every language (issue #31)', () => {
  const table = [
    ...LOGISTICS_EVENT_CODES.map((code) => ['orders', logisticsEventKey(code)] as const),
    ...REFUND_REASON_CODES.map((code) => ['orders', refundReasonKey(code)] as const),
    ...BILL_REMARK_CODES.map((code) => ['wallet', billRemarkKey(code)] as const),
  ]
  it.each(table)('%s:%s is translated in all five languages', (namespace, key) => {
    for (const language of LANGUAGES) {
      const text = textOf(STRINGS[language][namespace], key)
      expect(text, `${language}`).not.toMatch(/^<missing/)
      expect(text.trim(), `${language}`).not.toBe('')
    }
    // Not English copied into the others: each language has its own words.
    const english = textOf(STRINGS.en[namespace], key)
    for (const language of NON_ENGLISH) expect(textOf(STRINGS[language][namespace], key)).not.toBe(english)
  })

  it('the shipped event names the carrier and the tracking number in every language', () => {
    for (const language of LANGUAGES) {
      const text = textOf(STRINGS[language].orders, logisticsEventKey('shipped'), {
        company: 'Kerry',
        trackingNo: 'KX1',
      })
      expect(text).toContain('Kerry')
      expect(text).toContain('KX1')
    }
  })
})

describe('screens show server text in the shopper language, typed text as typed', () => {
  let api: FakeApi
  beforeAll(async () => {
    api = await startFakeApi()
  })
  afterAll(() => api.close())
  beforeEach(() => {
    api.requests.length = 0
    api.on('/api/user/getUserInfo', () => ({ data: USER }))
    api.on('/api/cart/list', () => ({ data: cartView(0) }))
    api.on('/api/user/complaints', () => ({ data: page([], 0) }))
  })

  it.each(LANGUAGES)('%s: logistics events on /orderInfo', async (lang) => {
    api.on('/api/order/detail', () => ({
      data: order(8, {
        status: 3,
        shippedAt: '2026-03-03T09:00:00.000Z',
        logistics: {
          company: 'CrossMart Express',
          trackingNo: 'CM123',
          events: [
            { time: '2026-03-05T09:00:00.000Z', description: 'Delivered', code: 'delivered' },
            { time: '2026-03-04T09:00:00.000Z', description: 'Left at the front desk', code: null },
            {
              time: '2026-03-03T09:00:00.000Z',
              description: 'Shipped by CrossMart Express, tracking number CM123',
              code: 'shipped',
            },
          ],
        },
      }),
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/orderInfo/8', token: 'tok', lang })
    const shipped = textOf(STRINGS[lang].orders, logisticsEventKey('shipped'), {
      company: 'CrossMart Express',
      trackingNo: 'CM123',
    })
    expect(await screen.findByText(shipped)).toBeTruthy()
    expect(screen.getByText(textOf(STRINGS[lang].orders, logisticsEventKey('delivered')))).toBeTruthy()
    // A person's note stays as typed.
    expect(screen.getByText('Left at the front desk')).toBeTruthy()
    if (lang !== 'en') expect(screen.queryByText(/^Shipped by/)).toBeNull()
  })

  it.each(LANGUAGES)('%s: the refund reason on the refund progress', async (lang) => {
    api.on('/api/order/detail', () => ({ data: order(8, { status: -4, refundStatus: 0 }) }))
    api.on('/api/order/refund_detail', () => ({
      data: refundRecord(8, 0, { reason: 'Damaged or defective', reasonCode: 'damaged' }),
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/orderInfo/8', token: 'tok', lang })
    expect(await screen.findByText(textOf(STRINGS[lang].orders, refundReasonKey('damaged')))).toBeTruthy()
    // The explanation is the shopper's own words.
    expect(screen.getByText('Broken on arrival')).toBeTruthy()
  })

  it('a typed refund reason (no code) is shown as typed', async () => {
    api.on('/api/order/detail', () => ({ data: order(8, { status: -4, refundStatus: 0 }) }))
    api.on('/api/order/refund_detail', () => ({
      data: refundRecord(8, 0, { reason: 'Smells of smoke', reasonCode: null }),
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/orderInfo/8', token: 'tok', lang: 'zh' })
    expect(await screen.findByText('Smells of smoke')).toBeTruthy()
  })

  it.each(LANGUAGES)('%s: bill remarks on /capitalRecord', async (lang) => {
    const entry = (id: number, remark: string, remarkCode: string | null) => ({
      id,
      type: 1,
      amountCents: 5_000,
      balanceAfterCents: 5_000 * id,
      orderId: null,
      remark,
      remarkCode,
      createdAt: '2026-03-02T10:00:00.000Z',
    })
    api.on('/api/user/bill', () => ({
      data: page(
        [
          entry(3, 'manual', 'manualRecharge'),
          entry(2, 'TRC20', null),
          entry(1, 'opening balance', 'openingBalance'),
        ],
        3,
      ),
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/capitalRecord', token: 'tok', lang })
    const wallet = STRINGS[lang].wallet
    expect(await screen.findByText(textOf(wallet, billRemarkKey('manualRecharge')))).toBeTruthy()
    expect(screen.getByText(textOf(wallet, billRemarkKey('openingBalance')))).toBeTruthy()
    // A network name is shown as sent; the server's English words are not.
    expect(screen.getByText('TRC20')).toBeTruthy()
    // One money format in every language (issue #31).
    expect(screen.getAllByText('+$50.00')).toHaveLength(3)
    expect(screen.queryByText('manual')).toBeNull()
    expect(screen.queryByText('opening balance')).toBeNull()
  })
})
