import { addReportDays, REPORT_DAYS_MAX } from '@crossmart/api-client'
import { localTimeOf, startOfLocalDay } from '../../../chat/services/business-hours'

/** One day of the period in the shop's zone (issue #44 trends). */
export interface DayFigures {
  day: string
  opened: number
  resolved: number
  satisfaction: { average: number | null; count: number }
}

/** The shop-zone days `[from, to)` touches, in order (at most a report's days and one). */
export function daysOf(timeZone: string, from: number, to: number): string[] {
  const days: string[] = []
  let day = localTimeOf(timeZone, from).date
  while (startOfLocalDay(timeZone, day) < to && days.length <= REPORT_DAYS_MAX) {
    days.push(day)
    day = addReportDays(day, 1)
  }
  return days
}

const average = (scores: readonly number[]) =>
  scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100

/**
 * Per day of the shop's zone: conversations opened, resolved, and the satisfaction given that day.
 * Every day of the period is there, with zeros, so a chart's bars line up with the calendar.
 */
export function dailyFigures(
  timeZone: string,
  period: { from: number; to: number },
  input: {
    opened: readonly number[]
    resolved: readonly number[]
    ratings: readonly { at: number; score: number }[]
  },
): DayFigures[] {
  const days = daysOf(timeZone, period.from, period.to)
  const index = new Map(days.map((d, i) => [d, i]))
  const opened = days.map(() => 0)
  const resolved = days.map(() => 0)
  const scores = days.map((): number[] => [])
  const slot = (at: number) => index.get(localTimeOf(timeZone, at).date)
  for (const at of input.opened) {
    const i = slot(at)
    if (i !== undefined) opened[i]! += 1
  }
  for (const at of input.resolved) {
    const i = slot(at)
    if (i !== undefined) resolved[i]! += 1
  }
  for (const r of input.ratings) {
    const i = slot(r.at)
    if (i !== undefined) scores[i]!.push(r.score)
  }
  return days.map((day, i) => ({
    day,
    opened: opened[i]!,
    resolved: resolved[i]!,
    satisfaction: { average: average(scores[i]!), count: scores[i]!.length },
  }))
}
