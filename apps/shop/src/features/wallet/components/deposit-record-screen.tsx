import { type EndpointRequest, WITHDRAW_TYPE, walletExtractLog } from '@crossmart/api-client'
import { useCallback } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { AuditedRecordScreen } from './audited-record-screen'

/**
 * /depositRecord: the withdrawals (extract_log): amount, service charge, actual arrival, where to,
 * time, audit status and result (shop-spec §3 Withdrawal, §4 filter).
 */
export function DepositRecordScreen() {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { price } = useFormatters()
  const loadPage = useCallback(
    (query: EndpointRequest<typeof walletExtractLog>) => api.call(walletExtractLog, query),
    [api],
  )
  return (
    <AuditedRecordScreen
      title={t('title.depositRecord')}
      emptyText={t('withdrawal.empty')}
      loadPage={loadPage}
      renderMain={(record) => {
        const bank = record.type === WITHDRAW_TYPE.bankCard
        const target = bank
          ? `${record.bankName ?? ''} ${record.bankCardNumber ?? ''}`.trim()
          : `${record.network ?? ''} ${record.address ?? ''}`.trim()
        return (
          <>
            <strong className="price">{price(record.amountCents)}</strong>
            <span>{t(bank ? 'withdrawal.bankCard' : 'withdrawal.blockchain')}</span>
            <span className="muted small wallet-row__target">{t('withdrawal.to', { target })}</span>
            <span className="muted small">
              {t('withdrawal.serviceCharge')} {price(record.serviceChargeCents)} ·{' '}
              {t('withdrawal.actualArrival')} {price(record.actualArrivalCents)}
            </span>
          </>
        )
      }}
    />
  )
}
