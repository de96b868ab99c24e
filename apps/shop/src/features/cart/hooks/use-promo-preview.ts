import { type EndpointResponse, orderPreview } from '@crossmart/api-client'
import { useEffect, useState } from 'react'
import { withFieldRefusal } from '../../../lib/field-refusal'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'

export interface AppliedPromo {
  /** The code as the server knows it (upper case). */
  code: string
  preview: EndpointResponse<typeof orderPreview>
}

/**
 * Issue #31 "Checkout": the promo code is applied before the order is placed. The server prices the
 * selected lines with the code (`/api/order/preview`, the checkout's own pricing), so the discount
 * shown is the one charged; a refused code shows the server's message beside the field until the
 * code changes (issue #46, lib/field-refusal.ts) and nothing stays applied. Another selection of
 * lines drops the preview, which priced others.
 */
export function usePromoPreview(cartIds: readonly number[]) {
  const { api, notifyError } = useServices()
  const [applied, setApplied] = useState<AppliedPromo | null>(null)
  const [refusal, setRefusal] = useState<string | undefined>()
  const selection = cartIds.join(',')
  // Keyed on the selection's ids, not the array (a new one each render).
  useEffect(() => setApplied(null), [selection])
  const apply = useSubmit(async (code: string) => {
    const outcome = await withFieldRefusal(
      () => api.call(orderPreview, { cartIds: [...cartIds], promoCode: code.trim() }, { quiet: true }),
      notifyError,
    )
    setApplied(outcome.ok ? { code: code.trim().toUpperCase(), preview: outcome.value } : null)
    setRefusal(outcome.ok ? undefined : outcome.refusal)
  })
  // Issue #46: shown again (back from choosing another address), an applied code is priced again
  // with the cart as it is now: it stays while it is still valid, else its refusal says why it went.
  const recheck = useSubmit(async () => {
    if (!applied) return
    const code = applied.code
    const outcome = await withFieldRefusal(
      // A read that is a POST (its body): asking again within a second is no double submit.
      () =>
        api.call(
          orderPreview,
          { cartIds: [...cartIds], promoCode: code },
          { quiet: true, skipDuplicateCheck: true },
        ),
      notifyError,
    )
    setApplied(outcome.ok ? { code, preview: outcome.value } : null)
    setRefusal(outcome.ok ? undefined : outcome.refusal)
  })
  return {
    applied,
    /** Prices the applied code again (kept alive and shown again); nothing when none is applied. */
    recheck: recheck.run,
    /** Why the code typed was refused, shown beside the field until it changes. */
    refusal,
    apply: apply.run,
    busy: apply.busy,
    clear: () => {
      setApplied(null)
      setRefusal(undefined)
    },
  }
}
