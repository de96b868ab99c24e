import { normalizePhone } from './phone-number.js'

/**
 * Country calling codes (ITU-T E.164 assignments) by ISO 3166-1 region, for the shop's
 * country-code picker and the server's check of an international number (issue #31 "phones in
 * international form"). Where regions share a code (+1, +7), the first listed is the one a number
 * of that code is shown under when it is split back for editing.
 */
// biome-ignore format: a table, kept in rows by code length
export const CALLING_CODES = [
  ['US', '1'], ['CA', '1'], ['PR', '1'], ['DO', '1'], ['JM', '1'], ['TT', '1'], ['BS', '1'], ['BB', '1'],
  ['AG', '1'], ['AI', '1'], ['AS', '1'], ['BM', '1'], ['DM', '1'], ['GD', '1'], ['GU', '1'], ['KN', '1'],
  ['KY', '1'], ['LC', '1'], ['MP', '1'], ['MS', '1'], ['SX', '1'], ['TC', '1'], ['VC', '1'], ['VG', '1'],
  ['VI', '1'],
  ['RU', '7'], ['KZ', '7'],
  ['EG', '20'], ['ZA', '27'], ['GR', '30'], ['NL', '31'], ['BE', '32'], ['FR', '33'], ['ES', '34'],
  ['HU', '36'], ['IT', '39'], ['VA', '39'], ['RO', '40'], ['CH', '41'], ['AT', '43'], ['GB', '44'], ['GG', '44'], ['IM', '44'], ['JE', '44'], ['DK', '45'],
  ['SE', '46'], ['NO', '47'], ['SJ', '47'], ['PL', '48'], ['DE', '49'], ['PE', '51'], ['MX', '52'], ['CU', '53'],
  ['AR', '54'], ['BR', '55'], ['CL', '56'], ['CO', '57'], ['VE', '58'], ['MY', '60'], ['AU', '61'], ['CX', '61'], ['CC', '61'],
  ['ID', '62'], ['PH', '63'], ['NZ', '64'], ['SG', '65'], ['TH', '66'], ['JP', '81'], ['KR', '82'],
  ['VN', '84'], ['CN', '86'], ['TR', '90'], ['IN', '91'], ['PK', '92'], ['AF', '93'], ['LK', '94'],
  ['MM', '95'], ['IR', '98'],
  ['SS', '211'], ['MA', '212'], ['EH', '212'], ['DZ', '213'], ['TN', '216'], ['LY', '218'], ['GM', '220'], ['SN', '221'],
  ['MR', '222'], ['ML', '223'], ['GN', '224'], ['CI', '225'], ['BF', '226'], ['NE', '227'], ['TG', '228'],
  ['BJ', '229'], ['MU', '230'], ['LR', '231'], ['SL', '232'], ['GH', '233'], ['NG', '234'], ['TD', '235'],
  ['CF', '236'], ['CM', '237'], ['CV', '238'], ['ST', '239'], ['GQ', '240'], ['GA', '241'], ['CG', '242'],
  ['CD', '243'], ['AO', '244'], ['GW', '245'], ['IO', '246'], ['SC', '248'], ['SD', '249'], ['RW', '250'], ['ET', '251'],
  ['SO', '252'], ['DJ', '253'], ['KE', '254'], ['TZ', '255'], ['UG', '256'], ['BI', '257'], ['MZ', '258'],
  ['ZM', '260'], ['MG', '261'], ['RE', '262'], ['YT', '262'], ['ZW', '263'], ['NA', '264'], ['MW', '265'], ['LS', '266'],
  ['BW', '267'], ['SZ', '268'], ['KM', '269'], ['SH', '290'], ['ER', '291'], ['AW', '297'], ['FO', '298'], ['GL', '299'],
  ['GI', '350'], ['PT', '351'], ['LU', '352'], ['IE', '353'], ['IS', '354'], ['AL', '355'], ['MT', '356'],
  ['CY', '357'], ['FI', '358'], ['AX', '358'], ['BG', '359'], ['LT', '370'], ['LV', '371'], ['EE', '372'], ['MD', '373'],
  ['AM', '374'], ['BY', '375'], ['AD', '376'], ['MC', '377'], ['SM', '378'], ['UA', '380'], ['RS', '381'],
  ['ME', '382'], ['XK', '383'], ['HR', '385'], ['SI', '386'], ['BA', '387'], ['MK', '389'], ['CZ', '420'],
  ['SK', '421'], ['LI', '423'],
  ['BZ', '501'], ['GT', '502'], ['SV', '503'], ['HN', '504'], ['NI', '505'], ['CR', '506'], ['PA', '507'],
  ['HT', '509'], ['BO', '591'], ['GY', '592'], ['EC', '593'], ['PY', '595'], ['SR', '597'], ['UY', '598'],
  ['FK', '500'], ['PM', '508'], ['GP', '590'], ['BL', '590'], ['MF', '590'], ['GF', '594'], ['MQ', '596'],
  ['CW', '599'], ['BQ', '599'],
  ['TL', '670'], ['NF', '672'], ['BN', '673'], ['NR', '674'], ['PG', '675'], ['TO', '676'], ['SB', '677'],
  ['VU', '678'], ['FJ', '679'], ['PW', '680'], ['WF', '681'], ['CK', '682'], ['NU', '683'], ['WS', '685'],
  ['KI', '686'], ['NC', '687'], ['TV', '688'], ['PF', '689'], ['TK', '690'], ['FM', '691'], ['MH', '692'],
  ['KP', '850'], ['HK', '852'], ['MO', '853'], ['KH', '855'], ['LA', '856'], ['BD', '880'], ['TW', '886'],
  ['MV', '960'], ['LB', '961'], ['JO', '962'], ['SY', '963'], ['IQ', '964'], ['KW', '965'], ['SA', '966'],
  ['YE', '967'], ['OM', '968'], ['PS', '970'], ['AE', '971'], ['IL', '972'], ['BH', '973'], ['QA', '974'],
  ['BT', '975'], ['MN', '976'], ['NP', '977'], ['TJ', '992'], ['TM', '993'], ['AZ', '994'], ['GE', '995'],
  ['KG', '996'], ['UZ', '998'],
] as const satisfies readonly (readonly [string, string])[]

