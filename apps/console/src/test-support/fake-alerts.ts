import type { AlertDevice, DesktopNotice, NotificationPermissionState } from '../lib/alert-device'
import { type AlertSettings, type AlertSettingsStore, DEFAULT_ALERT_SETTINGS } from '../lib/alert-settings'

/** An alert device that records what it was asked to do, with a permission the test sets. */
export function createFakeAlertDevice(permission: NotificationPermissionState = 'default') {
  const state = { permission, chimes: 0, notices: [] as DesktopNotice[], asked: 0 }
  const device: AlertDevice = {
    chime: () => {
      state.chimes += 1
    },
    permission: () => state.permission,
    requestPermission: async () => {
      state.asked += 1
      return state.permission
    },
    notify: (notice) => {
      state.notices.push(notice)
    },
  }
  return { device, state }
}

/** Settings kept in memory, starting from `initial`. */
export function createMemoryAlertSettings(
  initial: AlertSettings = DEFAULT_ALERT_SETTINGS,
): AlertSettingsStore {
  let kept = initial
  return {
    read: () => kept,
    write: (settings) => {
      kept = settings
    },
  }
}
