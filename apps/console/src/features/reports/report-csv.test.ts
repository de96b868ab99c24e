import type { ConsoleReport } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { reportCsv } from './report-csv'

describe('the report as CSV', () => {
  it('writes the shop then each staff member, durations in minutes', () => {
    const figures = {
      conversations: 2,
      firstResponse: { median: 90_000, p90: 180_000, count: 2 },
      resolution: { median: 600_000, p90: null, count: 1 },
      satisfaction: { average: 4.5, count: 2 },
    }
    const report: ConsoleReport = {
      serviceId: 'mer_1',
      timeZone: 'UTC',
      from: 0,
      to: 1,
      total: figures,
      staff: [
        { staffId: 7, name: 'Mia, "lead"', figures },
        { staffId: null, name: '', figures: { ...figures, conversations: 0 } },
      ],
      heatmap: [],
      members: [],
      queue: { open: 0, unassigned: 0, waiting: 0, waitingMinutes: 5 },
      daily: [],
      labels: [],
    }
    const labels = {
      scope: 'Who',
      conversations: 'Conversations',
      firstResponseMedian: 'First response median (min)',
      firstResponseP90: 'First response p90 (min)',
      resolutionMedian: 'Resolution median (min)',
      resolutionP90: 'Resolution p90 (min)',
      satisfactionAverage: 'Satisfaction',
      satisfactionCount: 'Ratings',
      team: 'Whole shop',
      unassigned: 'Nobody',
    }
    expect(reportCsv(report, labels).split('\r\n')).toEqual([
      'Who,Conversations,First response median (min),First response p90 (min),Resolution median (min),Resolution p90 (min),Satisfaction,Ratings',
      'Whole shop,2,1.5,3,10,,4.5,2',
      '"Mia, ""lead""",2,1.5,3,10,,4.5,2',
      'Nobody,0,1.5,3,10,,4.5,2',
      '',
    ])
  })
})
