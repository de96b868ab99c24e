import { consoleAuditLog } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

const PAGE_SIZE = 50
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))

/** Every console and command-line action: who, what, which record, when, before and after. */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const [page, setPage] = useState(1)
  const log = useRequest(() => api.call(consoleAuditLog, { page, limit: PAGE_SIZE }), String(page))
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <section className="page" aria-labelledby="audit-log-title">
      <h1 id="audit-log-title">{t('auditLog.title')}</h1>
      {log.status === 'error' && <Failed error={log.error} onRetry={log.reload} />}
      {log.status === 'loading' && !log.data && <Loading />}
      {log.data && log.data.list.length === 0 && <Empty text={t('auditLog.empty')} />}
      {log.data && log.data.list.length > 0 && (
        <table className="table table--log">
          <thead>
            <tr>
              <th>{t('auditLog.when')}</th>
              <th>{t('auditLog.who')}</th>
              <th>{t('auditLog.what')}</th>
              <th>{t('auditLog.target')}</th>
              <th>{t('auditLog.before')}</th>
              <th>{t('auditLog.after')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.list.map((entry) => (
              <tr key={entry.id}>
                <td>{formatTime(entry.createdAt, locale)}</td>
                <td>{entry.actorName}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.targetType} {entry.targetId}
                </td>
                <td>
                  <code>{show(entry.before)}</code>
                </td>
                <td>
                  <code>{show(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.data && <Pager page={page} limit={PAGE_SIZE} total={log.data.total} onPage={setPage} />}
    </section>
  )
}
