import { localTimeOf, type Schedule } from '../../../chat/services/business-hours'

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60
const DAY_MS = DAY_MINUTES * MINUTE_MS

/** The zone's offset from UTC at `at`, in minutes (Tokyo: +540), read through Intl. */
function offsetMinutes(timeZone: string, at: number): number {
  const local = localTimeOf(timeZone, at)
  const [y, m, d] = local.date.split('-').map(Number)
  const asUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + local.minutes * MINUTE_MS
  return Math.round((asUtc - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/** A wall-clock time of the zone (as if UTC) to the instant: the offset in force then, twice for a DST change. */
function instantOf(timeZone: string, wallAsUtc: number): number {
  const first = wallAsUtc - offsetMinutes(timeZone, wallAsUtc) * MINUTE_MS
  return wallAsUtc - offsetMinutes(timeZone, first) * MINUTE_MS
}

/**
 * Issue #29 reports: how much of [start, end) (ms since the epoch) the shop was open, by its hours in
 * its own time zone (time outside them does not count). No hours: always open, the whole span.
 */
export function businessMsBetween(schedule: Schedule, start: number, end: number): number {
  if (end <= start) return 0
  if (schedule.hours.length === 0) return end - start
  const first = localTimeOf(schedule.timeZone, start)
  const [y, m, d] = first.date.split('-').map(Number)
  const firstMidnight = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
  let total = 0
  // From the local day of `start` until a day whose ranges all begin after `end` (one spare day for
  // zones ahead of UTC).
  for (let day = 0; ; day++) {
    const midnight = firstMidnight + day * DAY_MS
    if (instantOf(schedule.timeZone, midnight) > end + DAY_MS) break
    const weekday = (first.weekday + day) % 7
    for (const range of schedule.hours) {
      if (range.day !== weekday) continue
      const opens = instantOf(schedule.timeZone, midnight + range.from * MINUTE_MS)
      const closes = instantOf(schedule.timeZone, midnight + range.to * MINUTE_MS)
      const from = Math.max(opens, start)
      const to = Math.min(closes, end)
      if (to > from) total += to - from
    }
  }
  return total
}

/** The median: the middle value, or the mean of the two middle ones; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The p-th percentile by nearest rank (p90: the smallest value at least 90% of values do not exceed). */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]!
}

/** Median and p90 of a set of durations (ms), and how many there were. */
export interface DurationFigures {
  median: number | null
  p90: number | null
  count: number
}

export function durationFigures(values: readonly number[]): DurationFigures {
  return { median: median(values), p90: percentile(values, 90), count: values.length }
}

/** 7 weekdays (0 = Sunday) x 24 hours of the zone: how many of `instants` fell in each. */
export function weekHourCounts(timeZone: string, instants: readonly number[]): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))
  for (const at of instants) {
    const local = localTimeOf(timeZone, at)
    grid[local.weekday]![Math.floor(local.minutes / 60)]! += 1
  }
  return grid
}

/** One conversation from its shopper's first message to its resolution (reports' unit). */
export interface Episode {
  staffId: number | null
  openedAt: number
  firstResponseAt: number | null
  resolvedAt: number | null
}

export interface FigureSet {
  conversations: number
  firstResponse: DurationFigures
  resolution: DurationFigures
  satisfaction: { average: number | null; count: number }
}

/**
 * The figures of a set of conversations and ratings: first response and resolution counted within
 * business hours, the satisfaction average over the ratings given.
 */
export function figuresOf(
  schedule: Schedule,
  episodes: readonly Episode[],
  scores: readonly number[],
): FigureSet {
  const firstResponses: number[] = []
  const resolutions: number[] = []
  for (const e of episodes) {
    if (e.firstResponseAt !== null)
      firstResponses.push(businessMsBetween(schedule, e.openedAt, e.firstResponseAt))
    if (e.resolvedAt !== null) resolutions.push(businessMsBetween(schedule, e.openedAt, e.resolvedAt))
  }
  const sum = scores.reduce((a, b) => a + b, 0)
  return {
    conversations: episodes.length,
    firstResponse: durationFigures(firstResponses),
    resolution: durationFigures(resolutions),
    satisfaction: {
      average: scores.length === 0 ? null : Math.round((sum / scores.length) * 100) / 100,
      count: scores.length,
    },
  }
}
