import { type EndpointRequest, userResetPwd } from '@crossmart/api-client'
import { Button, PasswordField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { fieldBinder } from '../../../lib/field-binder'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import {
  checkPasswordChange,
  EMPTY_PASSWORDS,
  type PasswordErrors,
  type PasswordValues,
} from '../state/password-rules'

/**
 * /changePassword and /passwords for a logged-in shopper: old, new, confirm (shop-spec §5). After
 * the change every session ends (shop-spec §4: a password reset clears token and user info), so
 * the shopper logs in again.
 */
export function ChangePasswordScreen({ titleKey }: { titleKey: 'title.changePassword' | 'title.passwords' }) {
  const { t } = useStrings('settings', 'validation')
  const { api, session, toast } = useServices()
  const navigate = useNavigate()
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const field = fieldBinder(values, setValues, errors, (key) => t(messageI18nKey(key)))
  const toggle = { showLabel: t('password.show'), hideLabel: t('password.hide') }
  const change = useSubmit(async (input: EndpointRequest<typeof userResetPwd>) => {
    await api.call(userResetPwd, input)
    setValues(EMPTY_PASSWORDS)
    session.clear()
    toast.success(t('password.changed'))
    await navigate({ to: '/login', replace: true })
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const check = checkPasswordChange(values)
    setErrors(check.ok ? {} : check.errors)
    if (check.ok) void change.run(check.input)
  }
  return (
    <Page title={t(titleKey)}>
      <form className="form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('password.old')}
          autoComplete="current-password"
          {...toggle}
          {...field('oldPassword')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          hint={t('password.rule')}
          {...toggle}
          {...field('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          {...toggle}
          {...field('confirmPassword')}
        />
        <Button type="submit" block loading={change.busy} loadingText={t('password.submitting')}>
          {t('password.submit')}
        </Button>
        <div className="form__links">
          <Link to="/forgotPassword" className="link">
            {t('password.forgot')}
          </Link>
        </div>
      </form>
    </Page>
  )
}
