import {
  addReportDays,
  type ConsoleReport,
  consoleReport,
  REPORT_DAYS_MAX,
  type ReportFigures,
  reportDaysSpanned,
} from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, Loading } from '../../components/states'
import { TableWrap } from '../../components/table-wrap'
import { downloadCsv } from '../../lib/csv'
import { LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { meAtom } from '../../lib/session'
import { useRequest } from '../../lib/use-request'
import { reportCsv } from './report-csv'
import { LabelTable, MemberTable, QueueNow, Trends } from './report-insights'

/** The reader's calendar day of `ms`, as `YYYY-MM-DD` (the date inputs' value). */
const localDay = (ms: number) => {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
/** The calendar day of `ms` in the shop's time zone, as `YYYY-MM-DD` (en-CA writes it so). */
const shopDay = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)

/** A duration as minutes (or hours past 90 minutes) in the reader's language. */
function useDuration() {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (ms: number | null) => {
    if (ms === null) return t('satisfaction.none')
    const minutes = ms / 60_000
    const [value, unit] = minutes >= 90 ? [minutes / 60, 'hour'] : [minutes, 'minute']
    return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
  }
}

/**
 * Issue #29 reports (server README "Reports"): a period's conversations, first response and
 * resolution times within business hours (median, p90), satisfaction, per shop and per staff member,
 * the busiest hours as a week-by-hour table with a colour scale, and a CSV download. Staff see their
 * own shop (the server decides); operators may choose a shop by its number. Issue #44: the queue
 * now, every member's open, resolved and first-response figures, the days of the period as bars
 * (new, resolved, satisfaction) and the labels.
 */
export function ReportsScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const me = useAtomValue(meAtom)
  const ids = useId()
  const today = localDay(Date.now())
  const [form, setForm] = useState({ from: addReportDays(today, -6), to: today, shop: '' })
  const [query, setQuery] = useState(form)
  const [problem, setProblem] = useState('')
  const shopId = query.shop.trim() === '' ? undefined : Number(query.shop)
  // The days go as days: the server cuts them at midnight in the shop's time zone, not UTC's.
  const report = useRequest(
    () =>
      api.call(consoleReport, {
        fromDay: query.from,
        toDay: query.to,
        ...(shopId !== undefined ? { shopId } : {}),
      }),
    `${query.from}:${query.to}:${shopId ?? ''}`,
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const days = form.from && form.to ? reportDaysSpanned(form.from, form.to) : 0
    if (!(days >= 1 && days <= REPORT_DAYS_MAX)) {
      setProblem(t('satisfaction.invalidRange'))
      return
    }
    setProblem('')
    setQuery(form)
  }
  return (
    <section className="page reports" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('satisfaction.reportsTitle')}</h1>
      <form className="reports__form" onSubmit={submit}>
        <label>
          {t('satisfaction.fromDate')}
          <input type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
        </label>
        <label>
          {t('satisfaction.toDate')}
          <input type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
        </label>
        {me?.role === 'operator' ? (
          <label>
            {t('satisfaction.shop')}
            <input
              inputMode="numeric"
              value={form.shop}
              onChange={(e) => setForm({ ...form, shop: e.target.value.replace(/\D/g, '') })}
            />
          </label>
        ) : null}
        <button type="submit">{t('satisfaction.show')}</button>
        {problem ? (
          <p role="alert" className="reports__problem">
            {problem}
          </p>
        ) : null}
      </form>
      <p className="muted small">{t('satisfaction.withinHours')}</p>
      {report.status === 'error' && <Failed error={report.error} onRetry={report.reload} />}
      {!report.data && report.status === 'loading' && <Loading />}
      {report.data && <ReportView report={report.data} />}
    </section>
  )
}

