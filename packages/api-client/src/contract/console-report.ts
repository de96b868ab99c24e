import * as z from 'zod/mini'
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
})
export type ConsoleReport = z.infer<typeof consoleReportSchema>

export const consoleReport = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/report',
  summary:
    "A shop's conversations, response and resolution times, satisfaction and busiest hours for a period",
  auth: true,
  request: z
    .object({
      /** Milliseconds since the epoch, start inclusive, end exclusive. */
      from: int('validation.invalid', Number.MAX_SAFE_INTEGER),
      to: int('validation.invalid', Number.MAX_SAFE_INTEGER),
      /** Operators choose a shop (none: the platform's own service); staff see their own shop only. */
      shopId: z.optional(id()),
    })
    .check(
      z.refine((q) => q.from < q.to && q.to - q.from <= REPORT_PERIOD_MAX_MS, {
        ...key('validation.invalid'),
        path: ['to'],
      }),
    ),
  response: consoleReportSchema,
})
