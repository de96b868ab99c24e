import { consolePayoutAudit, type PayoutRecord } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { DecisionForm } from '../../components/decision-form'
import { formatCents, LOCALE_OF } from '../../lib/format'

/**
 * Pay out or refuse a shop's payout (components/decision-form.tsx, as the withdrawal queue decides):
 * the confirmation names the shop, the amount and the bank account; a refusal's remark is what the
 * owner reads.
 */
export function PayoutDecisionForm({ payout, onDone }: { payout: PayoutRecord; onDone(): void }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const facts = {
    id: payout.id,
    amount: formatCents(payout.amountCents, locale),
    shop: payout.shopName,
    account: `${payout.bankName} ${payout.accountNumber}`,
  }
  return (
    <DecisionForm
      endpoint={consolePayoutAudit}
      id={payout.id}
      texts={{
        label: t('money.payoutDecision'),
        confirmTitle: (decision) => t(`money.payoutConfirmTitle_${decision}`),
        confirmBody: (decision) => t(`money.payoutConfirmBody_${decision}`, facts),
        done: (decision) => t(`money.payoutDone_${decision}`, facts),
      }}
      onDone={onDone}
    />
  )
}
