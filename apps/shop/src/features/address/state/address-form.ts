import {
  type Address,
  addressAdd,
  type CallingRegion,
  composePhone,
  type EndpointRequest,
  isCallingRegion,
  parseRequest,
  splitPhone,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { shownAddressTag, storedAddressTag, type TagWord } from '../../../components/address-tag'
import { firstIssueByField } from '../../../lib/field-issues'

export const ADDRESS_FIELDS = [
  'addressee',
  'mobile',
  'country',
  'region',
  'area',
  'postcode',
  'detailedAddress',
  'tag',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export type AddressValues = Omit<Record<AddressField, string>, 'country'> & {
  /** Issue #31: '' only for an address saved before countries (the form asks for one). */
  country: CallingRegion | ''
  /** The phone's country-code picker; `mobile` is the national part. */
  phoneRegion: CallingRegion
  isDefault: boolean
  /**
   * A mobile saved before international form (no "+"), as it was split into the form. While the
   * picker and the number stay as shown it is sent back unchanged: the picker's region is only a
   * guess (the browser's), and composing with it would rewrite the number when another field of
   * the address is edited.
   */
  unconvertedMobile: { stored: string; phoneRegion: CallingRegion; national: string } | null
}
export type AddressErrors = Partial<Record<AddressField, ValidationMessageKey>>

/** A new address: the country and the phone's code start at the shopper's region. */
export function emptyAddress(region: CallingRegion): AddressValues {
  return {
    addressee: '',
    mobile: '',
    country: region,
    region: '',
    area: '',
    postcode: '',
    detailedAddress: '',
    tag: '',
    phoneRegion: region,
    isDefault: false,
    unconvertedMobile: null,
  }
}

/** An address in the form: its stored E.164 mobile split back into the picker and the national part. */
export function valuesOf(address: Address, fallbackRegion: CallingRegion, tagWord: TagWord): AddressValues {
  const { addressee, area, detailedAddress, tag, isDefault, region, postcode } = address
  const country = isCallingRegion(address.country) ? address.country : ''
  const phone = splitPhone(address.mobile, country || fallbackRegion)
  return {
    addressee,
    mobile: phone.national,
    phoneRegion: phone.region,
    country,
    region,
    area,
    postcode,
    detailedAddress,
    tag: shownAddressTag(tag, tagWord),
    isDefault,
    unconvertedMobile: address.mobile.startsWith('+')
      ? null
      : { stored: address.mobile, phoneRegion: phone.region, national: phone.national },
  }
}

export type AddressCheck =
  | { ok: true; input: EndpointRequest<typeof addressAdd> }
  | { ok: false; errors: AddressErrors }

/**
 * shop-spec §5: addressee, mobile, area, detailed address and tag are required (the contract's
 * schema, so the form and the server check the same rules and message keys). Issue #31: the
 * mobile goes as E.164 from the picker, the country always (the form requires one), the postcode
 * checked against it. The first message per field is shown. Issue #46: a suggested tag goes as its
 * key, so it is shown in each shopper's language (components/address-tag.ts).
 */
export function checkAddress(values: AddressValues, id: number | undefined, tagWord: TagWord): AddressCheck {
  const unconverted = values.unconvertedMobile
  const untouched =
    unconverted !== null &&
    unconverted.phoneRegion === values.phoneRegion &&
    unconverted.national === values.mobile
  const input = {
    ...(id !== undefined ? { id } : {}),
    addressee: values.addressee.trim(),
    mobile: untouched ? unconverted.stored : composePhone(values.phoneRegion, values.mobile),
    area: values.area.trim(),
    detailedAddress: values.detailedAddress.trim(),
    tag: storedAddressTag(values.tag, tagWord),
    isDefault: values.isDefault,
    country: values.country,
    region: values.region.trim(),
    postcode: values.postcode.trim(),
  }
  const parsed = parseRequest(addressAdd, input)
  if (parsed.ok) return { ok: true, input: parsed.data }
  return { ok: false, errors: firstIssueByField(parsed.issues, ADDRESS_FIELDS) }
}
