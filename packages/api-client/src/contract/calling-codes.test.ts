import { describe, expect, it } from 'vitest'
import { addressInputSchema } from './address.js'
import {
  CALLING_CODES,
  callingCodeOf,
  composePhone,
  defaultCallingRegion,
  hasKnownCallingCode,
  splitPhone,
} from './calling-codes.js'
import { isPostcodeValid } from './postcode.js'

// Issue #31: the country-code picker's table, shared by the shop's phone fields and the server's
// check of an international number.
describe('calling-code table', () => {
  it('lists each region once, with a 1-3 digit code', () => {
    const regions = CALLING_CODES.map(([region]) => region)
    expect(new Set(regions).size).toBe(regions.length)
    for (const [region, code] of CALLING_CODES) {
      expect(region).toMatch(/^[A-Z]{2}$/)
      expect(code).toMatch(/^[1-9]\d{0,2}$/)
    }
  })

  it('is prefix-free across different codes (E.164: a number has one code)', () => {
    const codes = [...new Set(CALLING_CODES.map(([, code]) => code))]
    const clashes = codes.filter((a) => codes.some((b) => a !== b && b.startsWith(a)))
    expect(clashes).toEqual([])
  })

  // Territories with codes of their own: missing, their shoppers' numbers were refused.
  it.each([
    '500',
    '508',
    '590',
    '594',
    '596',
    '599',
    '670',
    '672',
    '674',
    '680',
    '681',
    '682',
    '683',
    '686',
    '687',
    '688',
    '689',
    '690',
    '691',
    '692',
    '290',
    '246',
  ])('knows +%s', (code) => {
    expect(hasKnownCallingCode(`+${code}1234567`)).toBe(true)
  })

  it.each([
    ['TH', '66'],
    ['CN', '86'],
    ['JP', '81'],
    ['KR', '82'],
    ['US', '1'],
    ['GB', '44'],
    ['ZZ', undefined],
  ])('%s dials +%s', (region, code) => {
    expect(callingCodeOf(region)).toBe(code)
  })
})

describe('composePhone: region + national part -> E.164', () => {
  it.each([
    ['TH', '081 234 5678', '+66812345678'],
    ['TH', '81-234-5678', '+66812345678'],
    ['CN', '138 0013 8000', '+8613800138000'],
    ['JP', '090-1234-5678', '+819012345678'],
    ['GB', '07700 900123', '+447700900123'],
    ['US', '(555) 010-0199', '+15550100199'],
    ['IT', '06 1234 5678', '+390612345678'],
    ['KR', '+66 81 234 5678', '+66812345678'],
    ['TH', '', ''],
  ] as const)('%s %j -> %j', (region, national, stored) => {
    expect(composePhone(region, national)).toBe(stored)
  })
})

describe('splitPhone: stored number -> picker + national part', () => {
  it.each([
    ['+66812345678', 'US', { region: 'TH', national: '812345678' }],
    ['+15550100199', 'CA', { region: 'CA', national: '5550100199' }],
    ['+15550100199', 'TH', { region: 'US', national: '5550100199' }],
    ['+8613800138000', 'CN', { region: 'CN', national: '13800138000' }],
    ['0812345678', 'TH', { region: 'TH', national: '0812345678' }],
  ] as const)('%j (picker %s) -> %j', (phone, region, split) => {
    expect(splitPhone(phone, region)).toEqual(split)
  })

  it('round-trips with composePhone', () => {
    for (const phone of ['+66812345678', '+447700900123', '+8613800138000', '+15550100199']) {
      const { region, national } = splitPhone(phone, 'US')
      expect(composePhone(region, national)).toBe(phone)
    }
  })
})

describe('defaultCallingRegion', () => {
  it.each([
    [['th-TH'], 'en', 'TH'],
    [['en-GB', 'en'], 'en', 'GB'],
    [['zh-Hant-TW'], 'zh', 'TW'],
    [['zh'], 'zh', 'CN'],
    [['ja'], 'jp', 'JP'],
    [['ko'], 'kor', 'KR'],
    [[], 'tai', 'TH'],
    [['en'], 'en', 'US'],
    [['fr-ZZ'], 'en', 'US'],
    // Issue #45: a language naming an Object.prototype key is unknown.
    [[], 'constructor', 'US'],
    [[], '__proto__', 'US'],
  ] as const)('%j in %s -> %s', (tags, language, region) => {
    expect(defaultCallingRegion(tags, language)).toBe(region)
  })
})

describe('server check of an international number', () => {
  it.each([
    ['+66812345678', true],
    ['+15550100199', true],
    ['0812345678', true],
    ['+8091234567', false],
    ['+0812345678', false],
  ])('%s known: %s', (phone, known) => {
    expect(hasKnownCallingCode(phone)).toBe(known)
  })
})

const address = {
  addressee: 'Ann Lee',
  mobile: '+66812345678',
  area: 'Bangkok',
  detailedAddress: '12 Sukhumvit Road',
  tag: 'Home',
}

// Issue #31: country, region and postcode; the postcode loosely per country where it is simple.
describe('address country, region and postcode', () => {
  it.each([
    ['TH', '10110', '10110'],
    ['th', ' 10110 ', '10110'],
    ['US', '94103-1234', '94103-1234'],
    ['GB', 'sw1a  1aa', 'SW1A 1AA'],
    ['JP', '100-0001', '100-0001'],
    ['CN', '100000', '100000'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['KE', '00100', '00100'],
    ['AE', '', ''],
  ])('%s %j is stored as %j', (country, postcode, stored) => {
    const parsed = addressInputSchema.safeParse({ ...address, country, region: 'Bangkok', postcode })
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data).toMatchObject({ country: country.toUpperCase(), postcode: stored })
  })

  it.each([
    ['TH', '1011', 'postcode', 'validation.postcodeInvalid'],
    ['US', 'ABCDE', 'postcode', 'validation.postcodeInvalid'],
    ['CN', '10000', 'postcode', 'validation.postcodeInvalid'],
    ['KE', '#', 'postcode', 'validation.postcodeInvalid'],
    ['XX', '10110', 'country', 'validation.countryInvalid'],
    ['', '10110', 'country', 'validation.countryInvalid'],
  ])('%s %j is refused on %s', (country, postcode, path, message) => {
    const parsed = addressInputSchema.safeParse({ ...address, country, postcode })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ])
  })

  it.each(['constructor', '__proto__', 'toString'])(
    'a country named %s (an Object.prototype key) is checked with the general pattern (issue #45)',
    (country) => {
      expect(isPostcodeValid(country, '10110')).toBe(true)
      expect(isPostcodeValid(country, '#')).toBe(false)
    },
  )

  it('an address without them (a client from before #31) still parses', () => {
    const parsed = addressInputSchema.safeParse(address)
    expect(parsed.success).toBe(true)
  })
})
