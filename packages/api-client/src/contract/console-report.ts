import * as z from 'zod/mini'
import { LABEL_COLOURS } from './console-labels.js'
import { defineEndpoint } from './define-endpoint.js'
import { id, int, key } from './fields.js'

// Issue #29 reports (server README "Reports"): per shop and per staff member for a chosen period.

/** The longest period one report covers (a year and a day: a leap year with a DST hour to spare). */
export const REPORT_PERIOD_MAX_MS = 367 * 24 * 60 * 60 * 1000

const durationFiguresSchema = z.object({
  /** Milliseconds within business hours; null when there was none. */
  median: z.nullable(z.number()),
  p90: z.nullable(z.number()),
  count: z.number(),
})

export const reportFiguresSchema = z.object({
  conversations: z.number(),
  firstResponse: durationFiguresSchema,
  resolution: durationFiguresSchema,
  satisfaction: z.object({ average: z.nullable(z.number()), count: z.number() }),
})
export type ReportFigures = z.infer<typeof reportFiguresSchema>

export const consoleReportSchema = z.object({
  serviceId: z.string(),
  /** The shop's time zone: business hours and the heat map's weekdays and hours are in it. */
  timeZone: z.string(),
  from: z.number(),
  to: z.number(),
  total: reportFiguresSchema,
  /** One row per staff member who handled a conversation or was rated; staffId null: nobody. */
  staff: z.array(
    z.object({ staffId: z.nullable(z.number()), name: z.string(), figures: reportFiguresSchema }),
  ),
  /** New conversations by weekday (0 = Sunday) and hour of the shop's zone: 7 rows of 24. */
  heatmap: z.array(z.array(z.number())),
  /**
   * Issue #44 "Reports tell the truth": every member of the service, with the conversations they
   * hold open now, those they resolved in the period, and their first-response times (business hours).
   */
  members: z.array(
    z.object({
      staffId: z.number(),
      name: z.string(),
      assignedOpen: z.number(),
      resolved: z.number(),
      firstResponse: durationFiguresSchema,
    }),
  ),
  /** The queue now: open conversations, those nobody holds, and those waiting for an answer too long. */
  queue: z.object({
    open: z.number(),
    unassigned: z.number(),
    waiting: z.number(),
    /** "Too long": the service's no-answer time, or REPORT_WAITING_MINUTES_DEFAULT without settings. */
    waitingMinutes: z.number(),
  }),
  /** Per day of the shop's zone (`YYYY-MM-DD`), every day of the period: opened, resolved, ratings. */
  daily: z.array(
    z.object({
      day: z.string(),
      opened: z.number(),
      resolved: z.number(),
      satisfaction: z.object({ average: z.nullable(z.number()), count: z.number() }),
    }),
  ),
  /** Per label of the service: conversations opened in the period with it now, and those resolved. */
  labels: z.array(
    z.object({
      labelId: z.number(),
      name: z.string(),
      colour: z.enum(LABEL_COLOURS),
      conversations: z.number(),
      resolved: z.number(),
    }),
  ),
})
export type ConsoleReport = z.infer<typeof consoleReportSchema>

/** Issue #44: "waiting too long" without queue settings of the service's own. */
export const REPORT_WAITING_MINUTES_DEFAULT = 5

/** A calendar day `YYYY-MM-DD` (the date inputs' value). */
const REPORT_DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const DAY_MS = 24 * 60 * 60 * 1000
/** Days from `from` to `to` (both `YYYY-MM-DD`), counting both. */
export const reportDaysSpanned = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
/** The day `days` after a `YYYY-MM-DD` day (calendar arithmetic, no time zone involved). */
export const addReportDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
/** The most days one report covers when it is asked by days (a year and a day). */
export const REPORT_DAYS_MAX = 367

const reportDay = () =>
  z.optional(
    z.string(key('validation.invalid')).check(z.regex(REPORT_DAY_PATTERN, key('validation.invalid'))),
  )

/** Either instants, or days that the server cuts at midnight in the shop's time zone. */
const validPeriod = (q: {
  from?: number | undefined
  to?: number | undefined
  fromDay?: string | undefined
  toDay?: string | undefined
}) => {
  if (q.fromDay !== undefined || q.toDay !== undefined) {
    if (q.fromDay === undefined || q.toDay === undefined) return false
    const days = reportDaysSpanned(q.fromDay, q.toDay)
    return days >= 1 && days <= REPORT_DAYS_MAX
  }
  return q.from !== undefined && q.to !== undefined && q.from < q.to && q.to - q.from <= REPORT_PERIOD_MAX_MS
}

export const consoleReport = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/report',
  summary:
    "A shop's conversations, response and resolution times, satisfaction and busiest hours for a period",
  auth: true,
  audience: 'console',
  request: z
    .object({
      /** Milliseconds since the epoch, start inclusive, end exclusive (or give the days below). */
      from: z.optional(int('validation.invalid', Number.MAX_SAFE_INTEGER)),
      to: z.optional(int('validation.invalid', Number.MAX_SAFE_INTEGER)),
      /**
       * Issue #29: the first and the last day (`YYYY-MM-DD`, both counted), cut at midnight in the
       * shop's business-hours time zone, not UTC; the answer's `from`/`to` are the instants used.
       */
      fromDay: reportDay(),
      toDay: reportDay(),
      /** Operators choose a shop (none: the platform's own service); staff see their own shop only. */
      shopId: z.optional(id()),
    })
    .check(z.refine(validPeriod, { ...key('validation.invalid'), path: ['to'] })),
  response: consoleReportSchema,
})
