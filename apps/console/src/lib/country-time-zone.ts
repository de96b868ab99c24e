/**
 * Issue #44 "Who the shopper is": a country's time zone (IANA), for the shopper's local time. A
 * country that spans several zones gets the zone most of its people live in (the US: New York,
 * Russia: Moscow, Brazil: São Paulo, Australia: Sydney); the panel says the zone it used.
 */
// biome-ignore format: a table, kept in rows
const ZONE_OF_COUNTRY: Readonly<Record<string, string>> = {
  US: 'America/New_York', CA: 'America/Toronto', MX: 'America/Mexico_City', BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires', CL: 'America/Santiago', CO: 'America/Bogota', PE: 'America/Lima',
  VE: 'America/Caracas', GB: 'Europe/London', IE: 'Europe/Dublin', FR: 'Europe/Paris', DE: 'Europe/Berlin',
  ES: 'Europe/Madrid', PT: 'Europe/Lisbon', IT: 'Europe/Rome', NL: 'Europe/Amsterdam', BE: 'Europe/Brussels',
  CH: 'Europe/Zurich', AT: 'Europe/Vienna', SE: 'Europe/Stockholm', NO: 'Europe/Oslo', DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki', PL: 'Europe/Warsaw', CZ: 'Europe/Prague', HU: 'Europe/Budapest', RO: 'Europe/Bucharest',
  GR: 'Europe/Athens', TR: 'Europe/Istanbul', UA: 'Europe/Kyiv', RU: 'Europe/Moscow', IL: 'Asia/Jerusalem',
  AE: 'Asia/Dubai', SA: 'Asia/Riyadh', EG: 'Africa/Cairo', ZA: 'Africa/Johannesburg', NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi', MA: 'Africa/Casablanca', IN: 'Asia/Kolkata', PK: 'Asia/Karachi', BD: 'Asia/Dhaka',
  LK: 'Asia/Colombo', NP: 'Asia/Kathmandu', CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', MO: 'Asia/Macau',
  TW: 'Asia/Taipei', JP: 'Asia/Tokyo', KR: 'Asia/Seoul', MN: 'Asia/Ulaanbaatar', TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh', KH: 'Asia/Phnom_Penh', LA: 'Asia/Vientiane', MM: 'Asia/Yangon', MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore', ID: 'Asia/Jakarta', PH: 'Asia/Manila', AU: 'Australia/Sydney', NZ: 'Pacific/Auckland',
  KZ: 'Asia/Almaty', UZ: 'Asia/Tashkent',
}

/** The IANA zone of an ISO 3166-1 alpha-2 country, or null when the table has none. */
export function timeZoneOfCountry(country: string | null): string | null {
  if (country === null) return null
  return Object.hasOwn(ZONE_OF_COUNTRY, country) ? ZONE_OF_COUNTRY[country]! : null
}

/** The time now in `timeZone`, in the reader's locale ("14:05", "下午2:05"), with the weekday. */
export function localTimeIn(timeZone: string, now: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(now)
}

/** A country's name in the reader's locale ("Thailand", "泰国"); the code when Intl has none. */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
  } catch {
    return country
  }
}

/** A language's name in the reader's locale, from a BCP 47 tag ("ja-JP" -> "Japanese"). */
export function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag
  } catch {
    return tag
  }
}