/** An ISO 3166-1 alpha-2 region of the table ("TH"). */
export type CallingRegion = (typeof CALLING_CODES)[number][0]

/**
 * Regions whose numbers keep their leading 0 after the country code (Italy, San Marino): everywhere
 * else a national number's leading 0 is the trunk prefix, dropped in international form
 * ("081 234 5678" in Thailand is +66 81 234 5678).
 */
const KEEPS_LEADING_ZERO: readonly string[] = ['39', '378']

/** The shop's languages and the region a shopper of that language most likely dials from. */
const LANGUAGE_REGION: Readonly<Record<string, CallingRegion>> = {
  en: 'US',
  zh: 'CN',
  jp: 'JP',
  kor: 'KR',
  tai: 'TH',
}

export function isCallingRegion(region: string): region is CallingRegion {
  return CALLING_CODES.some(([r]) => r === region)
}

/** "66" for "TH"; undefined for a region not in the table. */
export function callingCodeOf(region: string): string | undefined {
  return CALLING_CODES.find(([r]) => r === region)?.[1]
}

/** The table entry whose code starts `digits` (codes are prefix-free, E.164 §6.2.1). */
function entryOf(digits: string): (typeof CALLING_CODES)[number] | undefined {
  return CALLING_CODES.find(([, code]) => digits.startsWith(code))
}

/** An international number ("+..." after normalizePhone) starts with a calling code of the table. */
export function hasKnownCallingCode(phone: string): boolean {
  return !phone.startsWith('+') || entryOf(phone.slice(1)) !== undefined
}

/**
 * The stored (E.164) form of a number typed as region + national part. A national part typed with
 * its own "+" (a pasted "+66 81 234 5678") is taken as it is.
 */
export function composePhone(region: CallingRegion, national: string): string {
  const typed = normalizePhone(national)
  if (typed === '' || typed.startsWith('+')) return typed
  const code = callingCodeOf(region) ?? ''
  const digits = KEEPS_LEADING_ZERO.includes(code) ? typed : typed.replace(/^0/, '')
  return `+${code}${digits}`
}

/**
 * A stored number split back into the picker and the national field, for editing: `region` is
 * kept when its code is the number's (a +1 number stays under Canada), else the code's first
 * region. A number without a "+" (stored before #31) is all national under `region`.
 */
export function splitPhone(
  phone: string,
  region: CallingRegion,
): { region: CallingRegion; national: string } {
  const value = normalizePhone(phone)
  if (!value.startsWith('+')) return { region, national: value }
  const digits = value.slice(1)
  const code = callingCodeOf(region)
  if (code !== undefined && digits.startsWith(code)) return { region, national: digits.slice(code.length) }
  const entry = entryOf(digits)
  if (!entry) return { region, national: value }
  return { region: entry[0], national: digits.slice(entry[1].length) }
}

/**
 * The picker's default: the region of the first preferred locale that names one of the table
 * ("th-TH" -> TH), else the one most likely for the shop language, else the US.
 */
export function defaultCallingRegion(localeTags: readonly string[], language: string): CallingRegion {
  for (const tag of localeTags) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase()
    if (region && isCallingRegion(region)) return region
  }
  // Issue #45: only the table's own keys (a language named `constructor` is not one).
  return (Object.hasOwn(LANGUAGE_REGION, language) ? LANGUAGE_REGION[language] : undefined) ?? 'US'
}
