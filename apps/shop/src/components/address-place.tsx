import { useRegionName } from './use-region-name'

export interface AddressPlaceProps {
  address: {
    area: string
    detailedAddress: string
    country: string
    region: string
    postcode: string
  }
  className?: string
}

/**
 * Where an address is: the area and detailed address (shop-spec §3), then, issue #31, its region,
 * postcode and country (named in the shopper's language). An address from before has none of the
 * three: only the first line shows.
 */
export function AddressPlace({ address, className }: AddressPlaceProps) {
  const country = useRegionName()(address.country)
  const second = [[address.region, address.postcode].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ')
  return (
    <span className={className}>
      {address.area} {address.detailedAddress}
      {second ? (
        <>
          <br />
          {second}
        </>
      ) : null}
    </span>
  )
}
