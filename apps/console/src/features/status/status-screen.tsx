import { consoleStatus } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Failed, Loading } from '../../components/states'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/** Bytes as the largest whole unit that keeps a short number: 1.5 MB, 820 kB. */
function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value)
}

/** Seconds as days, hours and minutes in the reader's language (2 d 3 h 4 min). */
function formatUptime(seconds: number, locale: string): string {
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3_600), 'hour'],
    [Math.floor((seconds % 3_600) / 60), 'minute'],
  ]
  const shown = parts.filter(([n], i) => n > 0 || i === parts.length - 1)
  return shown
    .map(([n, unit]) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n),
    )
    .join(' ')
}

/**
 * The operator's status page (server README "Metrics"): the replica that answered, its version and
 * uptime, the database, open chat sockets, the last hour's messages and orders, its latest errors.
 */
export function StatusScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const status = useRequest(() => api.call(consoleStatus), 'status')
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const number = (n: number) => new Intl.NumberFormat(locale).format(n)
  const data = status.data
  return (
    <section className="page" aria-labelledby="status-title">
      <h1 id="status-title">{t('status.title')}</h1>
      <p className="small">{t('status.hint')}</p>
      {status.status === 'error' && <Failed error={status.error} onRetry={status.reload} />}
      {status.status === 'loading' && !data && <Loading />}
      {data && (
        <>
          <dl className="status-grid">
            <dt>{t('status.version')}</dt>
            <dd>{data.version}</dd>
            <dt>{t('status.uptime')}</dt>
            <dd>{formatUptime(data.uptimeSeconds, locale)}</dd>
            <dt>{t('status.database')}</dt>
            <dd>
              {t(`status.databaseKind.${data.database.kind}`)} ·{' '}
              {formatBytes(data.database.sizeBytes, locale)}
            </dd>
            <dt>{t('status.chat')}</dt>
            <dd>
              {t(`status.chatMode.${data.chat.mode}`)} ·{' '}
              {t('status.openSockets', { count: data.chat.openSockets, n: number(data.chat.openSockets) })}
            </dd>
            <dt>{t('status.messagesLastHour')}</dt>
            <dd>{number(data.lastHour.messages)}</dd>
            <dt>{t('status.ordersLastHour')}</dt>
            <dd>
              {t('status.ordersCreatedPaid', {
                created: number(data.lastHour.orders),
                paid: number(data.lastHour.ordersPaid),
              })}
            </dd>
            {data.ledger && (
              <>
                <dt>{t('status.ledger')}</dt>
                <dd>
                  {data.ledger.every((check) => check.ok) ? (
                    <span className="form-ok">{t('status.ledgerHolds', { count: data.ledger.length })}</span>
                  ) : (
                    <ul className="form-error">
                      {data.ledger
                        .filter((check) => !check.ok)
                        .map((check) => (
                          <li key={check.name}>
                            {t('status.ledgerBroken', { name: check.name, detail: check.detail })}
                          </li>
                        ))}
                    </ul>
                  )}{' '}
                  {/* Issue #42: the panel lists every check with how far off it is. */}
                  <Link to="/money/reconciliation">{t('money.reconciliation')}</Link>
                </dd>
              </>
            )}
          </dl>
          <h2>{t('status.recentErrors')}</h2>
          {data.recentErrors.length === 0 ? (
            <p>{t('status.noErrors')}</p>
          ) : (
            <table className="table table--log">
              <thead>
                <tr>
                  <th>{t('status.errorWhen')}</th>
                  <th>{t('status.errorMessage')}</th>
                  <th>{t('status.errorRequest')}</th>
                </tr>
              </thead>
              <tbody>
                {data.recentErrors.map((error, i) => (
                  <tr key={`${error.at}-${i}`}>
                    <td>{formatTime(error.at, locale)}</td>
                    <td>
                      <code>{error.message}</code>
                    </td>
                    <td>{error.requestId ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button type="button" onClick={status.reload}>
            {t('status.refresh')}
          </button>
        </>
      )}
    </section>
  )
}
