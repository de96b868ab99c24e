import { consoleShopPayouts } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

const PAGE_SIZE = 10

/** The shop's payouts, newest first, each with its audit state; `version` changes after a request. */
export function PayoutsList({ version }: { version: number }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [page, setPage] = useState(1)
  const payouts = useRequest(
    () => api.call(consoleShopPayouts, { page, limit: PAGE_SIZE }),
    `${page}:${version}`,
  )
  const data = payouts.data
  return (
    <section className="finance-section" aria-labelledby="payouts-title">
      <h2 id="payouts-title">{t('finance.payouts')}</h2>
      {payouts.status === 'error' && <Failed error={payouts.error} onRetry={payouts.reload} />}
      {payouts.status === 'loading' && !data && <Loading />}
      {data && data.list.length === 0 && <Empty text={t('finance.payoutsEmpty')} />}
      {data && data.list.length > 0 && (
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{t('finance.payout')}</th>
              <th scope="col">{t('finance.requestedAt')}</th>
              <th scope="col">{t('finance.amount')}</th>
              <th scope="col">{t('finance.toAccount')}</th>
              <th scope="col">{t('finance.payoutState')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((payout) => (
              <tr key={payout.id}>
                <td data-label={t('finance.payout')}>#{payout.id}</td>
                <td data-label={t('finance.requestedAt')}>{formatTime(payout.createdAt, locale)}</td>
                <td data-label={t('finance.amount')}>{formatCents(payout.amountCents, locale)}</td>
                <td data-label={t('finance.toAccount')}>
                  {payout.bankName} · <span className="account">{payout.accountNumber}</span>
                </td>
                <td data-label={t('finance.payoutState')}>
                  <span className={`payout-status payout-status--${payout.status}`}>
                    {t(`finance.payoutStatus.${payout.status}`, { defaultValue: String(payout.status) })}
                  </span>
                  {payout.auditRemark && <div className="muted small">{payout.auditRemark}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} limit={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </section>
  )
}
