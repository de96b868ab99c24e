import { MAX_PAGE_LIMIT, type StatementLine, type StatementLineState } from '@crossmart/api-client'
import { csvOf } from '../../lib/csv'
import { centsToDecimal } from '../../lib/money-input'

export interface StatementTotals {
  grossCents: number
  commissionCents: number
  refundedCents: number
  netCents: number
}

export interface StatementPage {
  list: StatementLine[]
  total: number
  totals: StatementTotals
}

/**
 * Every line of a period, page after page at the largest page the contract allows, so the file has
 * the whole period and not the page on screen. Stops at `total` or at an empty page (lines added
 * meanwhile cannot make it loop).
 */
export async function fetchWholeStatement(
  fetchPage: (page: number, limit: number) => Promise<StatementPage>,
): Promise<{ lines: StatementLine[]; totals: StatementTotals }> {
  const lines: StatementLine[] = []
  for (let page = 1; ; page++) {
    const answer = await fetchPage(page, MAX_PAGE_LIMIT)
    lines.push(...answer.list)
    if (answer.list.length === 0 || lines.length >= answer.total) return { lines, totals: answer.totals }
  }
}

export interface StatementCsvLabels {
  order: string
  paidAt: string
  gross: string
  commission: string
  refunds: string
  net: string
  state: string
  releasedAt: string
  releaseDueAt: string
  total: string
  states: Record<StatementLineState, string>
}

/**
 * The statement as a CSV file: a header row, one row per order, a totals row. Amounts are decimal
 * dollars (12.50) and times ISO 8601, so a spreadsheet reads them as numbers and dates in any language.
 */
export function statementCsv(
  lines: readonly StatementLine[],
  totals: StatementTotals,
  labels: StatementCsvLabels,
) {
  return csvOf([
    [
      labels.order,
      labels.paidAt,
      labels.gross,
      labels.commission,
      labels.refunds,
      labels.net,
      labels.state,
      labels.releasedAt,
      labels.releaseDueAt,
    ],
    ...lines.map((line) => [
      line.orderSn,
      line.paidAt,
      centsToDecimal(line.grossCents),
      centsToDecimal(line.commissionCents),
      centsToDecimal(line.refundedCents),
      centsToDecimal(line.netCents),
      labels.states[line.state],
      line.releasedAt,
      line.releaseDueAt,
    ]),
    [
      labels.total,
      null,
      centsToDecimal(totals.grossCents),
      centsToDecimal(totals.commissionCents),
      centsToDecimal(totals.refundedCents),
      centsToDecimal(totals.netCents),
      null,
      null,
      null,
    ],
  ])
}
