/**
 * Postcodes checked loosely per country (issue #31 "the address has a country, region and
 * postcode"): where a country's format is simple and stable it is checked here; any other country
 * takes 2 to 10 letters, digits, spaces or dashes. Upper case, as the post offices print them.
 */
const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(?:-?\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  BR: /^\d{5}-?\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  TW: /^\d{3}(?:\d{2,3})?$/,
  CN: /^\d{6}$/,
  IN: /^\d{6}$/,
  SG: /^\d{6}$/,
  VN: /^\d{6}$/,
  RU: /^\d{6}$/,
  KR: /^\d{5}$/,
  TH: /^\d{5}$/,
  MY: /^\d{5}$/,
  ID: /^\d{5}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  MX: /^\d{5}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PH: /^\d{4}$/,
}

const ANY_POSTCODE = /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/

/** The stored form: trimmed, inner runs of spaces made one, upper case ("sw1a  1aa" -> "SW1A 1AA"). */
export function normalizePostcode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** Whether `postcode` (normalized) fits `country`'s format; an empty postcode always does (optional). */
export function isPostcodeValid(country: string, postcode: string): boolean {
  if (postcode === '') return true
  // Issue #45: only the table's own keys (a country named `constructor` found Object and threw).
  const pattern = Object.hasOwn(POSTCODE_PATTERNS, country) ? POSTCODE_PATTERNS[country] : undefined
  return (pattern ?? ANY_POSTCODE).test(postcode)
}
