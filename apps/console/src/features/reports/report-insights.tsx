import type { ConsoleReport } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { BarChart } from '../../components/bar-chart'
import { LabelChip } from '../../components/label-chip'
import { Empty } from '../../components/states'
import { TableWrap } from '../../components/table-wrap'
import { LOCALE_OF } from '../../lib/format'

/** A `YYYY-MM-DD` day of the shop's zone as a short date in the reader's language ("Nov 28"). */
function useDayLabel() {
  const { i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`))
}

/** Issue #44: the queue now, before any figure of the period (what an agent checks first). */
export function QueueNow({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation()
  const { open, unassigned, waiting, waitingMinutes } = report.queue
  return (
    <section aria-labelledby="reports-queue-now">
      <h2 id="reports-queue-now">{t('satisfaction.queueNow')}</h2>
      <dl className="reports__queue">
        <div>
          <dt>{t('satisfaction.queueOpen')}</dt>
          <dd data-testid="queue-open">{open}</dd>
        </div>
        <div>
          <dt>{t('satisfaction.queueUnassigned')}</dt>
          <dd data-testid="queue-unassigned">{unassigned}</dd>
        </div>
        <div>
          <dt>{t('satisfaction.queueWaiting', { minutes: waitingMinutes })}</dt>
          <dd data-testid="queue-waiting">{waiting}</dd>
        </div>
      </dl>
    </section>
  )
}

/** Every member: open now, resolved in the period, first response (median, p90). */
export function MemberTable({
  report,
  duration,
}: {
  report: ConsoleReport
  duration(ms: number | null): string
}) {
  const { t } = useTranslation()
  if (report.members.length === 0) return <Empty text={t('satisfaction.noMembers')} />
  return (
    <TableWrap label={t('satisfaction.perMember')}>
      <table className="table table--cards reports__members">
        <caption>{t('satisfaction.perMember')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('satisfaction.member')}</th>
            <th scope="col">{t('satisfaction.heldOpen')}</th>
            <th scope="col">{t('satisfaction.resolvedInPeriod')}</th>
            <th scope="col">
              {t('satisfaction.firstResponse')} · {t('satisfaction.median')}
            </th>
            <th scope="col">
              {t('satisfaction.firstResponse')} · {t('satisfaction.p90')}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.members.map((m) => (
            <tr key={m.staffId}>
              <th scope="row">{m.name}</th>
              <td data-label={t('satisfaction.heldOpen')}>{m.assignedOpen}</td>
              <td data-label={t('satisfaction.resolvedInPeriod')}>{m.resolved}</td>
              <td data-label={`${t('satisfaction.firstResponse')} · ${t('satisfaction.median')}`}>
                {duration(m.firstResponse.median)}
              </td>
              <td data-label={`${t('satisfaction.firstResponse')} · ${t('satisfaction.p90')}`}>
                {duration(m.firstResponse.p90)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}

/** New and resolved conversations per day, and the satisfaction per day, as bars with their table. */
export function Trends({ report }: { report: ConsoleReport }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const dayLabel = useDayLabel()
  const days = report.daily.map((d) => dayLabel(d.day))
  const first = days[0] ?? ''
  const last = days.at(-1) ?? ''
  const opened = report.daily.map((d) => d.opened)
  const resolved = report.daily.map((d) => d.resolved)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const rated = report.daily.filter((d) => d.satisfaction.average !== null)
  const trendTitle = t('satisfaction.trend')
  const csatTitle = t('satisfaction.csatTrend')
  return (
    <>
      <BarChart
        title={trendTitle}
        label={t('satisfaction.chartLabel', {
          title: trendTitle,
          from: first,
          to: last,
          summary: [
            t('satisfaction.seriesTotal', { name: t('satisfaction.opened'), total: sum(opened) }),
            t('satisfaction.seriesTotal', { name: t('satisfaction.resolved'), total: sum(resolved) }),
          ].join(', '),
        })}
        categories={days}
        series={[
          { name: t('satisfaction.opened'), values: opened, tone: 'primary' },
          { name: t('satisfaction.resolved'), values: resolved, tone: 'ok' },
        ]}
        tableLabel={t('satisfaction.showTable')}
        categoryHeader={t('satisfaction.day')}
      />
      <BarChart
        title={csatTitle}
        label={t('satisfaction.chartLabel', {
          title: csatTitle,
          from: first,
          to: last,
          summary:
            rated.length === 0
              ? t('satisfaction.none')
              : rated.map((d) => `${dayLabel(d.day)} ${average.format(d.satisfaction.average!)}`).join(', '),
        })}
        categories={days}
        series={[
          {
            name: t('satisfaction.average'),
            values: report.daily.map((d) => d.satisfaction.average),
            tone: 'secondary',
          },
          {
            name: t('satisfaction.count'),
            values: report.daily.map((d) => d.satisfaction.count),
            tone: 'ok',
            // A count on the 0-5 scale of the average would be cut off: the table has it.
            tableOnly: true,
          },
        ]}
        max={5}
        format={(v) => average.format(v)}
        tableLabel={t('satisfaction.showTable')}
        categoryHeader={t('satisfaction.day')}
      />
    </>
  )
}

/** Conversations of the period per label, and how many of them are resolved. */
export function LabelTable({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="reports-per-label">
      <h2 id="reports-per-label">{t('satisfaction.perLabel')}</h2>
      {report.labels.length === 0 ? (
        <Empty text={t('satisfaction.noLabels')} />
      ) : (
        <TableWrap label={t('satisfaction.perLabel')}>
          <table className="table table--cards reports__labels">
            <thead>
              <tr>
                <th scope="col">{t('satisfaction.label')}</th>
                <th scope="col">{t('satisfaction.conversations')}</th>
                <th scope="col">{t('satisfaction.resolved')}</th>
              </tr>
            </thead>
            <tbody>
              {report.labels.map((l) => (
                <tr key={l.labelId}>
                  <th scope="row">
                    <LabelChip label={{ id: l.labelId, name: l.name, colour: l.colour }} />
                  </th>
                  <td data-label={t('satisfaction.conversations')}>{l.conversations}</td>
                  <td data-label={t('satisfaction.resolved')}>{l.resolved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  )
}
