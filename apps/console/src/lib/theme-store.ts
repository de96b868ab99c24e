import type { Theme } from './session'

export interface ThemeStore {
  read(): Theme
  write(theme: Theme): void
}

/**
 * Issue #44: the theme a staff member chose, kept on this device; until they choose, the system's
 * (prefers-color-scheme). A storage that throws (private mode) keeps the choice for this page only.
 */
export function createThemeStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  systemPrefersDark: () => boolean,
  key = 'console-theme',
): ThemeStore {
  return {
    read() {
      try {
        const stored = storage.getItem(key)
        if (stored === 'light' || stored === 'dark') return stored
      } catch {
        // Unreadable: the system's choice.
      }
      return systemPrefersDark() ? 'dark' : 'light'
    },
    write(theme) {
      try {
        storage.setItem(key, theme)
      } catch {
        // Not kept: the next visit follows the system again.
      }
    },
  }
}
