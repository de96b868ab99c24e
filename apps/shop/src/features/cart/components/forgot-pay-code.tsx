import { ApiError, PAY_CODE_MIN_LENGTH, userPayCodeReset, userPayCodeSendCode } from '@crossmart/api-client'
import { Button, PasscodeField, TextField } from '@crossmart/ui-kit'
import { type FormEvent, useEffect, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { errorMessage, messageI18nKey } from '../../../lib/error-message'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import {
  codeSent,
  enterNewPayCode,
  enterResetCode,
  type PayResetStep,
  secondsUntilResend,
} from '../state/pay-code-reset-steps'

/** The time, again every second while `ticking` (the resend countdown). */
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
 * "Forgot payment code" on /changePayPwd (issue #46; shop-spec §2 names no route of its own): a
 * 6-digit code to the account's email, or by SMS to a phone-registered shopper, then a new code
 * twice (not a trivial one: the contract's rule), set with the code. The reset-code flow of the
 * login password, for a shopper who is signed in.
 */
export function ForgotPayCode({
  onDone,
  onCancel,
  clock = Date.now,
}: {
  onDone: () => void
  onCancel: () => void
  clock?: () => number
}) {
  const { t } = useStrings('cart', 'validation')
  const { api, toast, i18n } = useServices()
  const [step, setStep] = useState<PayResetStep>({ kind: 'send' })
  const [message, setMessage] = useState<string | undefined>()
  const [typed, setTyped] = useState('')
  // Each passcode step starts with empty cells.
  const [round, setRound] = useState(0)
  const now = useNow(clock, step.kind !== 'send')

  const send = useSubmit(async () => {
    const answer = await api.call(userPayCodeSendCode)
    setTyped('')
    setMessage(undefined)
    setStep(codeSent(answer, clock()))
  })

  const reset = useSubmit(
    async (code: string, newCode: string) => {
      await api.call(userPayCodeReset, { code, newCode, confirmCode: newCode }, { quiet: true })
      toast.success(t('payReset.done'))
      onDone()
    },
    {
      // A wrong or expired code: back to the code, the server's words beside it.
      onError: (error) => {
        setMessage(errorMessage(error, i18n))
        setStep((s) => (s.kind === 'send' ? s : { kind: 'code', sent: s.sent }))
        if (error instanceof ApiError) setTyped('')
      },
    },
  )

  if (step.kind === 'send')
    return (
      <div className="form pad">
        <p className="muted">{t('payReset.intro')}</p>
        <Button block loading={send.busy} loadingText={t('payReset.sending')} onClick={() => void send.run()}>
          {t('payReset.send')}
        </Button>
        <div className="form__links">
          <button type="button" className="link pay-forgot" onClick={onCancel}>
            {t('payReset.back')}
          </button>
        </div>
      </div>
    )

  const sent = step.sent
  const sentLine = t(sent.channel === 'sms' ? 'payReset.sentSms' : 'payReset.sentEmail', {
    destination: sent.destination,
    minutes: sent.validMinutes,
  })

  if (step.kind === 'code') {
    const wait = secondsUntilResend(sent, now)
    const submit = (event: FormEvent) => {
      event.preventDefault()
      const next = enterResetCode(step, typed)
      setMessage(next.problem ? t(messageI18nKey(next.problem)) : undefined)
      setStep(next.step)
      setRound((n) => n + 1)
    }
    return (
      <form className="form pad" onSubmit={submit} noValidate>
        <p className="muted" aria-live="polite">
          {sentLine}
        </p>
        <TextField
          label={t('payReset.code')}
          value={typed}
          onChange={(value) => setTyped(value.replace(/\D/g, '').slice(0, sent.codeLength))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={sent.codeLength}
          placeholder={t('payReset.codePlaceholder')}
          error={message}
        />
        <Button type="submit" block>
          {t('payReset.next')}
        </Button>
        <Button
          block
          variant="secondary"
          disabled={wait > 0}
          loading={send.busy}
          onClick={() => void send.run()}
        >
          {wait > 0 ? t('payReset.resendIn', { seconds: wait }) : t('payReset.resend')}
        </Button>
      </form>
    )
  }

  const entered = (code: string) => {
    const next = enterNewPayCode(step, code)
    setMessage(next.problem ? t(messageI18nKey(next.problem)) : undefined)
    setStep(next.step)
    setRound((n) => n + 1)
    if (next.step.kind === 'ready') void reset.run(next.step.code, next.step.newCode)
  }
  const prompt = step.kind === 'new' ? t('payPwd.stepNew') : t('payPwd.stepConfirm')
  return (
    <div className="passcode">
      <p className="pay-note" aria-live="polite">
        {reset.busy ? t('payPwd.saving') : prompt}
      </p>
      <PasscodeField
        key={round}
        length={PAY_CODE_MIN_LENGTH}
        label={prompt}
        keyboardLabel={t('payment.keyboard')}
        deleteLabel={t('payment.delete')}
        info={t('payReset.newRule')}
        error={message}
        onComplete={entered}
      />
    </div>
  )
}
