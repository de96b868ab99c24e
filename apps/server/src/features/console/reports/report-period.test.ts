import { describe, expect, it } from 'vitest'
import { reportPeriodOf } from './report-service'

const HOUR = 60 * 60 * 1000
const utc = (iso: string) => Date.parse(iso)

/**
 * Issue #29 reports asked by days (server README "Reports"): the days are cut at midnight in the
 * shop's business-hours time zone, not UTC, across daylight-saving changes and half-hour offsets.
 */
describe('a report period by days, in the shop time zone', () => {
  it.each([
    ['UTC', '2026-11-28', '2026-11-28', '2026-11-28T00:00:00Z', '2026-11-29T00:00:00Z', 24],
    // Tokyo's 28 November begins at 15:00 UTC on the 27th.
    ['Asia/Tokyo', '2026-11-28', '2026-11-28', '2026-11-27T15:00:00Z', '2026-11-28T15:00:00Z', 24],
    ['Asia/Kolkata', '2026-01-01', '2026-01-07', '2025-12-31T18:30:00Z', '2026-01-07T18:30:00Z', 7 * 24],
    // New York springs forward on 8 March 2026: a 23-hour day; falls back on 1 November: 25 hours.
    ['America/New_York', '2026-03-08', '2026-03-08', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23],
    ['America/New_York', '2026-11-01', '2026-11-01', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25],
    // Across a year's end and Auckland's summer time (UTC+13).
    ['Pacific/Auckland', '2025-12-31', '2026-01-01', '2025-12-30T11:00:00Z', '2026-01-01T11:00:00Z', 48],
  ])('%s, %s to %s: [%s, %s)', (timeZone, fromDay, toDay, from, to, hours) => {
    const period = reportPeriodOf(timeZone, { fromDay, toDay })
    expect(period).toEqual({ from: utc(from), to: utc(to) })
    expect(period.to - period.from).toBe(hours * HOUR)
  })

  it('takes instants as they are', () => {
    expect(reportPeriodOf('Asia/Tokyo', { from: 1_000, to: 2_000 })).toEqual({ from: 1_000, to: 2_000 })
  })
})
