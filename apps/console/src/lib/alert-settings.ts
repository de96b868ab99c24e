/** What alerts a staff member wants (issue #44): each one a setting, kept on this device. */
export interface AlertSettings {
  sound: boolean
  desktop: boolean
  /** The count of unread messages in the browser tab's title. */
  title: boolean
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { sound: true, desktop: false, title: true }

export interface AlertSettingsStore {
  read(): AlertSettings
  write(settings: AlertSettings): void
}

/**
 * localStorage under one key as JSON; anything unreadable (another version's shape, private mode)
 * falls back to the defaults field by field, never to an error.
 */
export function createAlertSettingsStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key = 'console-alerts',
): AlertSettingsStore {
  return {
    read() {
      try {
        const stored = JSON.parse(storage.getItem(key) ?? '{}') as Partial<
          Record<keyof AlertSettings, unknown>
        >
        const flag = (name: keyof AlertSettings) =>
          typeof stored[name] === 'boolean' ? (stored[name] as boolean) : DEFAULT_ALERT_SETTINGS[name]
        return { sound: flag('sound'), desktop: flag('desktop'), title: flag('title') }
      } catch {
        return DEFAULT_ALERT_SETTINGS
      }
    },
    write(settings) {
      try {
        storage.setItem(key, JSON.stringify(settings))
      } catch {
        // Not kept: this page still uses the new settings until it is closed.
      }
    },
  }
}
