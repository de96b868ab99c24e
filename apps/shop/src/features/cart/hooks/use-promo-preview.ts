import { type EndpointResponse, orderPreview } from '@crossmart/api-client'
import { useEffect, useState } from 'react'
import { useApi } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'

export interface AppliedPromo {
  /** The code as the server knows it (upper case). */
  code: string
  preview: EndpointResponse<typeof orderPreview>
}

/**
 * Issue #31 "Checkout": the promo code is applied before the order is placed. The server prices the
 * selected lines with the code (`/api/order/preview`, the checkout's own pricing), so the discount
 * shown is the one charged; a refused code shows the server's message (api client toast, shop-spec
 * §8) and nothing stays applied. Another selection of lines drops the preview, which priced others.
 */
export function usePromoPreview(cartIds: readonly number[]) {
  const api = useApi()
  const [applied, setApplied] = useState<AppliedPromo | null>(null)
  const selection = cartIds.join(',')
  // Keyed on the selection's ids, not the array (a new one each render).
  useEffect(() => setApplied(null), [selection])
  const apply = useSubmit(
    async (code: string) => {
      const preview = await api.call(orderPreview, { cartIds: [...cartIds], promoCode: code.trim() })
      setApplied({ code: code.trim().toUpperCase(), preview })
    },
    { onError: () => setApplied(null) },
  )
  return { applied, apply: apply.run, busy: apply.busy, clear: () => setApplied(null) }
}
