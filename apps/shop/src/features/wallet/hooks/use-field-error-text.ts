import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../lib/use-formatters'
import type { FieldError } from '../state/wallet-rules'

/** The text of a wallet form error (contract rules from `validation`, balance rules from `wallet`). */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation(['wallet', 'validation'])
  const { price } = useFormatters()
  return (error) => {
    if (!error) return undefined
    if (error.kind === 'exceedsBalance') return t('wallet:withdrawal.exceedsBalance')
    if (error.kind === 'belowServiceCharge')
      return t('wallet:withdrawal.belowServiceCharge', { charge: price(error.chargeCents) })
    return t(`validation:${error.key.slice('validation.'.length)}` as 'validation:invalid')
  }
}