function ReportView({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation()
  const duration = useDuration()
  const rows: { key: string; name: string; figures: ReportFigures }[] = [
    { key: 'team', name: t('satisfaction.team'), figures: report.total },
    ...report.staff.map((s) => ({
      key: String(s.staffId),
      name: s.staffId === null ? t('satisfaction.unassigned') : s.name,
      figures: s.figures,
    })),
  ]
  const download = () => {
    const csv = reportCsv(report, {
      scope: t('satisfaction.staff'),
      conversations: t('satisfaction.conversations'),
      firstResponseMedian: `${t('satisfaction.firstResponse')} ${t('satisfaction.median')} (min)`,
      firstResponseP90: `${t('satisfaction.firstResponse')} ${t('satisfaction.p90')} (min)`,
      resolutionMedian: `${t('satisfaction.resolution')} ${t('satisfaction.median')} (min)`,
      resolutionP90: `${t('satisfaction.resolution')} ${t('satisfaction.p90')} (min)`,
      satisfactionAverage: `${t('satisfaction.satisfaction')} ${t('satisfaction.average')}`,
      satisfactionCount: t('satisfaction.count'),
      team: t('satisfaction.team'),
      unassigned: t('satisfaction.unassigned'),
    })
    const day = (ms: number) => shopDay(ms, report.timeZone)
    downloadCsv(csv, `report-${report.serviceId}-${day(report.from)}-${day(report.to - 1)}.csv`, {
      document,
      url: URL,
    })
  }
  return (
    <>
      <QueueNow report={report} />
      <MemberTable report={report} duration={duration} />
      <Trends report={report} />
      <TableWrap label={t('satisfaction.perStaff')}>
        <table className="reports__figures">
          <caption>{t('satisfaction.perStaff')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('satisfaction.staff')}</th>
              <th scope="col">{t('satisfaction.conversations')}</th>
              <th scope="col">
                {t('satisfaction.firstResponse')} · {t('satisfaction.median')}
              </th>
              <th scope="col">
                {t('satisfaction.firstResponse')} · {t('satisfaction.p90')}
              </th>
              <th scope="col">
                {t('satisfaction.resolution')} · {t('satisfaction.median')}
              </th>
              <th scope="col">
                {t('satisfaction.resolution')} · {t('satisfaction.p90')}
              </th>
              <th scope="col">
                {t('satisfaction.satisfaction')} · {t('satisfaction.average')}
              </th>
              <th scope="col">{t('satisfaction.count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, figures }) => (
              <tr key={key}>
                <th scope="row">{name}</th>
                <td>{figures.conversations}</td>
                <td>{duration(figures.firstResponse.median)}</td>
                <td>{duration(figures.firstResponse.p90)}</td>
                <td>{duration(figures.resolution.median)}</td>
                <td>{duration(figures.resolution.p90)}</td>
                <td>{figures.satisfaction.average ?? t('satisfaction.none')}</td>
                <td>{figures.satisfaction.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <button type="button" onClick={download}>
        {t('satisfaction.exportCsv')}
      </button>
      <LabelTable report={report} />
      <HeatMap report={report} />
    </>
  )
}

/** The week-by-hour map: a real table (weekday rows, hour columns), the count in each cell, shaded by it. */
function HeatMap({ report }: { report: ConsoleReport }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  // 2026-11-01 was a Sunday: day d of the week is that date plus d.
  const dayName = (d: number) => weekday.format(new Date(Date.UTC(2026, 10, 1 + d)))
  const max = Math.max(1, ...report.heatmap.flat())
  return (
    <TableWrap label={t('satisfaction.heatmap')}>
      <table className="heatmap">
        <caption>
          {t('satisfaction.heatmap')}
          <span className="muted small">
            {' '}
            — {t('satisfaction.heatmapCaption', { zone: report.timeZone })}
          </span>
        </caption>
        <thead>
          <tr>
            <td />
            {Array.from({ length: 24 }, (_, hour) => (
              <th key={hour} scope="col" abbr={`${t('satisfaction.hour')} ${hour}`}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.heatmap.map((counts, day) => (
            <tr key={dayName(day)}>
              <th scope="row">{dayName(day)}</th>
              {counts.map((count, hour) => (
                <td
                  key={hour}
                  className="heatmap__cell"
                  data-level={count === 0 ? 0 : Math.ceil((count / max) * 4)}
                >
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}
