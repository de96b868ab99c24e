import { describe, expect, it } from 'vitest'
import { type AddressValues, checkAddress, EMPTY_ADDRESS } from './address-form'

const VALID: AddressValues = {
  addressee: 'Ann Lee',
  mobile: '+66812345678',
  area: 'Bangkok',
  detailedAddress: '12 Sukhumvit Road',
  tag: 'Home',
  isDefault: true,
}

describe('checkAddress (shop-spec §5: addressee, mobile, area, detailed address and tag are required)', () => {
  it.each([
    ['addressee', { addressee: '  ' }, 'validation.addresseeRequired'],
    ['mobile', { mobile: '' }, 'validation.mobileInvalid'],
    ['mobile', { mobile: 'call me' }, 'validation.mobileInvalid'],
    ['area', { area: '' }, 'validation.areaRequired'],
    ['detailedAddress', { detailedAddress: '' }, 'validation.detailedAddressRequired'],
    ['tag', { tag: '' }, 'validation.tagRequired'],
  ] as const)('%s %o -> %s', (field, change, key) => {
    const result = checkAddress({ ...VALID, ...change }, undefined)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(key)
  })

  it('reports every empty field of a blank form', () => {
    const result = checkAddress(EMPTY_ADDRESS, undefined)
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      ['addressee', 'area', 'detailedAddress', 'mobile', 'tag'].sort(),
    )
  })

  it('trims the values and carries the id when editing', () => {
    const result = checkAddress({ ...VALID, addressee: '  Ann Lee ' }, 7)
    expect(result).toEqual({ ok: true, input: { ...VALID, id: 7 } })
  })
})
