import type { ValidationMessageKey } from '@crossmart/api-client'
import { interpolate, type ServerLanguage } from './languages'
import { SERVER_MESSAGES, type ServerMessageKey } from './server-messages'
import { VALIDATION_MESSAGES } from './validation-messages'

/** Localized text for a server message key (falls back to en when a translation is empty). */
export function translate(
  lang: ServerLanguage,
  key: ServerMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const entry = SERVER_MESSAGES[key]
  return interpolate(entry[lang] || entry.en, params)
}

export function translateValidation(lang: ServerLanguage, key: ValidationMessageKey): string {
  const entry = VALIDATION_MESSAGES[key]
  return entry[lang] || entry.en
}
