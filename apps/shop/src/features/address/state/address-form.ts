import {
  type Address,
  addressAdd,
  type EndpointRequest,
  parseRequest,
  type ValidationMessageKey,
} from '@crossmart/api-client'

export const ADDRESS_FIELDS = ['addressee', 'mobile', 'area', 'detailedAddress', 'tag'] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]

export type AddressValues = Record<AddressField, string> & { isDefault: boolean }
export type AddressErrors = Partial<Record<AddressField, ValidationMessageKey>>

export const EMPTY_ADDRESS: AddressValues = {
  addressee: '',
  mobile: '',
  area: '',
  detailedAddress: '',
  tag: '',
  isDefault: false,
}

export function valuesOf(address: Address): AddressValues {
  const { addressee, mobile, area, detailedAddress, tag, isDefault } = address
  return { addressee, mobile, area, detailedAddress, tag, isDefault }
}

export type AddressCheck =
  | { ok: true; input: EndpointRequest<typeof addressAdd> }
  | { ok: false; errors: AddressErrors }

/**
 * shop-spec §5: addressee, mobile, area, detailed address and tag are required (the contract's
 * schema, so the form and the server check the same rules and message keys). The first message per
 * field is shown.
 */
export function checkAddress(values: AddressValues, id: number | undefined): AddressCheck {
  const input = {
    ...(id !== undefined ? { id } : {}),
    addressee: values.addressee.trim(),
    mobile: values.mobile.trim(),
    area: values.area.trim(),
    detailedAddress: values.detailedAddress.trim(),
    tag: values.tag.trim(),
    isDefault: values.isDefault,
  }
  const parsed = parseRequest(addressAdd, input)
  if (parsed.ok) return { ok: true, input }
  const errors: AddressErrors = {}
  for (const issue of parsed.issues) {
    const field = issue.path as AddressField
    if ((ADDRESS_FIELDS as readonly string[]).includes(field) && !errors[field])
      errors[field] = issue.messageKey
  }
  return { ok: false, errors }
}
