import type { ShopBalance } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { formatBps, formatCents, LOCALE_OF } from '../../lib/format'

/**
 * The shop's money at a glance (Stripe Connect's balance page): held in escrow, available to pay
 * out, owed after refunds (red while below zero), payouts in review and paid out, and the rate.
 */
export function BalanceCards({ balance }: { balance: ShopBalance }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const money = (cents: number) => formatCents(cents, locale)
  const owed = balance.owedCents < 0
  return (
    <dl className="money-cards" aria-label={t('finance.balance')}>
      <div className="money-card">
        <dt>{t('finance.pending')}</dt>
        <dd className="amount">{money(balance.pendingCents)}</dd>
        <dd className="muted small">{t('finance.pendingHint')}</dd>
      </div>
      <div className="money-card">
        <dt>{t('finance.available')}</dt>
        <dd className="amount">{money(balance.availableCents)}</dd>
      </div>
      <div className={owed ? 'money-card money-card--owed' : 'money-card'}>
        <dt>{t('finance.owed')}</dt>
        <dd className="amount">{money(balance.owedCents)}</dd>
        {owed && <dd className="small">{t('finance.owedHint')}</dd>}
      </div>
      <div className="money-card">
        <dt>{t('finance.payoutsInReview')}</dt>
        <dd className="amount">{money(balance.payoutsInReviewCents)}</dd>
      </div>
      <div className="money-card">
        <dt>{t('finance.paidOut')}</dt>
        <dd className="amount">{money(balance.paidOutCents)}</dd>
      </div>
      <div className="money-card">
        <dt>{t('finance.commissionRate')}</dt>
        <dd className="amount">
          {balance.commissionBps === null
            ? t('finance.commissionByCategory')
            : formatBps(balance.commissionBps, locale)}
        </dd>
      </div>
    </dl>
  )
}
