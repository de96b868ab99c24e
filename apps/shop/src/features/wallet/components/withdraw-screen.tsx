import {
  API_CODE,
  ApiError,
  WITHDRAW_TYPE,
  type WithdrawInfo,
  walletExtract,
  walletExtractInfo,
} from '@crossmart/api-client'
import { Button, Dialog } from '@crossmart/ui-kit'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { userInfoAtom } from '../../../lib/session/session-atoms'
import { useUserInfo } from '../../../lib/session/use-session'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { useFieldErrorText } from '../hooks/use-field-error-text'
import {
  hasErrors,
  validateWithdraw,
  type WithdrawErrors,
  type WithdrawValues,
  withdrawPayload,
} from '../state/wallet-rules'
import { PayCodeSheet } from './pay-code-sheet'
import { WithdrawForm } from './withdraw-form'
import './wallet.css'
import { useSubmit } from '../../../lib/use-submit'

/** shop-spec §2: where a payment code is set (another group's screen). */
const CHANGE_PAY_CODE_PATH = '/changePayPwd'

const EMPTY: WithdrawValues = {
  type: WITHDRAW_TYPE.bankCard,
  amount: '',
  bankCardNumber: '',
  bankName: '',
  network: '',
  address: '',
}

/** What the form shows: the form, the payment-code step, or the "no payment code" note. */
type Step = 'form' | 'payCode' | 'noPayCode'

/**
 * /withDraw (shop-spec §5 Withdrawal): method and its fields, an amount above 0 and at most the
 * balance, the service charge and actual arrival computed live, then the payment code; a missing
 * code (API code 1009) shows the note with its go-setting action. Success opens /depositRecord.
 */
export function WithdrawScreen() {
  const { t } = useStrings('wallet', 'validation')
  const { api, toast } = useServices()
  const info = useRequest(() => api.call(walletExtractInfo), [api])
  // Kept alive: the balance may have changed (a recharge passed, an order paid) when shown again.
  useOnReveal(info.reload)

  let body: React.ReactNode
  if (info.status === 'loading') body = <ListRowsSkeleton rows={6} />
  else if (info.status === 'error') body = <ErrorState error={info.error} onRetry={info.reload} />
  else body = <WithdrawFlow info={info.data} onDone={() => toast.success(t('withdrawal.success'))} />
  return <Page title={t('title.withDraw')}>{body}</Page>
}

function WithdrawFlow({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t } = useStrings('wallet', 'validation')
  const { api } = useServices()
  const navigate = useNavigate()
  const router = useRouter()
  const user = useUserInfo()
  const setUser = useSetAtom(userInfoAtom)
  const errorText = useFieldErrorText()
  const [values, setValues] = useState<WithdrawValues>(EMPTY)
  const [errors, setErrors] = useState<WithdrawErrors>({})
  const [step, setStep] = useState<Step>('form')
  const [attempt, setAttempt] = useState(0)
  const context = {
    balanceCents: info.balanceCents,
    rule: { serviceChargeBps: info.serviceChargeBps, minServiceChargeCents: info.minServiceChargeCents },
  }

  const change = (patch: Partial<WithdrawValues>) => {
    setValues((old) => ({ ...old, ...patch }))
    // A field being edited loses its message; the others keep theirs until the next submit.
    setErrors((old) => {
      const next = { ...old }
      for (const key of Object.keys(patch)) delete next[key as keyof WithdrawErrors]
      return next
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateWithdraw(values, context)
    setErrors(found)
    if (hasErrors(found)) return
    // shop-spec §4: with no payment code set, the note and its go-setting action, no request.
    setStep(user && !user.payCodeSet ? 'noPayCode' : 'payCode')
  }

  const withdraw = useSubmit(
    async (payCode: string) => {
      const record = await api.call(walletExtract, withdrawPayload(values, payCode))
      // The amount is held at once (README "Withdrawal service charge"): the balance drops now.
      setUser((old) => (old ? { ...old, balanceCents: record.balanceCents } : old))
      setStep('form')
      setValues(EMPTY)
      onDone()
      await navigate({ to: '/depositRecord' })
    },
    {
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_CODE.payCodeNotSet) setStep('noPayCode')
        // A wrong code (its toast shown): the cells empty for another try.
        else setAttempt((n) => n + 1)
      },
    },
  )

  const send = (payCode: string) => {
    const found = validateWithdraw(values, context, payCode)
    if (found.payCode) {
      setErrors(found)
      setAttempt((n) => n + 1)
      return
    }
    void withdraw.run(payCode)
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <WithdrawForm info={info} values={values} errors={errors} onChange={change} />
      <Button type="submit" block disabled={withdraw.busy}>
        {t('withdraw')}
      </Button>
      <PayCodeSheet
        open={step === 'payCode'}
        busy={withdraw.busy}
        attempt={attempt}
        error={errorText(errors.payCode)}
        onComplete={send}
        onClose={() => setStep('form')}
      />
      <Dialog
        open={step === 'noPayCode'}
        message={t('withdrawal.noPayCode')}
        confirmText={t('withdrawal.goSetting')}
        cancelText={t('common.cancel')}
        onConfirm={() => {
          setStep('form')
          // The route belongs to the account-settings screens; pushed by path so this screen does
          // not depend on their route's types.
          router.history.push(CHANGE_PAY_CODE_PATH)
        }}
        onCancel={() => setStep('form')}
      />
    </form>
  )
}
