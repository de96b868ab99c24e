import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AlertSettings } from '../../../lib/alert-settings'
import { useServices } from '../../../lib/services'
import { alertSettingsAtom } from './alert-state'

/**
 * Issue #44: each alert is a setting of this device. Desktop notices ask the browser's permission
 * when they are turned on (the moment the agent shows they want them), and say so when the browser
 * refuses or cannot show them.
 */
export function AlertSettingsMenu() {
  const { t } = useTranslation()
  const { alerts, alertSettings } = useServices()
  const [settings, setSettings] = useAtom(alertSettingsAtom)
  const [permission, setPermission] = useState(() => alerts.permission())
  const save = (next: AlertSettings) => {
    setSettings(next)
    alertSettings.write(next)
  }
  const toggleDesktop = async (on: boolean) => {
    if (!on) return save({ ...settings, desktop: false })
    const answer = permission === 'granted' ? permission : await alerts.requestPermission()
    setPermission(answer)
    save({ ...settings, desktop: answer === 'granted' })
  }
  return (
    <details className="alert-settings">
      <summary>{t('alerts.settings')}</summary>
      <fieldset className="alert-settings__panel">
        <legend className="sr-only">{t('alerts.settings')}</legend>
        <label>
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(e) => save({ ...settings, sound: e.target.checked })}
          />{' '}
          {t('alerts.sound')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={settings.desktop}
            disabled={permission === 'unsupported'}
            onChange={(e) => void toggleDesktop(e.target.checked)}
          />{' '}
          {t('alerts.desktop')}
        </label>
        {permission === 'denied' && <p className="small form-error">{t('alerts.blocked')}</p>}
        {permission === 'unsupported' && <p className="small muted">{t('alerts.unsupported')}</p>}
        <label>
          <input
            type="checkbox"
            checked={settings.title}
            onChange={(e) => save({ ...settings, title: e.target.checked })}
          />{' '}
          {t('alerts.title')}
        </label>
      </fieldset>
    </details>
  )
}

/** The Inbox link's label with the unread messages waiting (issue #44). */
export function InboxNavLabel({ label, unread }: { label: string; unread: number }) {
  const { t } = useTranslation()
  return (
    <>
      {label}
      {unread > 0 && (
        <>
          <span className="badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
          <span className="sr-only">{t('alerts.unreadMessages', { count: unread })}</span>
        </>
      )}
    </>
  )
}
