import {
  AUDIT_STATUS,
  type AuditStatus,
  type ConsoleRecharge,
  type ConsoleWithdrawal,
  consoleRecharges,
  consoleWithdrawals,
  WITHDRAW_TYPE,
} from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { AuditDecisionForm, hasPaymentProof, isWaiting } from './audit-decision-form'

const PAGE_SIZE = 20
const STATUS_TABS: AuditStatus[] = [AUDIT_STATUS.auditing, AUDIT_STATUS.passed, AUDIT_STATUS.refused]

/** The operators' recharge or withdrawal queue: waiting first (oldest first), then decided ones. */
export function MoneyQueueScreen({ kind }: { kind: 'recharge' | 'withdrawal' }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const [status, setStatus] = useState<AuditStatus>(AUDIT_STATUS.auditing)
  const [page, setPage] = useState(1)
  const [evidence, setEvidence] = useState<string | null>(null)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const list = useRequest<{ list: (ConsoleRecharge | ConsoleWithdrawal)[]; total: number }>(
    () =>
      api.call(kind === 'recharge' ? consoleRecharges : consoleWithdrawals, {
        status,
        page,
        limit: PAGE_SIZE,
      }),
    `${kind}:${status}:${page}`,
  )
  return (
    <section className="page" aria-labelledby={`${kind}-title`}>
      <h1 id={`${kind}-title`}>{t(`audits.title_${kind}`)}</h1>
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
            {t(`auditStatus.${value}`)}
          </button>
        ))}
      </div>
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t(`audits.empty_${kind}`)} />}
      <ul className="cards">
        {list.data?.list.map((record) => (
          <li key={record.id} className="card">
            <div className="card__head">
              <strong>
                {t(`audits.${kind}`)} #{record.id} · {record.userName}
              </strong>
              <span className="muted small">{formatTime(record.createdAt, locale)}</span>
            </div>
            <p className="amount">{formatCents(record.amountCents, locale)}</p>
            <p className="small">
              {t('moneyConfirm.account')}: <span className="account">{record.userAccount}</span>
            </p>
            {'evidence' in record ? (
              <RechargeDetails record={record} onEvidence={setEvidence} />
            ) : (
              <WithdrawalDetails record={record} locale={locale} />
            )}
            {isWaiting(record.status) ? (
              <AuditDecisionForm kind={kind} record={record} onDone={() => list.reload()} />
            ) : (
              <p className="small">
                {t(`auditStatus.${record.status}`)}
                {record.auditRemark && ` · ${record.auditRemark}`}
              </p>
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
      {evidence && (
        <div className="lightbox" role="dialog" aria-modal="true" aria-label={t('audits.evidence')}>
          <img src={evidence} alt={t('audits.evidence')} />
          <button type="button" onClick={() => setEvidence(null)}>
            {t('common.close')}
          </button>
        </div>
      )}
    </section>
  )
}

function RechargeDetails({ record, onEvidence }: { record: ConsoleRecharge; onEvidence(url: string): void }) {
  const { t } = useTranslation()
  return (
    <div className="details small">
      <p>{record.network ? `${record.network} · ${record.address ?? ''}` : t('audits.manual')}</p>
      {/* Issue #46: the hash the shopper gave, to find the transfer on the chain before passing it. */}
      {record.network ? (
        record.txHash ? (
          <p>
            {t('audits.txHash')}: <code className="tx-hash">{record.txHash}</code>
          </p>
        ) : (
          <p className="muted">{t('audits.txHashNone')}</p>
        )
      ) : null}
      {isWaiting(record.status) && !hasPaymentProof(record) && (
        <p className="form-error">{t('audits.noProof')}</p>
      )}
      {record.evidence && (
        <button type="button" className="evidence" onClick={() => onEvidence(record.evidence)}>
          <img src={record.evidence} alt={t('audits.evidence')} height={64} />
          <span>{t('audits.viewEvidence')}</span>
        </button>
      )}
    </div>
  )
}

function WithdrawalDetails({ record, locale }: { record: ConsoleWithdrawal; locale: string }) {
  const { t } = useTranslation()
  return (
    <div className="details small">
      <p>
        {record.type === WITHDRAW_TYPE.bankCard
          ? `${t('audits.bank')}: ${record.bankName ?? ''} ${record.bankCardNumber ?? ''}`
          : `${t('audits.chain')}: ${record.network ?? ''} ${record.address ?? ''}`}
      </p>
      <p>
        {t('audits.serviceCharge')}: {formatCents(record.serviceChargeCents, locale)} · {t('audits.arrival')}:{' '}
        {formatCents(record.actualArrivalCents, locale)}
      </p>
    </div>
  )
}
