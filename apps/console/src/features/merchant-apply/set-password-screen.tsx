import { merchantSetPassword } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { FieldError } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { useSubmit } from '../../lib/use-submit'

/**
 * `/console/set-password?code=`: the new shop owner chooses a password with the one-time code of
 * the mailed link (the reset flow's password rules), then signs in with the contact email.
 */
export function SetPasswordScreen({ code }: { code: string }) {
  const { t } = useMerchantStrings()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [account, setAccount] = useState<string | null>(null)
  const { submit, pending, fields, error } = useSubmit(merchantSetPassword)
  return (
    <main className="login">
      <form
        className="login__card"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          const answer = await submit({ code, newPassword: password, confirmPassword: confirm })
          if (answer) setAccount(answer.account)
        }}
      >
        <h1 id={`${id}-title`}>{t('merchants.setPasswordTitle')}</h1>
        {account ? (
          <>
            <p role="status">{t('merchants.passwordSet', { account })}</p>
            <a href="/console/">{t('merchants.signIn')}</a>
          </>
        ) : code === '' ? (
          <p className="form-error" role="alert">
            {t('merchants.linkIncomplete')}
          </p>
        ) : (
          <>
            <p className="muted">{t('merchants.setPasswordIntro')}</p>
            <label htmlFor={`${id}-password`}>{t('merchants.newPassword')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(fields['newPassword'])}
              aria-describedby={`${id}-password-error`}
            />
            <FieldError id={`${id}-password-error`} text={fields['newPassword']} />
            <label htmlFor={`${id}-confirm`}>{t('merchants.confirmPassword')}</label>
            <input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={Boolean(fields['confirmPassword'])}
              aria-describedby={`${id}-confirm-error`}
            />
            <FieldError id={`${id}-confirm-error`} text={fields['confirmPassword']} />
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="primary" disabled={pending}>
              {pending ? t('common.saving') : t('merchants.setPassword')}
            </button>
          </>
        )}
      </form>
    </main>
  )
}
