import type { LocalizedText } from '../db/schema/localized'
import { FALLBACK_LANGUAGE, SERVER_LANGUAGES, type ServerLanguage } from '../i18n/languages'

/**
 * A category's name in `lang`, falling back as product names do (the language asked, then English),
 * then to any language it was named in: the operator must give one name, not five (issue #48).
 */
export function categoryNameOf(names: Partial<LocalizedText>, lang: ServerLanguage, slug = ''): string {
  const chosen = names[lang] || names[FALLBACK_LANGUAGE]
  if (chosen) return chosen
  for (const other of SERVER_LANGUAGES) if (names[other]) return names[other] as string
  return slug
}

/** Only the names given: blank languages are left out, so they fall back instead of showing ''. */
export function givenNames(
  names: Partial<Record<keyof LocalizedText, string | undefined>>,
): Partial<LocalizedText> {
  const kept: Partial<LocalizedText> = {}
  for (const lang of SERVER_LANGUAGES) {
    const name = names[lang]?.trim()
    if (name) kept[lang] = name
  }
  return kept
}
