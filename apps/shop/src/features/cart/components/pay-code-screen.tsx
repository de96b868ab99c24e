import { PAY_CODE_MIN_LENGTH, userResetPay, userVerifyPay } from '@crossmart/api-client'
import { Button, PasscodeField } from '@crossmart/ui-kit'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { errorMessage, messageI18nKey } from '../../../lib/error-message'
import { useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import {
  enterCode,
  firstStep,
  oldCodeAccepted,
  type PayCodeMode,
  type PayCodeProblem,
  type PayCodeStep,
  resetPayInput,
} from '../state/pay-code-steps'
import '../../../components/commerce.css'
import { useSubmit } from '../../../lib/use-submit'
import { ForgotPayCode } from './forgot-pay-code'

/** Set or change the payment code (shop-spec §2 /changePayPwd); the mode follows the user's state. */
export function PayCodeScreen() {
  const { t } = useStrings('cart')
  const { session } = useServices()
  // Fresh user info: whether a code exists decides between set and change.
  const user = useRequest(() => session.loadUserInfo(), [session])
  return (
    <Page title={t('title.changePayPwd')}>
      {user.status === 'loading' ? (
        <CardListSkeleton count={1} />
      ) : user.status === 'error' ? (
        <ErrorState error={user.error} onRetry={() => void user.reload()} />
      ) : (
        <PayCodeForm
          key={user.data.payCodeSet ? 'change' : 'set'}
          mode={user.data.payCodeSet ? 'change' : 'set'}
          onSaved={() => void user.reload()}
        />
      )}
    </Page>
  )
}

function PayCodeForm({ mode, onSaved }: { mode: PayCodeMode; onSaved: () => void }) {
  const { t } = useStrings('cart', 'validation')
  const { api, toast, i18n } = useServices()
  const router = useRouter()
  const navigate = useNavigate()
  const [step, setStep] = useState<PayCodeStep>(() => firstStep(mode))
  const [problem, setProblem] = useState<PayCodeProblem | { server: string } | undefined>()
  // Each step (and each retry) starts with empty cells.
  const [round, setRound] = useState(0)
  // Issue #46: "forgot payment code" replaces the current code by a code sent to the shopper.
  const [forgot, setForgot] = useState(false)

  // Back to where the code was needed (payment, me page); the payment page reloads when shown.
  const leave = async () => {
    onSaved()
    if (router.history.canGoBack()) router.history.back()
    else await navigate({ to: '/filter' })
  }

  const { busy: saving, run: save } = useSubmit(
    async (oldCode: string, newCode: string) => {
      await api.call(userResetPay, resetPayInput(mode, oldCode, newCode))
      toast.success(t(mode === 'set' ? 'payPwd.set' : 'payPwd.changed'))
      await leave()
    },
    {
      onError: (error) => {
        // A wrong old code (1010) or a lockout (1004): the server's message, then from the start.
        setProblem({ server: errorMessage(error, i18n) })
        setStep(firstStep(mode))
        setRound((n) => n + 1)
      },
    },
  )

  // Issue #46: the current code is checked before a new one is asked (a wrong one counts towards
  // the verify_pay lock, as it would at the end). Quiet: the refusal (wrong, locked) or a network
  // failure is written under the cells, not toasted as well.
  const { busy: checking, run: checkOld } = useSubmit(
    async (checked: PayCodeStep) => {
      await api.call(
        userVerifyPay,
        { payCode: checked.kind === 'checkOld' ? checked.oldCode : '' },
        // The same code typed again right after a refusal or a network failure is a new try.
        { quiet: true, skipDuplicateCheck: true },
      )
      setStep(oldCodeAccepted(checked))
      setRound((n) => n + 1)
    },
    {
      onError: (error) => {
        setProblem({ server: errorMessage(error, i18n) })
        setStep(firstStep(mode))
        setRound((n) => n + 1)
      },
    },
  )

  const entered = (code: string) => {
    const next = enterCode(mode, step, code)
    setProblem(next.problem)
    setStep(next.step)
    setRound((n) => n + 1)
    if (next.step.kind === 'checkOld') void checkOld(next.step)
    if (next.step.kind === 'ready') void save(next.step.oldCode, next.step.newCode)
  }

  if (forgot)
    return (
      <ForgotPayCode
        onDone={() => void leave()}
        onCancel={() => {
          setForgot(false)
          setStep(firstStep(mode))
          setProblem(undefined)
          setRound((n) => n + 1)
        }}
      />
    )

  const prompt =
    step.kind === 'old' || step.kind === 'checkOld'
      ? t('payPwd.stepOld')
      : step.kind === 'new'
        ? t('payPwd.stepNew')
        : t('payPwd.stepConfirm')
  const error =
    problem === undefined
      ? undefined
      : typeof problem === 'object'
        ? problem.server
        : problem === 'mismatch'
          ? t('payPwd.mismatch')
          : t(messageI18nKey(problem))

  return (
    <div className="passcode">
      <p className="pay-note" aria-live="polite">
        {saving ? t('payPwd.saving') : checking ? t('payReset.checkingOld') : prompt}
      </p>
      <PasscodeField
        key={round}
        length={PAY_CODE_MIN_LENGTH}
        label={prompt}
        keyboardLabel={t('payment.keyboard')}
        deleteLabel={t('payment.delete')}
        info={step.kind === 'old' || step.kind === 'checkOld' ? t('payPwd.rule') : t('payReset.newRule')}
        error={error}
        onComplete={entered}
      />
      {mode === 'change' && (step.kind === 'old' || step.kind === 'checkOld') ? (
        <div className="pad">
          <button
            type="button"
            className="link pay-forgot"
            disabled={checking}
            onClick={() => setForgot(true)}
          >
            {t('payReset.forgot')}
          </button>
        </div>
      ) : null}
      {step.kind !== firstStep(mode).kind && step.kind !== 'checkOld' ? (
        <div className="pad">
          <Button
            block
            variant="secondary"
            disabled={saving}
            onClick={() => {
              setStep(firstStep(mode))
              setProblem(undefined)
              setRound((n) => n + 1)
            }}
          >
            {t('payPwd.startOver')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
