import { Button, TextField } from '@crossmart/ui-kit'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { CURRENCY_SYMBOL } from '../../../lib/format-price'
import { useFieldErrorText } from '../hooks/use-field-error-text'
import type { RechargePayload, useRechargeSubmit } from '../hooks/use-recharge-submit'
import { EvidenceField } from './evidence-field'
import { RechargePending } from './recharge-pending'

export interface RechargeFormProps {
  recharge: ReturnType<typeof useRechargeSubmit>
  /** The request body from the amount and evidence typed here (manual or on-chain). */
  payload: (typed: { amount: string; evidence: string }) => RechargePayload
  /** What the form asks first: the card note, or the network and its address. */
  children: ReactNode
  /**
   * Set when nothing can be sent (issue #46: the chosen network has no platform address): the form
   * shows its first part with this note, and no amount, evidence or submit.
   */
  closed?: ReactNode
  /** "Recharge again" also empties what the first part holds (the transaction hash). */
  onReset?: () => void
}

/**
 * What both recharges share (shop-spec §5): the amount, the payment evidence upload and the submit
 * (held while the evidence uploads), then the pending confirmation with "recharge again", which
 * starts over with an empty form.
 */
export function RechargeForm({ recharge, payload, children, closed, onReset }: RechargeFormProps) {
  const { t } = useStrings('wallet', 'validation')
  const errorText = useFieldErrorText()
  const [amount, setAmount] = useState('')
  const [evidence, setEvidence] = useState('')
  const [uploading, setUploading] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (uploading) return
    void recharge.submit(payload({ amount, evidence }))
  }
  const again = () => {
    setAmount('')
    setEvidence('')
    onReset?.()
    recharge.reset()
  }

  if (recharge.pending) return <RechargePending amountCents={recharge.pending.amountCents} onAgain={again} />
  if (closed) {
    return (
      <div className="form">
        {children}
        {closed}
      </div>
    )
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      {children}
      <TextField
        label={t('amount')}
        value={amount}
        onChange={(next) => {
          setAmount(next)
          recharge.clearError('amount')
        }}
        inputMode="decimal"
        placeholder={t('amountPlaceholder')}
        prefix={CURRENCY_SYMBOL}
        error={errorText(recharge.errors.amount)}
      />
      <EvidenceField
        value={evidence}
        onChange={(url) => {
          setEvidence(url)
          recharge.clearError('evidence')
        }}
        error={recharge.errors.evidence}
        onBusyChange={setUploading}
      />
      <Button type="submit" block loading={recharge.busy} loadingText={t('submitting')} disabled={uploading}>
        {t('submit')}
      </Button>
    </form>
  )
}
