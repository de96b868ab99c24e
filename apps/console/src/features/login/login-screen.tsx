import {
  API_CODE,
  ApiError,
  type ConsoleMe,
  consoleMe,
  parseRequest,
  userLogin,
  userLogout,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { errorText, fieldErrors } from '../../lib/error-text'
import { useServices } from '../../lib/services'

/**
 * Staff and operators log in with their account (the shop's login). A shopper's account is
 * refused by /api/console/me (code 1003) and the session is not kept.
 */
export function LoginScreen({ onLoggedIn }: { onLoggedIn(token: string, me: ConsoleMe): void }) {
  const { t } = useTranslation()
  const { api, tokenStore } = useServices()
  const id = useId()
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  return (
    <main className="login">
      <form
        className="login__card"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const input = { account, password }
          const parsed = parseRequest(userLogin, input)
          if (!parsed.ok) {
            setFields(fieldErrors(parsed.issues, t))
            return
          }
          setFields({})
          setError(null)
          setPending(true)
          try {
            const { userinfo } = await api.call(userLogin, input)
            // The api client sends the stored token: keep it only if the account may use the console.
            tokenStore.write(userinfo.token)
            try {
              onLoggedIn(userinfo.token, await api.call(consoleMe))
            } catch (refused) {
              // A shopper's fresh session is ended at once (best effort: the refusal is what matters).
              await api.call(userLogout).catch(() => undefined)
              tokenStore.write(null)
              throw refused
            }
          } catch (failure) {
            setError(
              failure instanceof ApiError && failure.code === API_CODE.forbidden
                ? t('login.notStaff')
                : errorText(failure, t),
            )
          } finally {
            setPending(false)
          }
        }}
      >
        <h1 id={`${id}-title`}>{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <label htmlFor={`${id}-account`}>{t('login.account')}</label>
        <input
          id={`${id}-account`}
          autoComplete="username"
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          aria-invalid={Boolean(fields['account'])}
        />
        <FieldError id={`${id}-account-error`} text={fields['account']} />
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(fields['password'])}
        />
        <FieldError id={`${id}-password-error`} text={fields['password']} />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={pending}>
          {pending ? t('common.loading') : t('login.submit')}
        </button>
      </form>
    </main>
  )
}
