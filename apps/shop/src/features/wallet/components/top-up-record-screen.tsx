import { type EndpointRequest, RECHARGE_METHOD, walletRechargeLog } from '@crossmart/api-client'
import { useCallback } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { AuditedRecordScreen } from './audited-record-screen'

/** /topUpRecord: the recharges (recharge_log) with amount, way, time and audit status (shop-spec §4 filter). */
export function TopUpRecordScreen() {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { price } = useFormatters()
  const loadPage = useCallback(
    (query: EndpointRequest<typeof walletRechargeLog>) => api.call(walletRechargeLog, query),
    [api],
  )
  return (
    <AuditedRecordScreen
      title={t('title.topUpRecord')}
      emptyText={t('recharge.empty')}
      loadPage={loadPage}
      renderMain={(record) => (
        <>
          <strong className="price">{price(record.amountCents)}</strong>
          <span>
            {record.method === RECHARGE_METHOD.onChain
              ? t('recharge.method.onChain', { network: record.network ?? '' })
              : t('recharge.method.manual')}
          </span>
        </>
      )}
    />
  )
}
