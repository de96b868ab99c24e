import type { OpeningRange, QueueSettings } from '@crossmart/api-client'

/** One weekday of the form: open or not, and its hours as `HH:MM` (the time inputs' format). */
export interface DayRow {
  day: number
  open: boolean
  from: string
  to: string
}

const pad = (n: number) => String(n).padStart(2, '0')
export const toClock = (minutes: number) =>
  minutes >= 1440 ? '24:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
export function toMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Monday first, as shops read a week; the contract counts 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

/** The form's week from saved ranges: the first range of each day (the form edits one per day). */
export function dayRowsOf(hours: readonly OpeningRange[]): DayRow[] {
  return WEEK_ORDER.map((day) => {
    const range = hours.find((r) => r.day === day)
    return range
      ? { day, open: true, from: toClock(range.from), to: toClock(range.to) }
      : { day, open: false, from: '09:00', to: '18:00' }
  })
}

/** The ranges to save: open days only; a closing time of 00:00 means midnight (the day's end). */
export function hoursOf(rows: readonly DayRow[]): QueueSettings['hours'] {
  return rows
    .filter((row) => row.open)
    .map((row) => ({ day: row.day, from: toMinutes(row.from), to: toMinutes(row.to) || 1440 }))
}
