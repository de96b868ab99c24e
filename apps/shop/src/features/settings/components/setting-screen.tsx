import { userLanguageList, userSetLanguage } from '@crossmart/api-client'
import { Button, Dialog } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { version } from '../../../../package.json'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { RadioGroup } from '../../../components/radio-group'
import { LANGUAGES, type Language } from '../../../i18n/languages'
import { useStrings } from '../../../i18n/use-strings'
import { APPEARANCES, type Appearance, appearanceAtom } from '../../../lib/appearance/appearance'
import { browserCaches, clearAppCache } from '../../../lib/clear-cache'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useServices } from '../../../lib/services'
import { useIsLoggedIn } from '../../../lib/session/use-session'
import { useRequest } from '../../../lib/use-request'
import { useSubmit } from '../../../lib/use-submit'
import './settings.css'

const APPEARANCE_LABEL = {
  system: 'setting.appearanceSystem',
  light: 'setting.appearanceLight',
  dark: 'setting.appearanceDark',
} as const satisfies Record<Appearance, string>

type Confirming = 'logout' | 'clearCache' | null

/** /setting: language, appearance, cache, about, log out (shop-spec §2 settings). */
export function SettingScreen() {
  const { t } = useStrings('settings', 'me')
  const { api, language, appearance, session, store, toast, notifyError } = useServices()
  const navigate = useNavigate()
  const loggedIn = useIsLoggedIn()
  const current = useAtomValue(languageAtom)
  const currentAppearance = useAtomValue(appearanceAtom)
  const [confirming, setConfirming] = useState<Confirming>(null)
  // The server's list; on failure the languages built into the app (shop-spec §9).
  const languages = useRequest(() => api.call(userLanguageList), [api])

  const options =
    languages.status === 'success'
      ? languages.data.list.map((item) => ({ code: item.code, name: item.name }))
      : LANGUAGES.map((code) => ({ code, name: t(`me:languageScreen.names.${code}`) }))

  const chooseLanguage = (code: Language) => {
    if (code === current) return
    language.set(code).then(
      () => {
        toast.success(t('setting.languageChanged'))
        if (loggedIn) api.call(userSetLanguage, { lang: code }).catch(() => undefined)
      },
      (error: unknown) => notifyError(error),
    )
  }
  const clearCache = useSubmit(async () => {
    await clearAppCache(store, browserCaches())
    setConfirming(null)
    toast.success(t('setting.cacheCleared'))
  })
  const logout = useSubmit(async () => {
    try {
      await session.logout()
    } catch {
      // shop-spec §4: logout clears the session even when the server call failed.
      session.clear()
    }
    setConfirming(null)
    toast.show(t('setting.loggedOut'))
    await navigate({ to: '/login' })
  })

  return (
    <Page title={t('title.setting')}>
      {loggedIn ? (
        <section className="section" aria-label={t('setting.account')}>
          <h2 className="section__title">{t('setting.account')}</h2>
          <ul className="link-list">
            <li>
              <Link to="/profile" className="link-row">
                <Icon name="user" size={20} />
                <span>{t('setting.profile')}</span>
                <Icon name="chevron" size={16} />
              </Link>
            </li>
            <li>
              <Link to="/security" className="link-row">
                <Icon name="lock" size={20} />
                <span>{t('setting.security')}</span>
                <Icon name="chevron" size={16} />
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
      <section className="section" aria-label={t('setting.language')}>
        <h2 className="section__title">{t('setting.language')}</h2>
        {languages.status === 'error' ? (
          <p className="pad muted small">{t('setting.languageListFailed')}</p>
        ) : null}
        <RadioGroup
          options={options.map((item) => ({
            value: item.code,
            lang: item.code,
            label: (
              <>
                <span>{item.name}</span>
                {item.code === current ? <span aria-hidden="true">✓</span> : null}
              </>
            ),
          }))}
          value={current}
          onChange={chooseLanguage}
          ariaLabel={t('setting.language')}
          className="option-list"
          optionClassName={(_code, checked) => (checked ? 'option is-active' : 'option')}
        />
      </section>
      <section className="section" aria-label={t('setting.appearance')}>
        <h2 className="section__title">{t('setting.appearance')}</h2>
        <RadioGroup
          options={APPEARANCES.map((value) => ({ value, label: t(APPEARANCE_LABEL[value]) }))}
          value={currentAppearance}
          onChange={(value) => appearance.set(value)}
          ariaLabel={t('setting.appearance')}
          className="segmented"
          optionClassName={() => 'segmented__option'}
        />
      </section>
      <section className="section" aria-label={t('setting.preferences')}>
        <ul className="link-list">
          <li>
            <button type="button" className="link-row" onClick={() => setConfirming('clearCache')}>
              <span>{t('setting.clearCache')}</span>
              <Icon name="chevron" size={16} />
            </button>
          </li>
          <li>
            <Link to="/platform" className="link-row">
              <span>{t('setting.platform')}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
          <li className="link-row">
            <span>{t('setting.about')}</span>
            <span className="setting-value">{t('setting.version', { version })}</span>
          </li>
        </ul>
      </section>
      {loggedIn ? (
        <div className="pad">
          <Button block variant="secondary" onClick={() => setConfirming('logout')}>
            {t('setting.logout')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming === 'logout'}
        title={t('setting.logout')}
        message={t('setting.logoutConfirm')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmBusy={logout.busy}
        onConfirm={() => void logout.run()}
        onCancel={() => setConfirming(null)}
      />
      <Dialog
        open={confirming === 'clearCache'}
        title={t('setting.clearCache')}
        message={t('setting.clearCacheConfirm')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmBusy={clearCache.busy}
        onConfirm={() => void clearCache.run()}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  )
}
