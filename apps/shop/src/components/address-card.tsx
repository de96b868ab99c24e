import type { Address } from '@crossmart/api-client'
import { useStrings } from '../i18n/use-strings'
import { AddressPlace } from './address-place'
import { shownAddressTag } from './address-tag'

/** Who, phone, tag, default marker and where (shop-spec §3 Address; country, region, postcode: issue #31). */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useStrings('cart')
  return (
    <>
      <span className="address-card__who">
        <span>{address.addressee}</span>
        <span className="muted small">{address.mobile}</span>
        {address.isDefault ? <span className="tag">{t('address.default')}</span> : null}
        <span className="tag tag--muted">
          {shownAddressTag(address.tag, (key) => t(`address.tags.${key}`))}
        </span>
      </span>
      <AddressPlace className="small" address={address} />
    </>
  )
}
