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

/** Issue #44: the queue now, every member, the days of the period, the labels. */
const insights = {
  members: [
    {
      staffId: 7,
      name: 'Mia',
      assignedOpen: 10,
      resolved: 4,
      firstResponse: { median: 3 * MIN, p90: 12 * MIN, count: 4 },
    },
    {
      staffId: 8,
      name: 'Sam',
      assignedOpen: 0,
      resolved: 0,
      firstResponse: { median: null, p90: null, count: 0 },
    },
  ],
  queue: { open: 12, unassigned: 2, waiting: 1, waitingMinutes: 15 },
  daily: [
    { day: '2026-11-27', opened: 3, resolved: 1, satisfaction: { average: 4.5, count: 2 } },
    { day: '2026-11-28', opened: 0, resolved: 2, satisfaction: { average: null, count: 0 } },
  ],
  labels: [{ labelId: 1, name: 'Refund', colour: 'red', conversations: 4, resolved: 1 }],
}

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
          ...insights,
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

  it('shows the queue now, each member, the days as bars with their table, and the labels (issue #44)', async () => {
    const fake = createFakeApi({
      '/api/console/report': () => ({
        serviceId: 'mer_1',
        timeZone: 'UTC',
        from: Date.parse('2026-11-27T00:00:00Z'),
        to: Date.parse('2026-11-29T00:00:00Z'),
        total: figures(3),
        staff: [],
        heatmap: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
        ...insights,
      }),
    })
    await renderScreen(<ReportsScreen />, fake)
    expect((await screen.findByTestId('queue-open')).textContent).toBe('12')
    expect(screen.getByTestId('queue-unassigned').textContent).toBe('2')
    expect(screen.getByTestId('queue-waiting').textContent).toBe('1')
    expect(screen.getByText('Waiting over 15 min')).toBeTruthy()

    const members = screen.getByRole('table', { name: 'Per member' })
    const mia = within(members).getByRole('rowheader', { name: 'Mia' }).closest('tr')!
    expect(
      within(mia)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '4', '3 min', '12 min'])
    const sam = within(members).getByRole('rowheader', { name: 'Sam' }).closest('tr')!
    expect(
      within(sam)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '—', '—'])

    // The chart says what it shows in words, and draws one bar per non-zero value.
    const chart = screen.getByRole('img', { name: /Conversations per day/ })
    expect(chart.getAttribute('aria-label')).toBe(
      'Conversations per day, Nov 27 to Nov 28: New 3 in all, Resolved 3 in all',
    )
    expect(chart.querySelectorAll('rect')).toHaveLength(3)
    const csat = screen.getByRole('img', { name: /Satisfaction per day/ })
    expect(csat.getAttribute('aria-label')).toContain('Nov 27 4.5')
    // The same numbers as a table.
    const tables = screen.getAllByRole('table', { name: 'Conversations per day', hidden: true })
    const rows = within(tables[0]!).getAllByRole('row').slice(1)
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Nov 27', '3', '1'],
      ['Nov 28', '0', '2'],
    ])

    // The section, then the table's scrolling region inside it (components/table-wrap.tsx), share its name.
    const labels = screen.getAllByRole('region', { name: 'Per label' })[0]!
    const refund = within(labels).getByRole('rowheader', { name: 'Refund' }).closest('tr')!
    expect(
      within(refund)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1'])
  })
})
