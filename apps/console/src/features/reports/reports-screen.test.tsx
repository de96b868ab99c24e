import { reportDaysSpanned } from '@crossmart/api-client'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { ReportsScreen } from './reports-screen'

const MIN = 60_000
const figures = (conversations: number) => ({
  conversations,
  firstResponse: { median: 3 * MIN, p90: 12 * MIN, count: conversations },
  resolution: { median: 2 * 60 * MIN, p90: null, count: 1 },
  satisfaction: { average: 4.5, count: 2 },
})

describe('the reports page (issue #29)', () => {
  it("shows the shop's and each member's figures and the week-by-hour table", async () => {
    const asked: Record<string, unknown>[] = []
    const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))
    heatmap[1]![10] = 4
    heatmap[3]![15] = 1
    const fake = createFakeApi({
      '/api/console/report': (input) => {
        asked.push(input)
        return {
          serviceId: 'mer_1',
          timeZone: 'Asia/Tokyo',
          from: Date.parse(`${String(input['fromDay'])}T00:00:00+09:00`),
          to: Date.parse(`${String(input['toDay'])}T00:00:00+09:00`) + 24 * 60 * MIN,
          total: figures(3),
          staff: [{ staffId: 7, name: 'Mia', figures: figures(3) }],
          heatmap,
        }
      },
    })
    await renderScreen(<ReportsScreen />, fake)
    const table = await screen.findByRole('table', { name: 'Per staff member' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      null,
      'Whole shop',
      'Mia',
    ])
    expect(within(rows[1]!).getByText('3 min')).toBeTruthy()
    expect(within(rows[1]!).getByText('2 hr')).toBeTruthy()
    expect(within(rows[1]!).getByText('4.5')).toBeTruthy()
    // A period of 7 whole days ending today, asked as days: the server cuts them in the shop's zone.
    const [query] = asked
    const today = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    expect(query!['toDay']).toBe(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    )
    expect(reportDaysSpanned(String(query!['fromDay']), String(query!['toDay']))).toBe(7)
    expect(query!['from']).toBeUndefined()

    const map = screen.getByRole('table', { name: /Busiest hours/ })
    const monday = within(map).getByRole('rowheader', { name: 'Mon' }).closest('tr')!
    const cells = within(monday).getAllByRole('cell')
    expect(cells[10]!.textContent).toBe('4')
    expect(cells[10]!.getAttribute('data-level')).toBe('4')
    expect(within(map).getAllByRole('row')).toHaveLength(8)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
  })
})
