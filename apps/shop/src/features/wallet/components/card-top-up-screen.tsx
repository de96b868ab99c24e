import { Button, TextField } from '@crossmart/ui-kit'
import { type FormEvent, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useRechargeSubmit } from '../hooks/use-recharge-submit'
import { useFieldErrorText } from '../hooks/use-wallet-format'
import { manualRechargePayload } from '../state/wallet-rules'
import { EvidenceField } from './evidence-field'
import { RechargePending } from './recharge-pending'
import './wallet.css'

/** /cardTopUp: a manual (card) transfer: amount and payment evidence, then the audit (shop-spec §3/§5). */
export function CardTopUpScreen() {
  const { t } = useStrings('wallet', 'validation')
  const errorText = useFieldErrorText()
  const recharge = useRechargeSubmit()
  const [amount, setAmount] = useState('')
  const [evidence, setEvidence] = useState('')
  const [uploading, setUploading] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (uploading) return
    void recharge.submit(manualRechargePayload({ amount, evidence }))
  }
  const again = () => {
    setAmount('')
    setEvidence('')
    recharge.reset()
  }

  return (
    <Page title={t('title.cardTopUp')}>
      {recharge.pending ? (
        <RechargePending amountCents={recharge.pending.amountCents} onAgain={again} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="wallet-note">{t('recharge.cardNote')}</p>
          <TextField
            label={t('amount')}
            value={amount}
            onChange={(next) => {
              setAmount(next)
              recharge.clearError('amount')
            }}
            inputMode="decimal"
            placeholder={t('amountPlaceholder')}
            prefix="$"
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
          <Button
            type="submit"
            block
            loading={recharge.busy}
            loadingText={t('submitting')}
            disabled={uploading}
          >
            {t('submit')}
          </Button>
        </form>
      )}
    </Page>
  )
}
