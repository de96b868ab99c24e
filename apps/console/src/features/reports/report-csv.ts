import type { ConsoleReport, ReportFigures } from '@crossmart/api-client'
import { csvOf } from '../../lib/csv'

/** Minutes with one decimal (the CSV's unit for durations), empty when there was none. */
const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 6_000) / 10)

export interface ReportCsvLabels {
  scope: string
  conversations: string
  firstResponseMedian: string
  firstResponseP90: string
  resolutionMedian: string
  resolutionP90: string
  satisfactionAverage: string
  satisfactionCount: string
  team: string
  unassigned: string
}

const figureCells = (f: ReportFigures) => [
  f.conversations,
  minutes(f.firstResponse.median),
  minutes(f.firstResponse.p90),
  minutes(f.resolution.median),
  minutes(f.resolution.p90),
  f.satisfaction.average,
  f.satisfaction.count,
]

/** Issue #29: the report's figures as a CSV download, the shop's row then one per staff member. */
export function reportCsv(report: ConsoleReport, labels: ReportCsvLabels): string {
  return csvOf([
    [
      labels.scope,
      labels.conversations,
      labels.firstResponseMedian,
      labels.firstResponseP90,
      labels.resolutionMedian,
      labels.resolutionP90,
      labels.satisfactionAverage,
      labels.satisfactionCount,
    ],
    [labels.team, ...figureCells(report.total)],
    ...report.staff.map((s) => [s.staffId === null ? labels.unassigned : s.name, ...figureCells(s.figures)]),
  ])
}
