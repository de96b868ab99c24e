import type { OpeningRange } from '../../db/schema'

// Issue #29 business hours (server README "Queue control"): a shop's opening ranges are wall-clock
// minutes of a weekday in its own IANA time zone, so a shop in Tokyo is open 09:00-18:00 Tokyo time
// whatever the server's zone, across daylight-saving changes.

const MINUTE_MS = 60_000
const DAY_MINUTES = 24 * 60
const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }

export interface Schedule {
  timeZone: string
  /** None: always open. */
  hours: readonly OpeningRange[]
}

export interface LocalTime {
  /** `YYYY-MM-DD` in the zone. */
  date: string
  /** 0 = Sunday. */
  weekday: number
  /** Minutes after local midnight. */
  minutes: number
}

/** The wall clock of `timeZone` at `at` (ms since the epoch). */
export function localTimeOf(timeZone: string, at: number): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAYS[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

/** Whether the shop is open at `at`. */
export function isOpenAt(schedule: Schedule, at: number): boolean {
  if (schedule.hours.length === 0) return true
  const local = localTimeOf(schedule.timeZone, at)
  return schedule.hours.some(
    (r) => r.day === local.weekday && r.from <= local.minutes && local.minutes < r.to,
  )
}

/** The zone's offset from UTC at `at`, in minutes (Tokyo: +540). */
function offsetMinutes(timeZone: string, at: number): number {
  const local = localTimeOf(timeZone, at)
  const [y, m, d] = local.date.split('-').map(Number)
  const asUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + local.minutes * MINUTE_MS
  return Math.round((asUtc - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/**
 * Local midnight starting `date` (`YYYY-MM-DD`) in `timeZone`, as an instant (ms since the epoch):
 * issue #29 reports cut their days here, not at UTC midnight.
 */
export function startOfLocalDay(timeZone: string, date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
  // Wall clock to instant: subtract the offset in force then (twice, for a DST change in between).
  const instant = wall - offsetMinutes(timeZone, wall) * MINUTE_MS
  return wall - offsetMinutes(timeZone, instant) * MINUTE_MS
}

/**
 * The next instant the shop opens after `at` (ms since the epoch), or null when it has no hours at
 * all (always open) or is open now. Looks at most a week ahead: the ranges repeat weekly.
 */
export function nextOpening(schedule: Schedule, at: number): number | null {
  if (schedule.hours.length === 0 || isOpenAt(schedule, at)) return null
  const local = localTimeOf(schedule.timeZone, at)
  const [y, m, d] = local.date.split('-').map(Number)
  const localMidnightAsUtc = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
  let best: number | null = null
  for (let offsetDays = 0; offsetDays <= 7; offsetDays++) {
    const weekday = (local.weekday + offsetDays) % 7
    for (const range of schedule.hours) {
      if (range.day !== weekday) continue
      if (offsetDays === 0 && range.from <= local.minutes) continue
      const wall = localMidnightAsUtc + (offsetDays * DAY_MINUTES + range.from) * MINUTE_MS
      // Wall clock to instant: subtract the offset in force then (twice, for a DST change in between).
      let instant = wall - offsetMinutes(schedule.timeZone, wall) * MINUTE_MS
      instant = wall - offsetMinutes(schedule.timeZone, instant) * MINUTE_MS
      if (instant > at && (best === null || instant < best)) best = instant
    }
    if (best !== null) return best
  }
  return best
}

/**
 * Issue #44: whether the service answers now by its hours, for the shopper's chat header: a shop
 * outside its hours is not "online" even with a console open, or the header and the away message
 * would disagree. The settings come from the queue's memory where it keeps them.
 */
export function serviceOpenNow(
  settingsOf: (serviceId: string) => Promise<{ timeZone: string; hours: Schedule['hours'] }>,
  clock: { now(): number },
): (serviceId: string) => Promise<boolean> {
  return async (serviceId) => {
    const settings = await settingsOf(serviceId)
    return isOpenAt({ timeZone: settings.timeZone, hours: settings.hours }, clock.now())
  }
}
