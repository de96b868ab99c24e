import { AUDIT_STATUS, type AuditStatus, consolePayouts } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { PayoutDecisionForm } from './payout-decision-form'

const PAGE_SIZE = 20
const STATUS_TABS: AuditStatus[] = [AUDIT_STATUS.auditing, AUDIT_STATUS.passed, AUDIT_STATUS.refused]

/** The operators' payout queue, like the withdrawal queue: waiting first (oldest first), then decided. */
export function PayoutQueueScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [status, setStatus] = useState<AuditStatus>(AUDIT_STATUS.auditing)
  const [page, setPage] = useState(1)
  const list = useRequest(
    () => api.call(consolePayouts, { status, page, limit: PAGE_SIZE }),
    `${status}:${page}`,
  )
  return (
    <section className="finance-section" aria-labelledby="payout-queue-title">
      <h2 id="payout-queue-title">{t('money.payoutQueue')}</h2>
      <div className="tabs" role="tablist" aria-label={t('audits.status')}>
        {STATUS_TABS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => {
              setStatus(value)
              setPage(1)
            }}
          >
            {t(`finance.payoutStatus.${value}`)}
          </button>
        ))}
      </div>
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t('money.payoutQueueEmpty')} />}
      <ul className="cards">
        {list.data?.list.map((payout) => (
          <li key={payout.id} className="card">
            <div className="card__head">
              <strong>{t('money.payoutHeading', { id: payout.id, shop: payout.shopName })}</strong>
              <span className="muted small">{formatTime(payout.createdAt, locale)}</span>
            </div>
            <p className="amount">{formatCents(payout.amountCents, locale)}</p>
            <p className="small">
              {t('finance.toAccount')}: {payout.bankName} · {payout.accountName} ·{' '}
              <span className="account">{payout.accountNumber}</span>
            </p>
            <p className="muted small">{t('money.requestedBy', { name: payout.requestedBy })}</p>
            {payout.status === AUDIT_STATUS.auditing ? (
              <PayoutDecisionForm payout={payout} onDone={() => list.reload()} />
            ) : (
              <p className="small">
                {t(`finance.payoutStatus.${payout.status}`, { defaultValue: String(payout.status) })}
                {payout.auditRemark && ` · ${payout.auditRemark}`}
              </p>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
    </section>
  )
}
