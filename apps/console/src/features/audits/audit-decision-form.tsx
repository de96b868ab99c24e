import {
  AUDIT_STATUS,
  type ConsoleRecharge,
  type ConsoleWithdrawal,
  consoleRechargeAudit,
  consoleWithdrawalAudit,
} from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { DecisionForm } from '../../components/decision-form'
import { formatCents, LOCALE_OF } from '../../lib/format'

/**
 * Pass or refuse a recharge or withdrawal (components/decision-form.tsx): the confirmation names the
 * amount and the account (issue #29: not only a display name). Money moves on the server exactly
 * as `ops recharge|withdrawal pass|refuse` does.
 */
export function AuditDecisionForm({
  kind,
  record,
  onDone,
}: {
  kind: 'recharge' | 'withdrawal'
  record: ConsoleRecharge | ConsoleWithdrawal
  onDone(status: number): void
}) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const facts = {
    id: record.id,
    amount: formatCents(record.amountCents, locale),
    account: record.userAccount,
    name: record.userName,
    arrival: 'actualArrivalCents' in record ? formatCents(record.actualArrivalCents, locale) : '',
  }
  // Issue #44: a recharge with nothing to check it against (no picture, no hash) says so before passing.
  const unproven = kind === 'recharge' && !hasPaymentProof(record as ConsoleRecharge)
  return (
    <DecisionForm
      endpoint={kind === 'recharge' ? consoleRechargeAudit : consoleWithdrawalAudit}
      id={record.id}
      texts={{
        label: t(`audits.decide_${kind}`),
        confirmTitle: (decision) => t(`moneyConfirm.title_${kind}_${decision}`),
        confirmBody: (decision) =>
          decision === 'pass' && unproven
            ? `${t(`moneyConfirm.body_${kind}_${decision}`, facts)} ${t('audits.noProofWarning')}`
            : t(`moneyConfirm.body_${kind}_${decision}`, facts),
        done: (decision) => t(`moneyConfirm.done_${kind}_${decision}`, facts),
      }}
      onDone={onDone}
    />
  )
}

export const isWaiting = (status: number) => status === AUDIT_STATUS.auditing

/** Whether the shopper gave anything to check a recharge against: a transfer picture or a chain hash. */
export const hasPaymentProof = (record: ConsoleRecharge) => record.evidence !== '' || Boolean(record.txHash)
