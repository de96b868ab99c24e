import { userSetLanguage } from '@crossmart/api-client'
import { Sheet } from '@crossmart/ui-kit'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { INTL_LOCALE, LANGUAGES, type Language } from '../i18n/languages'
import { languageAtom } from '../lib/language/language-atoms'
import { useServices } from '../lib/services'
import { isLoggedInAtom } from '../lib/session/session-atoms'
import { RadioGroup } from './radio-group'

/**
 * The five languages by their own names (issue #31). A choice applies in place: the language
 * service loads the strings the page uses, switches i18next and stores it in localStorage and the
 * `Lang` cookie (shop-spec §3); a logged-in shopper's server learns it too, as on /language.
 */
export function LanguageSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { language, api, notifyError } = useServices()
  const current = useAtomValue(languageAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const choose = (code: Language) => {
    onClose()
    if (code === current) return
    language.set(code).then(
      () => {
        if (loggedIn) api.call(userSetLanguage, { lang: code }).catch(() => undefined)
      },
      (error: unknown) => notifyError(error),
    )
  }
  return (
    <Sheet open onClose={onClose} title={t('languageSwitch.title')} closeLabel={t('common.close')}>
      <RadioGroup
        options={LANGUAGES.map((code) => ({
          value: code,
          lang: INTL_LOCALE[code],
          label: (
            <>
              <span>{t(`languageSwitch.names.${code}`)}</span>
              {code === current ? <span aria-hidden="true">✓</span> : null}
            </>
          ),
        }))}
        value={current}
        onChange={choose}
        ariaLabel={t('languageSwitch.title')}
        className="option-list pad-x"
        optionClassName={(_code, checked) => (checked ? 'option is-active' : 'option')}
      />
    </Sheet>
  )
}
