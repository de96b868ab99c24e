import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from '../lib/language/language-atoms'
import { ShellIcon } from './shell-icon'
import './language-switcher.css'

// The sheet loads when it is first opened: /home's first download carries only this button
// (README "Performance budget").
const LanguageSheet = lazy(() => import('./language-sheet').then((m) => ({ default: m.LanguageSheet })))

/**
 * Issue #31: a guest's language switcher (the /home header, /login and /register): a compact button
 * naming the current language in its own words, opening a sheet of the five. /language itself
 * stays behind the guard (shop-spec §2).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const current = useAtomValue(languageAtom)
  const [open, setOpen] = useState(false)
  const name = t(`languageSwitch.names.${current}`)
  return (
    <>
      <button
        type="button"
        className="language-switch"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('languageSwitch.open', { name })}
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="globe" size={18} />
        <span lang={INTL_LOCALE[current]}>{name}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
