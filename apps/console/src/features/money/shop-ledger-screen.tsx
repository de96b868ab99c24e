import { consoleShopLedger } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

const PAGE_SIZE = 50

/** One shop's ledger entries, newest first: each with its transfer, account, amount and balance after. */
export function ShopLedgerScreen({ shopId }: { shopId: number }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [page, setPage] = useState(1)
  const valid = Number.isSafeInteger(shopId) && shopId > 0
  const ledger = useRequest(
    () => (valid ? api.call(consoleShopLedger, { shopId, page, limit: PAGE_SIZE }) : Promise.resolve(null)),
    `${shopId}:${page}`,
  )
  const data = ledger.data
  return (
    <section className="finance-section" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('money.ledgerTitle', { shopId })}</h2>
      <p>
        <Link to="/money">{t('money.backToPlatform')}</Link>
      </p>
      {!valid && <Empty text={t('money.noSuchShop')} />}
      {ledger.status === 'error' && <Failed error={ledger.error} onRetry={ledger.reload} />}
      {valid && ledger.status === 'loading' && !data && <Loading />}
      {data && data.list.length === 0 && <Empty text={t('money.ledgerEmpty')} />}
      {data && data.list.length > 0 && (
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{t('money.when')}</th>
              <th scope="col">{t('money.transfer')}</th>
              <th scope="col">{t('money.kind')}</th>
              <th scope="col">{t('money.account')}</th>
              <th scope="col">{t('finance.amount')}</th>
              <th scope="col">{t('money.balanceAfter')}</th>
              <th scope="col">{t('finance.order')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((entry) => (
              <tr key={`${entry.transferId}:${entry.account}`}>
                <td data-label={t('money.when')}>{formatTime(entry.createdAt, locale)}</td>
                <td data-label={t('money.transfer')}>#{entry.transferId}</td>
                {/* The server's own name of the movement (pay, release, refund…), shown as it is. */}
                <td data-label={t('money.kind')}>
                  <code>{entry.kind}</code>
                </td>
                <td data-label={t('money.account')}>
                  <span className="account">{entry.account}</span>
                </td>
                <td
                  data-label={t('finance.amount')}
                  className={entry.amountCents < 0 ? 'money-owed' : undefined}
                >
                  {formatCents(entry.amountCents, locale)}
                </td>
                <td data-label={t('money.balanceAfter')}>{formatCents(entry.balanceAfterCents, locale)}</td>
                <td data-label={t('finance.order')}>{entry.orderSn ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} limit={PAGE_SIZE} total={data.total} onPage={setPage} />}
    </section>
  )
}
