import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from '../lib/language/language-atoms'
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
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path
            d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
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
