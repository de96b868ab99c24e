import {
  ApiError,
  type EndpointRequest,
  parseRequest,
  userResetCodeReset,
  userResetCodeSend,
  userResetCodeVerify,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { Button, PasswordField, TextField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { firstIssueByField } from '../../../lib/field-issues'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import {
  type CodeProblem,
  type CodeStep,
  codeAccepted,
  codeProblem,
  codeRefused,
  codeRequested,
  FIRST_STEP,
  type ResetStep,
  secondsUntilResend,
} from '../state/reset-steps'
import './account.css'

type Translate = ReturnType<typeof useStrings<['account', 'validation']>>['t']

/** The time, again every second while `ticking` (the resend countdown, the code's expiry). */
function useNow(clock: () => number, ticking: boolean): number {
  const [now, setNow] = useState(clock)
  useEffect(() => {
    if (!ticking) return
    setNow(clock())
    const timer = setInterval(() => setNow(clock()), 1000)
    return () => clearInterval(timer)
  }, [clock, ticking])
  return now
}

/**
 * The guest's password reset (/forgotPassword, and /changePassword without a login): account or
 * email -> the 6-digit code mailed to the account -> a new password; then log in with it.
 */
export function ResetPasswordScreen({
  titleKey,
  clock = Date.now,
}: {
  titleKey: 'title.forgotPassword' | 'title.changePassword'
  clock?: () => number
}) {
  const { t } = useStrings('account', 'validation')
  const [step, setStep] = useState<ResetStep>(FIRST_STEP)
  const index = step.kind === 'account' ? 0 : step.kind === 'code' ? 1 : 2
  const labels = [t('reset.stepAccount'), t('reset.stepCode'), t('reset.stepPassword')]
  return (
    <Page title={t(titleKey)}>
      <ol className="steps" aria-label={t('reset.steps')}>
        {labels.map((label, i) => (
          <li
            key={label}
            className={i === index ? 'steps__item is-active' : 'steps__item'}
            aria-current={i === index ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
      {step.kind === 'account' ? (
        <AccountStep t={t} clock={clock} onSent={setStep} />
      ) : step.kind === 'code' ? (
        <CodeStepForm t={t} clock={clock} step={step} onStep={setStep} />
      ) : (
        <PasswordStep
          t={t}
          account={step.account}
          code={step.code}
          onCodeRejected={() => setStep(FIRST_STEP)}
        />
      )}
    </Page>
  )
}

function AccountStep({
  t,
  clock,
  onSent,
}: {
  t: Translate
  clock: () => number
  onSent: (step: CodeStep) => void
}) {
  const { api } = useServices()
  const [account, setAccount] = useState('')
  const [error, setError] = useState<ValidationMessageKey | undefined>()
  const send = useSubmit(async (value: string) => {
    const answer = await api.call(userResetCodeSend, { account: value })
    onSent(codeRequested(value, clock(), answer))
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseRequest(userResetCodeSend, { account })
    setError(parsed.ok ? undefined : parsed.issues[0]?.messageKey)
    if (parsed.ok) void send.run(parsed.data.account)
  }
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted">{t('reset.intro')}</p>
      <TextField
        label={t('account')}
        value={account}
        onChange={setAccount}
        autoComplete="username"
        placeholder={t('accountPlaceholder')}
        error={error ? t(messageI18nKey(error)) : undefined}
        clearLabel={t('clear')}
      />
      <Button type="submit" block loading={send.busy} loadingText={t('reset.sending')}>
        {t('reset.sendCode')}
      </Button>
      <div className="form__links">
        <Link to="/login" className="link">
          {t('backToLogin')}
        </Link>
      </div>
    </form>
  )
}

const PROBLEM_KEY = {
  expired: 'reset.expired',
  tooManyTries: 'reset.tooManyTries',
} as const satisfies Record<CodeProblem, string>

function CodeStepForm({
  t,
  clock,
  step,
  onStep,
}: {
  t: Translate
  clock: () => number
  step: CodeStep
  onStep: (step: ResetStep) => void
}) {
  const { api } = useServices()
  const now = useNow(clock, true)
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | undefined>()
  const problem = codeProblem(step, now)
  const wait = secondsUntilResend(step, now)

  const verify = useSubmit(async (value: string) => {
    try {
      await api.call(userResetCodeVerify, { account: step.account, code: value })
    } catch (error) {
      // A refusal is a used try; a network failure is not (the api client showed the toast).
      if (error instanceof ApiError) {
        const next = codeRefused(step)
        onStep(next)
        const after = codeProblem(next, clock())
        setMessage(after ? t(PROBLEM_KEY[after]) : t('reset.wrongCode', { count: next.triesLeft }))
      }
      return
    }
    onStep(codeAccepted(step, value))
  })
  const resend = useSubmit(async () => {
    const answer = await api.call(userResetCodeSend, { account: step.account })
    setCode('')
    setMessage(undefined)
    onStep(codeRequested(step.account, clock(), answer))
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const current = codeProblem(step, clock())
    if (current) {
      setMessage(t(PROBLEM_KEY[current]))
      return
    }
    const parsed = parseRequest(userResetCodeVerify, { account: step.account, code })
    if (!parsed.ok) {
      const key = firstIssueByField(parsed.issues, ['code'] as const).code
      setMessage(key ? t(messageI18nKey(key)) : undefined)
      return
    }
    setMessage(undefined)
    void verify.run(parsed.data.code)
  }

  const shown = message ?? (problem ? t(PROBLEM_KEY[problem]) : undefined)
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="muted" aria-live="polite">
        {t('reset.codeSent', { minutes: step.validMinutes })}
      </p>
      <TextField
        label={t('reset.code')}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, step.codeLength))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={step.codeLength}
        placeholder={t('reset.codePlaceholder')}
        error={shown}
      />
      <Button
        type="submit"
        block
        loading={verify.busy}
        loadingText={t('reset.verifying')}
        disabled={problem === 'tooManyTries'}
      >
        {t('reset.next')}
      </Button>
      <Button
        block
        variant="secondary"
        disabled={wait > 0}
        loading={resend.busy}
        onClick={() => void resend.run()}
      >
        {wait > 0 ? t('reset.resendIn', { seconds: wait }) : t('reset.resend')}
      </Button>
      <div className="form__links">
        <button type="button" className="link link-button" onClick={() => onStep(FIRST_STEP)}>
          {t('reset.changeAccount')}
        </button>
      </div>
    </form>
  )
}

const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const
type PasswordErrors = Partial<Record<(typeof PASSWORD_FIELDS)[number], ValidationMessageKey>>

function PasswordStep({
  t,
  account,
  code,
  onCodeRejected,
}: {
  t: Translate
  account: string
  code: string
  onCodeRejected: () => void
}) {
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<PasswordErrors>({})
  const toggle = { showLabel: t('showPassword'), hideLabel: t('hidePassword') }
  const reset = useSubmit(
    async (input: EndpointRequest<typeof userResetCodeReset>) => {
      await api.call(userResetCodeReset, input)
      toast.success(t('reset.done'))
      await navigate({ to: '/login', replace: true })
    },
    {
      // The code expired (or was replaced) since it was checked: start again from a new code.
      onError: (error) => {
        if (error instanceof ApiError) onCodeRejected()
      },
    },
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = { account, code, newPassword, confirmPassword }
    const parsed = parseRequest(userResetCodeReset, input)
    setErrors(parsed.ok ? {} : firstIssueByField(parsed.issues, PASSWORD_FIELDS))
    if (parsed.ok) void reset.run(input)
  }
  const message = (key: ValidationMessageKey | undefined) => (key ? t(messageI18nKey(key)) : undefined)
  return (
    <form className="form" onSubmit={submit} noValidate>
      <PasswordField
        label={t('reset.newPassword')}
        value={newPassword}
        onChange={setNewPassword}
        autoComplete="new-password"
        error={message(errors.newPassword)}
        {...toggle}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
        error={message(errors.confirmPassword)}
        {...toggle}
      />
      <Button type="submit" block loading={reset.busy} loadingText={t('reset.submitting')}>
        {t('reset.submit')}
      </Button>
    </form>
  )
}
