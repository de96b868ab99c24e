import { describe, expect, it } from 'vitest'
import { aStatementLine } from '../../test-support/finance-data'
import { fetchWholeStatement, type StatementPage, statementCsv } from './statement-csv'

const labels = {
  order: 'Order',
  paidAt: 'Paid',
  gross: 'Gross',
  commission: 'Commission',
  refunds: 'Refunds',
  net: 'Net',
  state: 'State',
  releasedAt: 'Released at',
  releaseDueAt: 'Release due at',
  total: 'Total',
  states: { held: 'Held', released: 'Released', refunded: 'Refunded', cancelled: 'Cancelled, "void"' },
}
const totals = { grossCents: 30_005, commissionCents: 1_650, refundedCents: 2_500, netCents: 25_855 }

describe('the statement as CSV', () => {
  it('writes a header, one row per order in decimal dollars, then the totals', () => {
    const lines = [
      aStatementLine(1),
      aStatementLine(2, {
        state: 'held',
        grossCents: 5,
        commissionCents: 0,
        netCents: 5,
        releasedAt: null,
        releaseDueAt: '2026-12-01T00:00:00.000Z',
      }),
      aStatementLine(3, { state: 'cancelled', refundedCents: 2_500, netCents: -1_250 }),
    ]
    expect(statementCsv(lines, totals, labels).split('\r\n')).toEqual([
      'Order,Paid,Gross,Commission,Refunds,Net,State,Released at,Release due at',
      'CM000001,2026-11-20T10:00:00.000Z,100.00,5.50,0.00,94.50,Released,2026-11-25T10:00:00.000Z,',
      'CM000002,2026-11-20T10:00:00.000Z,0.05,0.00,0.00,0.05,Held,,2026-12-01T00:00:00.000Z',
      'CM000003,2026-11-20T10:00:00.000Z,100.00,5.50,25.00,-12.50,"Cancelled, ""void""",2026-11-25T10:00:00.000Z,',
      'Total,,300.05,16.50,25.00,258.55,,,',
      '',
    ])
  })
})

describe('fetching the whole period', () => {
  const pages =
    (count: number) =>
    async (page: number, limit: number): Promise<StatementPage> => {
      const start = (page - 1) * limit
      const list = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) =>
        aStatementLine(start + i + 1),
      )
      return { list, total: count, totals }
    }

  it('asks page after page at 100 a page until it has them all', async () => {
    const asked: [number, number][] = []
    const source = pages(230)
    const whole = await fetchWholeStatement((page, limit) => {
      asked.push([page, limit])
      return source(page, limit)
    })
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ])
    expect(whole.lines.map((l) => l.orderId)).toEqual(Array.from({ length: 230 }, (_, i) => i + 1))
    expect(whole.totals).toEqual(totals)
  })

  it('stops at an empty page even when the total said more', async () => {
    let calls = 0
    const whole = await fetchWholeStatement(async () => {
      calls++
      return { list: calls === 1 ? [aStatementLine(1)] : [], total: 5, totals }
    })
    expect(calls).toBe(2)
    expect(whole.lines).toHaveLength(1)
  })
})
