import { RECHARGE_METHOD, walletRechargeLog } from '@crossmart/api-client'
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

/** /topUpRecord: the recharges (recharge_log) with amount, way, time and audit status (shop-spec §4 filter). */
export function TopUpRecordScreen() {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { price } = useFormatters()
  const time = useDateTime()
  const [filter, setFilter] = useState<AuditFilter>('all')
  const list = usePagedList(
    (page) => api.call(walletRechargeLog, { page, limit: WALLET_PAGE_LIMIT, ...auditQuery(filter) }),
    [api, filter],
  )
  return (
    <Page title={t('title.topUpRecord')} scroll="child">
      <RecordList
        list={list}
        ariaLabel={t('title.topUpRecord')}
        emptyText={t('recharge.empty')}
        header={<AuditTabs value={filter} onChange={setFilter} />}
        renderItem={(record) => (
          <article className="wallet-row">
            <div className="wallet-row__main">
              <strong className="price">{price(record.amountCents)}</strong>
              <span>
                {record.method === RECHARGE_METHOD.onChain
                  ? t('recharge.method.onChain', { network: record.network ?? '' })
                  : t('recharge.method.manual')}
              </span>
            </div>
            <div className="wallet-row__side">
              <AuditStatusText status={record.status} remark={record.auditRemark} />
              <time className="muted small" dateTime={record.createdAt}>
                {time(record.createdAt)}
              </time>
            </div>
          </article>
        )}
      />
    </Page>
  )
}
