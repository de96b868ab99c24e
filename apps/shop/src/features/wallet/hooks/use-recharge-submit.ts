import { walletRecharge } from '@crossmart/api-client'
import { useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import {
  hasErrors,
  type manualRechargePayload,
  type onChainRechargePayload,
  type RechargeErrors,
  validateRecharge,
} from '../state/wallet-rules'

export type RechargePayload =
  | ReturnType<typeof manualRechargePayload>
  | ReturnType<typeof onChainRechargePayload>

/**
 * One recharge submission: the shop-spec §5 rules first (messages under the fields), then
 * POST /api/user/recharge once (busy blocks a second tap); on success the pending confirmation.
 */
export function useRechargeSubmit() {
  const { api, toast } = useServices()
  const { t } = useStrings('wallet')
  const [errors, setErrors] = useState<RechargeErrors>({})
  const [pending, setPending] = useState<{ amountCents: number } | null>(null)
  const send = useSubmit(async (payload: RechargePayload) => {
    const record = await api.call(walletRecharge, payload)
    toast.success(t('recharge.pendingTitle'))
    setPending({ amountCents: record.amountCents })
    // Refusals (unsupported network, wrong address) were shown as a toast with the server's msg.
  })

  const submit = async (payload: RechargePayload) => {
    if (send.busy) return
    const found = validateRecharge(payload)
    setErrors(found)
    if (hasErrors(found)) return
    await send.run(payload)
  }

  return {
    errors,
    busy: send.busy,
    pending,
    submit,
    clearError: (field: keyof RechargeErrors) =>
      setErrors((old) => {
        if (!old[field]) return old
        const { [field]: _, ...rest } = old
        return rest
      }),
    reset: () => {
      setPending(null)
      setErrors({})
    },
  }
}
