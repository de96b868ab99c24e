/** shop-spec §9: interface languages, fallback en. */
export const SERVER_LANGUAGES = ['en', 'zh', 'jp', 'kor', 'tai'] as const
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number]
export const FALLBACK_LANGUAGE: ServerLanguage = 'en'

export type Localized = Record<ServerLanguage, string>

/** Other spellings the app or a browser may send in `Lang` (shop-spec §3: default stored value zh-CN). */
const ALIASES: Readonly<Record<string, ServerLanguage>> = {
  en: 'en',
  'en-us': 'en',
  'en-gb': 'en',
  zh: 'zh',
  'zh-cn': 'zh',
  'zh-tw': 'zh',
  'zh-hk': 'zh',
  cn: 'zh',
  jp: 'jp',
  ja: 'jp',
  'ja-jp': 'jp',
  kor: 'kor',
  ko: 'kor',
  'ko-kr': 'kor',
  tai: 'tai',
  th: 'tai',
  'th-th': 'tai',
}

/** Maps a `Lang` header value to a supported language; anything unknown falls back to en. */
export function resolveLanguage(header: string | undefined | null): ServerLanguage {
  if (!header) return FALLBACK_LANGUAGE
  return ALIASES[header.trim().toLowerCase()] ?? FALLBACK_LANGUAGE
}

export function isServerLanguage(value: string): value is ServerLanguage {
  return (SERVER_LANGUAGES as readonly string[]).includes(value)
}

/** Fills `{name}` placeholders. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}
