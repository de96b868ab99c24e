import { consolePlatformMoney } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PeriodForm } from '../../components/period-form'
import { Empty, Failed, Loading } from '../../components/states'
import { formatBps, formatCents, LOCALE_OF } from '../../lib/format'
import { DEFAULT_PERIOD_DAYS, lastDays } from '../../lib/period'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * Issue #42, the platform's accountant: commission and withdrawal fees earned in a period, what
 * sits in escrow and in the review queues now, the shoppers' balances, and each shop's money with
 * a link to its ledger.
 */
export function PlatformMoneyScreen({ nowMs = Date.now() }: { nowMs?: number }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const money = (cents: number) => formatCents(cents, locale)
  const [period, setPeriod] = useState(() => lastDays(DEFAULT_PERIOD_DAYS, nowMs))
  const report = useRequest(() => api.call(consolePlatformMoney, period), `${period.from}:${period.to}`)
  const data = report.data
  const figures = data
    ? ([
        ['commission', data.commissionCents],
        ['withdrawalFees', data.withdrawalFeesCents],
        ['escrow', data.escrowCents],
        ['withdrawalsInReview', data.withdrawalsInReviewCents],
        ['payoutsInReview', data.payoutsInReviewCents],
        ['shopperBalances', data.shopperBalancesCents],
      ] as const)
    : []
  return (
    <section className="finance-section" aria-labelledby="platform-money-title">
      <h2 id="platform-money-title">{t('money.platformTitle')}</h2>
      <PeriodForm initial={period} onShow={setPeriod} />
      {report.status === 'error' && <Failed error={report.error} onRetry={report.reload} />}
      {report.status === 'loading' && !data && <Loading />}
      {data && (
        <>
          <dl className="money-cards" aria-label={t('money.figuresLabel')}>
            {figures.map(([name, cents]) => (
              <div className="money-card" key={name}>
                <dt>{t(`money.figure.${name}`)}</dt>
                <dd className="amount">{money(cents)}</dd>
              </div>
            ))}
          </dl>
          <h3>{t('money.perShop')}</h3>
          {data.shops.length === 0 ? (
            <Empty text={t('money.noShops')} />
          ) : (
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('money.shop')}</th>
                  <th scope="col">{t('money.rate')}</th>
                  <th scope="col">{t('finance.pending')}</th>
                  <th scope="col">{t('finance.available')}</th>
                  <th scope="col">{t('finance.owed')}</th>
                  <th scope="col">{t('money.commissionInPeriod')}</th>
                  <th scope="col">{t('money.ledger')}</th>
                </tr>
              </thead>
              <tbody>
                {data.shops.map((shop) => (
                  <tr key={shop.shopId}>
                    <td data-label={t('money.shop')}>{shop.shopName}</td>
                    <td data-label={t('money.rate')}>
                      {shop.commissionBps === null
                        ? t('finance.commissionByCategory')
                        : formatBps(shop.commissionBps, locale)}
                    </td>
                    <td data-label={t('finance.pending')}>{money(shop.pendingCents)}</td>
                    <td data-label={t('finance.available')}>{money(shop.availableCents)}</td>
                    <td
                      data-label={t('finance.owed')}
                      className={shop.owedCents < 0 ? 'money-owed' : undefined}
                    >
                      {money(shop.owedCents)}
                    </td>
                    <td data-label={t('money.commissionInPeriod')}>{money(shop.commissionCents)}</td>
                    <td data-label={t('money.ledger')}>
                      <Link to="/money/shops/$shopId" params={{ shopId: String(shop.shopId) }}>
                        {t('money.openLedger', { shop: shop.shopName })}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
