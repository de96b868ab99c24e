import { describe, expect, it } from 'vitest'
import { address } from '../../../test-support/commerce-data'
import { type AddressValues, checkAddress, emptyAddress, valuesOf } from './address-form'

/** The English words of the tag suggestions (the form passes t('address.tags.<key>')). */
const tagWord = (key: string) => ({ home: 'Home', company: 'Company', school: 'School' })[key] ?? key

const VALID: AddressValues = {
  addressee: 'Ann Lee',
  mobile: '081 234 5678',
  phoneRegion: 'TH',
  country: 'TH',
  region: 'Bangkok',
  area: 'Khlong Toei',
  postcode: '10110',
  detailedAddress: '12 Sukhumvit Road',
  tag: 'Home',
  isDefault: true,
  unconvertedMobile: null,
}

describe('checkAddress (shop-spec §5: addressee, mobile, area, detailed address and tag are required)', () => {
  it.each([
    ['addressee', { addressee: '  ' }, 'validation.addresseeRequired'],
    ['mobile', { mobile: '' }, 'validation.mobileInvalid'],
    ['mobile', { mobile: 'call me' }, 'validation.mobileInvalid'],
    ['area', { area: '' }, 'validation.areaRequired'],
    ['detailedAddress', { detailedAddress: '' }, 'validation.detailedAddressRequired'],
    ['tag', { tag: '' }, 'validation.tagRequired'],
    // Issue #31: a country is required by the form; the postcode fits it.
    ['country', { country: '' }, 'validation.countryInvalid'],
    ['postcode', { postcode: '1011' }, 'validation.postcodeInvalid'],
    ['postcode', { country: 'JP', postcode: '10110' }, 'validation.postcodeInvalid'],
  ] as const)('%s %o -> %s', (field, change, key) => {
    const result = checkAddress({ ...VALID, ...change }, undefined, tagWord)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(key)
  })

  it('reports every empty field of a blank form', () => {
    const result = checkAddress(emptyAddress('TH'), undefined, tagWord)
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(
      ['addressee', 'area', 'detailedAddress', 'mobile', 'tag'].sort(),
    )
  })

  it('sends the mobile in E.164 from the picker, trims the values and carries the id when editing', () => {
    const result = checkAddress({ ...VALID, addressee: '  Ann Lee ', postcode: ' 10110 ' }, 7, tagWord)
    expect(result).toEqual({
      ok: true,
      input: {
        id: 7,
        addressee: 'Ann Lee',
        mobile: '+66812345678',
        country: 'TH',
        region: 'Bangkok',
        area: 'Khlong Toei',
        postcode: '10110',
        detailedAddress: '12 Sukhumvit Road',
        // A suggested tag goes as its key (issue #46), shown in each shopper's language.
        tag: 'home',
        isDefault: true,
      },
    })
  })
})

describe('valuesOf: a saved address back into the form', () => {
  it('splits the stored mobile into the picker and the national part', () => {
    const values = valuesOf(address(1, { mobile: '+447700900123', country: 'GB' }), 'TH', tagWord)
    expect(values).toMatchObject({ phoneRegion: 'GB', mobile: '7700900123', country: 'GB' })
  })

  it('keeps an address from before #31 editable: no country, the picker at the shopper region', () => {
    const values = valuesOf(
      address(2, { mobile: '0812345678', country: '', region: '', postcode: '' }),
      'TH',
      tagWord,
    )
    expect(values).toMatchObject({ phoneRegion: 'TH', mobile: '0812345678', country: '' })
    expect(checkAddress(values, 2, tagWord)).toEqual({
      ok: false,
      errors: { country: 'validation.countryInvalid' },
    })
  })

  it('sends a mobile from before #31 back unchanged when only another field was edited', () => {
    // An address from before countries, opened from a browser whose region is the US: the
    // picker's +1 is a guess. The shopper gives the country (required now) and a new tag.
    const values = valuesOf(address(3, { mobile: '13800138000', country: '', postcode: '' }), 'US', tagWord)
    expect(values.phoneRegion).toBe('US')
    const edited = { ...values, country: 'CN' as const, postcode: '200000', tag: 'Office' }
    expect(checkAddress(edited, 3, tagWord)).toMatchObject({
      ok: true,
      input: { mobile: '13800138000', tag: 'Office' },
    })
    // The shopper picks the phone's code: now it is composed into international form.
    expect(checkAddress({ ...edited, phoneRegion: 'CN' }, 3, tagWord)).toMatchObject({
      ok: true,
      input: { mobile: '+8613800138000' },
    })
  })
})
