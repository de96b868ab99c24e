import { FALLBACK_LANGUAGE, LANGUAGES, type Language, resolveLanguage } from '@crossmart/api-client'

/** shop-spec §9: interface languages, fallback en (the contract's list and `Lang` alias table). */
export const SERVER_LANGUAGES = LANGUAGES
export type ServerLanguage = Language
export { FALLBACK_LANGUAGE, resolveLanguage }

export type Localized = Record<ServerLanguage, string>

export function isServerLanguage(value: string): value is ServerLanguage {
  return (SERVER_LANGUAGES as readonly string[]).includes(value)
}

/** Fills `{name}` placeholders. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    // Issue #45: a placeholder names a param given, never an inherited property.
    const value = Object.hasOwn(params, name) ? params[name] : undefined
    return value === undefined ? whole : String(value)
  })
}
