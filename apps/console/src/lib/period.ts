import { addReportDays } from '@crossmart/api-client'

/** A period of whole days `YYYY-MM-DD`, both ends included (contract console-finance.ts `periodQuery`). */
export interface Period {
  from: string
  to: string
}

/** How many days a money page shows at first: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30

/** The UTC calendar day of `ms`: the ledger's periods are UTC days (contract console-finance.ts). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function lastDays(days: number, nowMs: number): Period {
  const to = utcDay(nowMs)
  return { from: addReportDays(to, 1 - days), to }
}

/** Both ends are days and the start is not after the end (ISO days compare as text). */
export const isPeriod = (period: Period) =>
  /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to) && period.from <= period.to
