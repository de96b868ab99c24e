import { useId, useMemo } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { addressQrDataUrl } from '../state/address-qr'

export interface DepositAddressCardProps {
  network: string
  /** The platform's address on it (the operator's setting); null: none set, ask customer service. */
  address: string | null
  /** The marked demo set of a demo start (no real coins must go there). */
  demo: boolean
  onCopy: () => void
}

/**
 * Issue #46: where an on-chain top-up is sent, shown whole (it wraps, never clipped: a shopper
 * compares the last characters with their wallet's), with a copy button and a QR code the wallet
 * app scans; a demo address says so; a network with no address says to ask customer service.
 */
export function DepositAddressCard({ network, address, demo, onCopy }: DepositAddressCardProps) {
  const { t } = useStrings('wallet')
  const titleId = useId()
  const qr = useMemo(() => (address ? addressQrDataUrl(address) : null), [address])
  if (address === null || qr === null) {
    return (
      <p className="wallet-note" role="status">
        {t('recharge.addressNotSet', { network })}
      </p>
    )
  }
  return (
    <section className="wallet-deposit" aria-labelledby={titleId}>
      <h2 id={titleId} className="cm-field__label">
        {t('recharge.address')}
      </h2>
      {demo ? (
        <p className="wallet-demo" role="note">
          {t('recharge.demoAddress')}
        </p>
      ) : null}
      <div className="wallet-deposit__row">
        <code className="wallet-deposit__address" data-testid="deposit-address">
          {address}
        </code>
        <button type="button" className="wallet-copy" onClick={onCopy}>
          {t('recharge.copy')}
        </button>
      </div>
      <img
        className="wallet-deposit__qr"
        src={qr}
        alt={t('recharge.qr', { network })}
        width={176}
        height={176}
      />
      <p className="muted small">{t('recharge.sameNetwork')}</p>
    </section>
  )
}
