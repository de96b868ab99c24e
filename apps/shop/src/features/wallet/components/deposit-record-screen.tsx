import { WITHDRAW_TYPE, walletExtractLog } from '@crossmart/api-client'
import { useState } from 'react'
import { useApi } from '../../../app/services-context'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'
import { usePagedList } from '../../../lib/use-paged-list'
import { useDateTime } from '../hooks/use-wallet-format'
import { type AuditFilter, auditQuery } from '../state/audit-status'
import { WALLET_PAGE_LIMIT } from '../wallet-constants'
import { AuditStatusText, AuditTabs } from './audit-parts'
import { RecordList } from './record-list'
import './wallet.css'

/**
 * /depositRecord: the withdrawals (extract_log): amount, service charge, actual arrival, where to,
 * time, audit status and result (shop-spec §3 Withdrawal, §4 filter).
 */
export function DepositRecordScreen() {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { price } = useFormatters()
  const time = useDateTime()
  const [filter, setFilter] = useState<AuditFilter>('all')
  const list = usePagedList(
    (page) => api.call(walletExtractLog, { page, limit: WALLET_PAGE_LIMIT, ...auditQuery(filter) }),
    [api, filter],
  )
  return (
    <Page title={t('title.depositRecord')} scroll="child">
      <RecordList
        list={list}
        ariaLabel={t('title.depositRecord')}
        emptyText={t('withdrawal.empty')}
        header={<AuditTabs value={filter} onChange={setFilter} />}
        renderItem={(record) => {
          const bank = record.type === WITHDRAW_TYPE.bankCard
          const target = bank
            ? `${record.bankName ?? ''} ${record.bankCardNumber ?? ''}`.trim()
            : `${record.network ?? ''} ${record.address ?? ''}`.trim()
          return (
            <article className="wallet-row">
              <div className="wallet-row__main">
                <strong className="price">{price(record.amountCents)}</strong>
                <span>{t(bank ? 'withdrawal.bankCard' : 'withdrawal.blockchain')}</span>
                <span className="muted small wallet-row__target">{t('withdrawal.to', { target })}</span>
                <span className="muted small">
                  {t('withdrawal.serviceCharge')} {price(record.serviceChargeCents)} ·{' '}
                  {t('withdrawal.actualArrival')} {price(record.actualArrivalCents)}
                </span>
              </div>
              <div className="wallet-row__side">
                <AuditStatusText status={record.status} remark={record.auditRemark} />
                <time className="muted small" dateTime={record.createdAt}>
                  {time(record.createdAt)}
                </time>
              </div>
            </article>
          )
        }}
      />
    </Page>
  )
}
