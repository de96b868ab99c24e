import {
  formatCents,
  isWithdrawalNetworkSupported,
  WITHDRAW_TYPE,
  type WithdrawalRule,
  type WithdrawInfo,
  type WithdrawType,
} from '@crossmart/api-client'
import { Tabs, TextField } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'
import { CURRENCY_SYMBOL } from '../../../lib/format-price'
import { useFormatters } from '../../../lib/use-formatters'
import { useFieldErrorText } from '../hooks/use-field-error-text'
import { type WithdrawErrors, type WithdrawValues, withdrawPreview } from '../state/wallet-rules'

const BPS_PER_PERCENT = 100

export interface WithdrawFormProps {
  info: WithdrawInfo
  values: WithdrawValues
  errors: WithdrawErrors
  onChange: (patch: Partial<WithdrawValues>) => void
}

/** The withdrawal fields (shop-spec §3: type, amount, bank card number and bank name, or network and address). */
export function WithdrawForm({ info, values, errors, onChange }: WithdrawFormProps) {
  const { t } = useStrings('wallet', 'validation')
  const { price } = useFormatters()
  const errorText = useFieldErrorText()
  const rule: WithdrawalRule = {
    serviceChargeBps: info.serviceChargeBps,
    minServiceChargeCents: info.minServiceChargeCents,
  }
  const preview = withdrawPreview(values.amount, rule)
  // Issue #46: a network nothing is paid out on is not offered, and named as unsupported.
  const payable = info.networks.filter((n) => n.supported && isWithdrawalNetworkSupported(n.network))
  const refused = info.networks.filter((n) => !payable.includes(n)).map((n) => n.network)
  const types: { key: string; label: string }[] = [
    { key: String(WITHDRAW_TYPE.bankCard), label: t('withdrawal.bankCard') },
    { key: String(WITHDRAW_TYPE.blockchain), label: t('withdrawal.blockchain') },
  ]
  return (
    <>
      <Tabs
        items={types}
        activeKey={String(values.type)}
        onChange={(key) => onChange({ type: Number(key) as WithdrawType })}
        label={t('withdrawal.type')}
        sticky={false}
      />
      {values.type === WITHDRAW_TYPE.bankCard ? (
        <>
          <TextField
            label={t('withdrawal.bankCardNumber')}
            value={values.bankCardNumber}
            onChange={(bankCardNumber) => onChange({ bankCardNumber })}
            autoComplete="cc-number"
            hint={t('withdrawal.bankCardHint')}
            error={errorText(errors.bankCardNumber)}
          />
          <TextField
            label={t('withdrawal.bankName')}
            value={values.bankName}
            onChange={(bankName) => onChange({ bankName })}
            error={errorText(errors.bankName)}
          />
        </>
      ) : (
        <>
          <fieldset className="wallet-choice">
            <legend className="cm-field__label">{t('withdrawal.network')}</legend>
            <div className="chips">
              {payable.map((n) => (
                <button
                  key={n.id}
                  type="button"
                  className={n.network === values.network ? 'chip is-active' : 'chip'}
                  aria-pressed={n.network === values.network}
                  onClick={() => onChange({ network: n.network })}
                >
                  {n.network} · {n.coin}
                </button>
              ))}
            </div>
            {errors.network ? (
              <p className="cm-field__error" role="alert">
                {errorText(errors.network)}
              </p>
            ) : null}
            {refused.length > 0 ? (
              <p className="muted small">{t('withdrawal.unsupported', { networks: refused.join(', ') })}</p>
            ) : null}
          </fieldset>
          <TextField
            label={t('withdrawal.address')}
            value={values.address}
            onChange={(address) => onChange({ address })}
            error={errorText(errors.address)}
          />
        </>
      )}
      <TextField
        label={t('amount')}
        value={values.amount}
        onChange={(amount) => onChange({ amount })}
        inputMode="decimal"
        placeholder={t('amountPlaceholder')}
        prefix={CURRENCY_SYMBOL}
        hint={t('withdrawal.available', { amount: price(info.balanceCents) })}
        error={errorText(errors.amount)}
        suffix={
          <button
            type="button"
            className="wallet-copy"
            onClick={() => onChange({ amount: formatCents(info.balanceCents) })}
          >
            {t('withdrawal.all')}
          </button>
        }
      />
      <dl className="wallet-preview" aria-live="polite">
        <div>
          <dt>{t('withdrawal.serviceCharge')}</dt>
          <dd>{preview ? price(preview.serviceChargeCents) : '—'}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.actualArrival')}</dt>
          <dd>{preview ? price(Math.max(0, preview.actualArrivalCents)) : '—'}</dd>
        </div>
      </dl>
      <p className="muted small">
        {t('withdrawal.chargeRule', {
          rate: info.serviceChargeBps / BPS_PER_PERCENT,
          min: price(info.minServiceChargeCents),
        })}
      </p>
    </>
  )
}
