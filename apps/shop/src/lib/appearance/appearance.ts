import { atom, type Store } from 'jotai'
import type { KeyValueStorage } from '../language/language-storage'

/** The appearance a shopper picks in /setting: follow the system, or pin light or dark. */
export const APPEARANCES = ['system', 'light', 'dark'] as const
export type Appearance = (typeof APPEARANCES)[number]

/** Stored next to `Lang` in localStorage. */
export const APPEARANCE_STORAGE_KEY = 'Appearance'

/** The ui-kit themes read `data-theme` on <html> (light, dark; absent: the system's). */
export const THEME_ATTRIBUTE = 'data-theme'

export const appearanceAtom = atom<Appearance>('system')

export function parseAppearance(value: string | null | undefined): Appearance {
  return (APPEARANCES as readonly string[]).includes(value ?? '') ? (value as Appearance) : 'system'
}

/** Where the theme attribute goes (document.documentElement in the browser). */
export type ThemeRoot = Pick<Element, 'setAttribute' | 'removeAttribute'>

export interface AppearanceService {
  /** Reads the stored choice and applies it (before the first render, so no flash). */
  restore(): void
  set(appearance: Appearance): void
}

export function createAppearanceService({
  store,
  storage,
  root,
}: {
  store: Store
  storage: KeyValueStorage
  root?: ThemeRoot | undefined
}): AppearanceService {
  const apply = (appearance: Appearance) => {
    store.set(appearanceAtom, appearance)
    if (!root) return
    if (appearance === 'system') root.removeAttribute(THEME_ATTRIBUTE)
    else root.setAttribute(THEME_ATTRIBUTE, appearance)
  }
  return {
    restore() {
      let stored: string | null = null
      try {
        stored = storage.getItem(APPEARANCE_STORAGE_KEY)
      } catch {
        // Storage can throw (private mode): the system's appearance.
      }
      apply(parseAppearance(stored))
    },
    set(appearance) {
      try {
        storage.setItem(APPEARANCE_STORAGE_KEY, appearance)
      } catch {
        // Not persisted; the choice still applies to this visit.
      }
      apply(appearance)
    },
  }
}
