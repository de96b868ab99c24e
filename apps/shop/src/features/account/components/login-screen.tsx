import { Button, PasswordField, Tabs, TextField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { safeRedirectTarget } from '../../../lib/public-paths'
import { useServices } from '../../../lib/services'
import { takeLoginNotice } from '../../../lib/session/login-notice-cookie'
import { useSubmit } from '../../../lib/use-submit'
import { LOGIN_MODES, type LoginErrors, type LoginMode, validateLogin } from '../state/login-rules'

interface ModeField {
  label: 'username' | 'email' | 'mobile'
  type: 'text' | 'email' | 'tel'
  autoComplete: 'username' | 'email' | 'tel'
  inputMode: 'text' | 'email' | 'tel'
}

const MODE_FIELD: Readonly<Record<LoginMode, ModeField>> = {
  account: { label: 'username', type: 'text', autoComplete: 'username', inputMode: 'text' },
  email: { label: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
}

/** Login with account, email or phone and a password; back to the remembered page afterwards. */
export function LoginScreen({
  redirect,
  loginFirst = false,
}: {
  redirect: string | undefined
  /** Sent here from a page that needs a login (the guard, a guest's add to cart). */
  loginFirst?: boolean
}) {
  const { t } = useStrings('account', 'validation')
  const passwordToggle = { showLabel: t('showPassword'), hideLabel: t('hidePassword') }
  const { session, toast } = useServices()
  const navigate = useNavigate()
  const [mode, setMode] = useState<LoginMode>('account')
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<LoginErrors>({})
  const send = useSubmit(async (input: { account: string; password: string }) => {
    await session.login(input)
    toast.success(t('loginSuccess'))
    setPassword('')
    // shop-spec §6: back to the page that asked for the login, else / (which shows /home).
    await navigate({ to: safeRedirectTarget(redirect) ?? '/', replace: true })
    // Wrong credentials and other failures: the api client showed the server's msg (shop-spec §8).
  })
  const field = MODE_FIELD[mode]

  // shop-spec §6: the server sent a guest here from a protected page (issue #26); the guard's notice
  // shows once the page runs (after hydration, so the server's markup stays as it was). Issue #46:
  // on the form, where it stays, not in a toast.
  const [serverNotice, setServerNotice] = useState(false)
  useEffect(() => {
    if (takeLoginNotice(document)) setServerNotice(true)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateLogin(mode, { account, password })
    setErrors(found)
    if (Object.keys(found).length > 0) return
    void send.run({ account: account.trim(), password })
  }

  return (
    <Page title={t('title.login')} right={<LanguageSwitcher />}>
      <form className="form" onSubmit={submit} noValidate>
        {loginFirst || serverNotice ? (
          <p className="form__notice" role="status">
            {t('guard.loginFirst')}
          </p>
        ) : null}
        <Tabs
          items={LOGIN_MODES.map((key) => ({ key, label: t(MODE_FIELD[key].label) }))}
          activeKey={mode}
          onChange={(key) => {
            setMode(key as LoginMode)
            setErrors({})
          }}
          label={t('account')}
          sticky={false}
        />
        <TextField
          label={t(field.label)}
          value={account}
          onChange={setAccount}
          type={field.type}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          placeholder={t('accountPlaceholder')}
          error={errors.account ? t(messageI18nKey(errors.account)) : undefined}
          clearLabel={t('clear')}
        />
        <PasswordField
          label={t('password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          placeholder={t('passwordPlaceholder')}
          error={errors.password ? t(messageI18nKey(errors.password)) : undefined}
          {...passwordToggle}
        />
        <Button type="submit" block loading={send.busy} loadingText={t('loggingIn')}>
          {t('login')}
        </Button>
        <div className="form__links">
          <Link to="/register" search={redirect ? { redirect } : {}} className="link">
            {t('noAccount')}
          </Link>
          <Link to="/forgotPassword" className="link">
            {t('forgotPassword')}
          </Link>
        </div>
      </form>
    </Page>
  )
}
