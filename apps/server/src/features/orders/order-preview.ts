import type { EndpointResponse, orderPreview } from '@crossmart/api-client'
import type { Database } from '../../db/database'
import { groupByShop, linePrices, loadCheckoutLines } from './checkout-lines'
import { priceCheckout } from './pricing'
import { assertPromoAvailable } from './promo-usage'

export interface PreviewInput {
  cartIds: readonly number[]
  promoCode?: string | undefined
}

/**
 * Issue #31 "Checkout": what the checkout of these lines would charge now, promo code included,
 * priced by the checkout's own `priceCheckout` over the same lines and refused for the same reasons
 * (unknown code, minimum not met, a once-per-user code already used), so the discount the shopper
 * sees before ordering is the one charged. Reserves nothing and writes nothing.
 */
export async function previewCheckout(
  db: Database,
  userId: number,
  input: PreviewInput,
): Promise<EndpointResponse<typeof orderPreview>> {
  return db.transaction(async (tx) => {
    await assertPromoAvailable(tx, userId, input.promoCode)
    const groups = groupByShop(await loadCheckoutLines(tx, userId, [...new Set(input.cartIds)], false))
    const prices = priceCheckout(
      groups.map(([, group]) => linePrices(group)),
      input.promoCode || undefined,
    )
    const orders = prices.map((price, index) => ({ shopId: groups[index]![0], ...price }))
    const sum = (pick: (p: (typeof prices)[number]) => number) => prices.reduce((s, p) => s + pick(p), 0)
    return {
      orders,
      goodsCents: sum((p) => p.goodsCents),
      freightCents: sum((p) => p.freightCents),
      discountCents: sum((p) => p.discountCents),
      totalCents: sum((p) => p.totalCents),
    }
  })
}
