import {
  type EndpointRequest,
  parseRequest,
  userRegister,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { Button, PasswordField, TextField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { fieldBinder } from '../../../lib/field-binder'
import { safeRedirectTarget } from '../../../lib/public-paths'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'

const FIELDS = ['username', 'email', 'mobile', 'password', 'confirmPassword', 'inviteCode'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field, ValidationMessageKey>>

/** Register: the contract's schema (shop-spec §5 rules) checks the form before it is sent. */
export function RegisterScreen({ redirect }: { redirect: string | undefined }) {
  const { t } = useStrings('account', 'validation')
  const passwordToggle = { showLabel: t('showPassword'), hideLabel: t('hidePassword') }
  const { session, toast } = useServices()
  const navigate = useNavigate()
  const [values, setValues] = useState<Values>({
    username: '',
    email: '',
    mobile: '',
    password: '',
    confirmPassword: '',
    inviteCode: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const send = useSubmit(async (input: EndpointRequest<typeof userRegister>) => {
    await session.register(input)
    toast.success(t('registerSuccess'))
    await navigate({ to: safeRedirectTarget(redirect) ?? '/', replace: true })
    // A failure (e.g. account exists): the toast was shown by the api client (shop-spec §8).
  })
  const field = fieldBinder(values, setValues, errors, (key) => t(messageI18nKey(key)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = { ...values, inviteCode: values.inviteCode.trim() || undefined }
    const parsed = parseRequest(userRegister, input)
    if (!parsed.ok) {
      const found: Errors = {}
      for (const issue of parsed.issues) {
        const field = issue.path as Field
        if (FIELDS.includes(field) && !found[field]) found[field] = issue.messageKey
      }
      setErrors(found)
      return
    }
    setErrors({})
    void send.run(parsed.data)
  }

  return (
    <Page title={t('title.register')} right={<LanguageSwitcher />}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('username')} autoComplete="username" {...field('username')} />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <TextField label={t('mobile')} type="tel" inputMode="tel" autoComplete="tel" {...field('mobile')} />
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          {...passwordToggle}
          {...field('password')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...passwordToggle}
          {...field('confirmPassword')}
        />
        <TextField label={t('inviteCode')} {...field('inviteCode')} />
        <Button type="submit" block loading={send.busy} loadingText={t('registering')}>
          {t('register')}
        </Button>
        <div className="form__links">
          <Link to="/login" search={redirect ? { redirect } : {}} className="link">
            {t('haveAccount')}
          </Link>
        </div>
      </form>
    </Page>
  )
}
