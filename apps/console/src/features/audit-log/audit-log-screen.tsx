import { consoleAuditLog, consoleAuditLogFacets } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { AuditEntry, AuditRunEntry, actionLabel, actorText } from './audit-entry'
import { auditRuns } from './audit-runs'

const PAGE_SIZE = 50
const DAY_MS = 86_400_000

interface Filters {
  actor: string
  action: string
  /** `YYYY-MM-DD` from the date inputs, '' when unset. */
  from: string
  to: string
}
const NO_FILTERS: Filters = { actor: '', action: '', from: '', to: '' }

/** The operator's local day as an instant range: `from` its start, `to` the start of the next day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`)
const toQuery = (f: Filters) => ({
  ...(f.actor ? { actor: f.actor } : {}),
  ...(f.action ? { action: f.action } : {}),
  ...(f.from ? { from: dayStart(f.from).toISOString() } : {}),
  ...(f.to ? { to: new Date(dayStart(f.to).getTime() + DAY_MS).toISOString() } : {}),
})

/**
 * Every console and command-line action as a sentence with its changes (issue #29), filtered by
 * actor, action and date and paged on the server.
 */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const id = useId()
  const [page, setPage] = useState(1)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const facets = useRequest(() => api.call(consoleAuditLogFacets), 'facets')
  const log = useRequest(
    () => api.call(consoleAuditLog, { ...toQuery(filters), page, limit: PAGE_SIZE }),
    JSON.stringify([filters, page]),
  )
  const set = (change: Partial<Filters>) => {
    setFilters((old) => ({ ...old, ...change }))
    setPage(1)
  }
  const exists = (key: string) => i18n.exists(key)
  return (
    <section className="page" aria-labelledby="audit-log-title">
      <h1 id="audit-log-title">{t('auditLog.title')}</h1>
      <form className="filters" aria-label={t('auditFilter.label')} onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${id}-actor`}>{t('auditFilter.actor')}</label>
          <select id={`${id}-actor`} value={filters.actor} onChange={(e) => set({ actor: e.target.value })}>
            <option value="">{t('auditFilter.anyActor')}</option>
            {facets.data?.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actorText(t, actor)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`}>{t('auditFilter.action')}</label>
          <select
            id={`${id}-action`}
            value={filters.action}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">{t('auditFilter.anyAction')}</option>
            {facets.data?.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(t, exists, action)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`}>{t('auditFilter.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`}>{t('auditFilter.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
        <button type="button" onClick={() => set(NO_FILTERS)}>
          {t('auditFilter.clear')}
        </button>
      </form>
      {log.status === 'error' && <Failed error={log.error} onRetry={log.reload} />}
      {log.status === 'loading' && !log.data && <Loading />}
      {log.data && (
        <p className="muted small" aria-live="polite">
          {t('auditFilter.count', { count: log.data.total })}
        </p>
      )}
      {log.data && log.data.list.length === 0 && <Empty text={t('auditLog.empty')} />}
      {log.data && log.data.list.length > 0 && (
        <ol className="audit-log">
          {auditRuns(log.data.list).map((run) =>
            run.entries.length === 1 && run.entries[0] ? (
              <AuditEntry key={run.entries[0].id} entry={run.entries[0]} />
            ) : (
              <AuditRunEntry key={run.entries[0]?.id} entries={run.entries} />
            ),
          )}
        </ol>
      )}
      {log.data && <Pager page={page} limit={PAGE_SIZE} total={log.data.total} onPage={setPage} />}
    </section>
  )
}
