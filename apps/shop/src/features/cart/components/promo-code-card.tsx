import { Button, TextField } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'
import { formatSignedPrice } from '../../../lib/signed-price'
import { useFormatters } from '../../../lib/use-formatters'
import type { AppliedPromo } from '../hooks/use-promo-preview'
import { FREIGHT_DISPLAY_RULE } from '../state/freight-display'
import './promo-code-card.css'

export interface PromoCodeCardProps {
  value: string
  onChange: (value: string) => void
  applied: AppliedPromo | null
  /** The server's refusal of the code typed (issue #46: beside the field, not a toast). */
  refusal?: string | undefined
  busy: boolean
  onApply: (code: string) => void
}

/** The checkout's promo code: typed, applied (priced by the server), its discount shown. */
export function PromoCodeCard({ value, onChange, applied, refusal, busy, onApply }: PromoCodeCardProps) {
  const { t } = useStrings('cart')
  const format = useFormatters()
  const code = value.trim()
  return (
    <section className="commerce-card">
      <TextField
        label={t('checkout.promoCode')}
        value={value}
        onChange={onChange}
        placeholder={t('checkout.promoPlaceholder')}
        hint={t('checkout.promoHint')}
        error={refusal}
        maxLength={32}
        autoComplete="off"
      />
      <div className="promo-actions">
        <Button
          size="small"
          variant="secondary"
          disabled={code === '' || applied?.code === code.toUpperCase()}
          loading={busy}
          onClick={() => onApply(code)}
        >
          {t('checkout.applyPromo')}
        </Button>
      </div>
      {applied ? (
        <p className="summary-row" data-testid="promo-discount">
          <span>{t('checkout.promoDiscount', { code: applied.code })}</span>
          <span className="price">{formatSignedPrice(-applied.preview.discountCents)}</span>
        </p>
      ) : null}
      <p className="muted small">
        {t('checkout.freightRule', {
          fee: format.price(FREIGHT_DISPLAY_RULE.flatCents),
          free: format.price(FREIGHT_DISPLAY_RULE.freeFromGoodsCents),
        })}
      </p>
    </section>
  )
}
