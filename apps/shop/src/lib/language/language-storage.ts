import { negotiateLanguage } from '@crossmart/api-client'
import { DEFAULT_STORED_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../../i18n/languages'
import type { CookieDocument } from '../session/token-cookie'
import { writeLanguageCookie } from './language-cookie'

/** The slice of localStorage the app needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export interface LanguageStorage {
  read(): string
  write(value: string): void
}

/**
 * shop-spec §3: the language is stored under `Lang`; the default stored value is zh-CN. With
 * `cookies`, every write is mirrored into the `Lang` cookie the server renders with (issue #26).
 * Nothing stored yet (a first visit): the first of `browserLanguages` (navigator.languages) that is
 * one of the five, as the server picks from Accept-Language (issue #31), else the spec's default.
 */
export function createLanguageStorage(
  storage: KeyValueStorage,
  cookies?: CookieDocument,
  browserLanguages: readonly string[] = [],
): LanguageStorage {
  const firstVisit = () => negotiateLanguage(browserLanguages) ?? DEFAULT_STORED_LANGUAGE
  return {
    read() {
      try {
        return storage.getItem(LANGUAGE_STORAGE_KEY) || firstVisit()
      } catch {
        // Storage can throw (private mode, disabled): keep the first visit's choice.
        return firstVisit()
      }
    },
    write(value) {
      if (cookies) writeLanguageCookie(cookies, value)
      try {
        storage.setItem(LANGUAGE_STORAGE_KEY, value)
      } catch {
        // Not persisted; the choice still applies to this visit.
      }
    },
  }
}
