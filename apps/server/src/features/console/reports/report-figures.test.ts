import { describe, expect, it } from 'vitest'
import type { Schedule } from '../../../chat/services/business-hours'
import { businessMsBetween, figuresOf, median, percentile, weekHourCounts } from './report-figures'

const MIN = 60_000
const HOUR = 60 * MIN
const at = (iso: string) => Date.parse(iso)
/** Weekdays 09:00-17:00 in Tokyo (UTC+9, no DST). */
const tokyo: Schedule = {
  timeZone: 'Asia/Tokyo',
  hours: [1, 2, 3, 4, 5].map((day) => ({ day, from: 9 * 60, to: 17 * 60 })),
}
/** Mondays 09:00-12:00 in New York (DST ends Sunday 2026-11-01). */
const newYork: Schedule = { timeZone: 'America/New_York', hours: [{ day: 1, from: 9 * 60, to: 12 * 60 }] }
const always: Schedule = { timeZone: 'UTC', hours: [] }

describe('business time between two instants (issue #29 reports)', () => {
  it.each([
    ['always open: the whole span', always, '2026-11-02T10:00:00Z', '2026-11-02T12:30:00Z', 150 * MIN],
    // 2026-11-02 is a Monday. Tokyo 10:00 = 01:00Z.
    ['inside one opening', tokyo, '2026-11-02T01:00:00Z', '2026-11-02T02:30:00Z', 90 * MIN],
    ['from before opening: counts from 09:00', tokyo, '2026-11-01T23:00:00Z', '2026-11-02T01:00:00Z', HOUR],
    [
      'across the night: 16:00-17:00 then 09:00-10:00',
      tokyo,
      '2026-11-02T07:00:00Z',
      '2026-11-03T01:00:00Z',
      2 * HOUR,
    ],
    // Friday 16:00 Tokyo to Monday 10:00 Tokyo: the weekend does not count.
    ['across a weekend', tokyo, '2026-11-06T07:00:00Z', '2026-11-09T01:00:00Z', 2 * HOUR],
    ['all outside the hours', tokyo, '2026-11-07T01:00:00Z', '2026-11-07T05:00:00Z', 0],
    // The UTC day boundary falls inside Tokyo's Monday (09:00 Tokyo = 00:00Z).
    ['across the UTC day boundary', tokyo, '2026-11-01T23:30:00Z', '2026-11-02T00:30:00Z', 30 * MIN],
    // New York after DST ended: Monday 09:00 EST = 14:00Z (it was 13:00Z a week before, in EDT).
    ['after a DST change (EST)', newYork, '2026-11-02T13:00:00Z', '2026-11-02T15:00:00Z', HOUR],
    ['before the DST change (EDT)', newYork, '2026-10-26T13:00:00Z', '2026-10-26T15:00:00Z', 2 * HOUR],
    ['end before start', tokyo, '2026-11-02T02:00:00Z', '2026-11-02T01:00:00Z', 0],
  ])('%s', (_name, schedule, start, end, expected) => {
    expect(businessMsBetween(schedule, at(start), at(end))).toBe(expected)
  })
})

describe('median and p90', () => {
  it.each([
    [[], null, null],
    [[5], 5, 5],
    [[3, 1, 2], 2, 3],
    [[4, 1, 3, 2], 2.5, 4],
    [[10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 55, 90],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 6, 10],
  ])('%j: median %s, p90 %s', (values, mid, p90) => {
    expect(median(values)).toBe(mid)
    expect(percentile(values, 90)).toBe(p90)
  })
})

describe('figures on a fixture with known times', () => {
  // Three conversations in Tokyo's week of 2026-11-02 (times UTC; Tokyo = +9).
  const episodes = [
    // Monday 10:00 Tokyo, answered 10:05, resolved 10:30.
    {
      staffId: 7,
      openedAt: at('2026-11-02T01:00:00Z'),
      firstResponseAt: at('2026-11-02T01:05:00Z'),
      resolvedAt: at('2026-11-02T01:30:00Z'),
    },
    // Monday 16:50 Tokyo, answered Tuesday 09:10 (10 min open before, 10 after), resolved 09:40.
    {
      staffId: 7,
      openedAt: at('2026-11-02T07:50:00Z'),
      firstResponseAt: at('2026-11-03T00:10:00Z'),
      resolvedAt: at('2026-11-03T00:40:00Z'),
    },
    // Saturday 11:00 Tokyo (closed), answered Monday 09:30, still open.
    {
      staffId: 8,
      openedAt: at('2026-11-07T02:00:00Z'),
      firstResponseAt: at('2026-11-09T00:30:00Z'),
      resolvedAt: null,
    },
  ]

  it('counts conversations, business-hour durations, satisfaction and the week-by-hour map', () => {
    const figures = figuresOf(tokyo, episodes, [5, 4, 2])
    expect(figures.conversations).toBe(3)
    // First responses 5, 20 and 30 minutes of open time.
    expect(figures.firstResponse).toEqual({ median: 20 * MIN, p90: 30 * MIN, count: 3 })
    // Resolutions 30 and 50 minutes.
    expect(figures.resolution).toEqual({ median: 40 * MIN, p90: 50 * MIN, count: 2 })
    expect(figures.satisfaction).toEqual({ average: 3.67, count: 3 })
    const grid = weekHourCounts(
      tokyo.timeZone,
      episodes.map((e) => e.openedAt),
    )
    expect(grid[1]![10]).toBe(1)
    expect(grid[1]![16]).toBe(1)
    expect(grid[6]![11]).toBe(1)
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(3)
  })
})
