import { userSetLanguage } from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { Page } from '../../../components/page'
import { RadioGroup } from '../../../components/radio-group'
import { INTL_LOCALE, LANGUAGES, type Language } from '../../../i18n/languages'
import { useStrings } from '../../../i18n/use-strings'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useServices } from '../../../lib/services'
import { isLoggedInAtom } from '../../../lib/session/session-atoms'

/** Language choice (shop-spec §3/§9): stored in localStorage Lang; the server learns it too when logged in. */
export function LanguageScreen() {
  const { t } = useStrings('me')
  const { language, api, toast, i18n, notifyError } = useServices()
  const current = useAtomValue(languageAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const choose = (code: Language) => {
    if (code === current) return
    language.set(code).then(
      () => {
        toast.success(i18n.t('me:languageScreen.changed'))
        if (loggedIn) api.call(userSetLanguage, { lang: code }).catch(() => undefined)
      },
      (error: unknown) => notifyError(error),
    )
  }
  return (
    <Page title={t('title.language')}>
      <RadioGroup
        options={LANGUAGES.map((code) => ({
          value: code,
          // Each name is written in its own language: a BCP 47 tag, not the code (issue #46).
          lang: INTL_LOCALE[code],
          label: (
            <>
              <span>{t(`languageScreen.names.${code}`)}</span>
              {code === current ? <span aria-hidden="true">✓</span> : null}
            </>
          ),
        }))}
        value={current}
        onChange={choose}
        ariaLabel={t('languageScreen.choose')}
        className="section option-list"
        optionClassName={(_code, checked) => (checked ? 'option is-active' : 'option')}
      />
    </Page>
  )
}
