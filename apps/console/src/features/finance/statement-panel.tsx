import { consoleShopStatement, STATEMENT_LINE_STATES, type StatementLine } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { PeriodForm } from '../../components/period-form'
import { Empty, Failed, Loading } from '../../components/states'
import { downloadCsv } from '../../lib/csv'
import { errorText } from '../../lib/error-text'
import { formatCents, formatDate, LOCALE_OF } from '../../lib/format'
import type { Period } from '../../lib/period'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { fetchWholeStatement, statementCsv } from './statement-csv'

const PAGE_SIZE = 20

/**
 * The owner's statement for a period of payment days: one row per order (gross, commission,
 * refunds, net, state, release), the period's totals, paging, and the whole period as a CSV file.
 */
export function StatementPanel({ initialPeriod, shopId }: { initialPeriod: Period; shopId: number | null }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const money = (cents: number) => formatCents(cents, locale)
  const [period, setPeriod] = useState(initialPeriod)
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const statement = useRequest(
    () => api.call(consoleShopStatement, { ...period, page, limit: PAGE_SIZE }),
    `${period.from}:${period.to}:${page}`,
  )
  const states = Object.fromEntries(
    STATEMENT_LINE_STATES.map((state) => [state, t(`finance.state.${state}`)]),
  ) as Record<StatementLine['state'], string>
  const exportCsv = async () => {
    setExporting(true)
    setExportError(null)
    try {
      const whole = await fetchWholeStatement((p, limit) =>
        api.call(consoleShopStatement, { ...period, page: p, limit }),
      )
      const csv = statementCsv(whole.lines, whole.totals, {
        order: t('finance.order'),
        paidAt: t('finance.paidAt'),
        gross: t('finance.gross'),
        commission: t('finance.commission'),
        refunds: t('finance.refunds'),
        net: t('finance.net'),
        state: t('finance.stateLabel'),
        releasedAt: t('finance.releasedAt'),
        releaseDueAt: t('finance.releaseDueAt'),
        total: t('finance.total'),
        states,
      })
      downloadCsv(csv, `statement-${shopId ?? 'shop'}-${period.from}-${period.to}.csv`, {
        document,
        url: URL,
      })
    } catch (failure) {
      setExportError(errorText(failure, t))
    } finally {
      setExporting(false)
    }
  }
  const release = (line: StatementLine) => {
    if (line.releasedAt) return formatDate(line.releasedAt, locale)
    if (line.state === 'held' && line.releaseDueAt)
      return t('finance.releaseBy', { date: formatDate(line.releaseDueAt, locale) })
    return '—'
  }
  const data = statement.data
  return (
    <section className="finance-section" aria-labelledby="statement-title">
      <h2 id="statement-title">{t('finance.statement')}</h2>
      <PeriodForm
        initial={period}
        onShow={(next) => {
          setPeriod(next)
          setPage(1)
        }}
      />
      {statement.status === 'error' && <Failed error={statement.error} onRetry={statement.reload} />}
      {statement.status === 'loading' && !data && <Loading />}
      {data && data.list.length === 0 && <Empty text={t('finance.statementEmpty')} />}
      {data && data.list.length > 0 && (
        <table className="table table--cards">
          <caption className="sr-only">
            {t('finance.statementCaption', { from: period.from, to: period.to })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('finance.order')}</th>
              <th scope="col">{t('finance.paidAt')}</th>
              <th scope="col">{t('finance.gross')}</th>
              <th scope="col">{t('finance.commission')}</th>
              <th scope="col">{t('finance.refunds')}</th>
              <th scope="col">{t('finance.net')}</th>
              <th scope="col">{t('finance.stateLabel')}</th>
              <th scope="col">{t('finance.released')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((line) => (
              <tr key={line.orderId}>
                <td data-label={t('finance.order')}>{line.orderSn}</td>
                <td data-label={t('finance.paidAt')}>{formatDate(line.paidAt, locale)}</td>
                <td data-label={t('finance.gross')}>{money(line.grossCents)}</td>
                <td data-label={t('finance.commission')}>{money(line.commissionCents)}</td>
                <td data-label={t('finance.refunds')}>{money(line.refundedCents)}</td>
                <td data-label={t('finance.net')}>{money(line.netCents)}</td>
                <td data-label={t('finance.stateLabel')}>
                  <span className={`money-state money-state--${line.state}`}>{states[line.state]}</span>
                </td>
                <td data-label={t('finance.released')}>{release(line)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="table__totals">
              <th scope="row" data-label={t('finance.order')}>
                {t('finance.total')}
              </th>
              <td data-label={t('finance.paidAt')} />
              <td data-label={t('finance.gross')}>{money(data.totals.grossCents)}</td>
              <td data-label={t('finance.commission')}>{money(data.totals.commissionCents)}</td>
              <td data-label={t('finance.refunds')}>{money(data.totals.refundedCents)}</td>
              <td data-label={t('finance.net')}>{money(data.totals.netCents)}</td>
              <td data-label={t('finance.stateLabel')} />
              <td data-label={t('finance.released')} />
            </tr>
          </tfoot>
        </table>
      )}
      {data && <Pager page={page} limit={PAGE_SIZE} total={data.total} onPage={setPage} />}
      {data && data.list.length > 0 && (
        <div className="row">
          <button type="button" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? t('finance.exporting') : t('finance.exportCsv')}
          </button>
        </div>
      )}
      {exportError && (
        <p className="form-error" role="alert">
          {exportError}
        </p>
      )}
    </section>
  )
}
