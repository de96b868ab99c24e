import { API_CODE } from '@crossmart/api-client'
import { RefusalError } from '../../http/refusal-error'
import { showMoney } from '../ledger/ledger'

/**
 * Freight per order, i.e. per shop (README "Freight and promo codes"): a flat fee, waived from a goods
 * amount upwards. README "Freight and promo codes".
 */
export const FREIGHT_RULE = { flatCents: 800, freeFromGoodsCents: 9_900 } as const

export type PromoRule =
  | { kind: 'percent'; bps: number; maxDiscountCents: number; minGoodsCents: number }
  | { kind: 'fixed'; amountCents: number; minGoodsCents: number }
  | { kind: 'freeFreight'; minGoodsCents: number }

/**
 * The promo table (README "Freight and promo codes"). A code applies to each order of the
 * checkout separately, on the orders whose goods reach its minimum; codes are case-insensitive.
 */
export const PROMO_CODES: Readonly<Record<string, PromoRule>> = {
  /** 10% off the goods, at most $20.00 per order. */
  WELCOME10: { kind: 'percent', bps: 1_000, maxDiscountCents: 2_000, minGoodsCents: 0 },
  /** $5.00 off an order whose goods reach $30.00. */
  SAVE5: { kind: 'fixed', amountCents: 500, minGoodsCents: 3_000 },
  /** Freight waived on every order. */
  FREESHIP: { kind: 'freeFreight', minGoodsCents: 0 },
}

const BPS = 10_000

export interface OrderLinePrice {
  unitPriceCents: number
  quantity: number
}

export interface OrderPrice {
  goodsCents: number
  freightCents: number
  discountCents: number
  totalCents: number
  /** The promo code when it applied to this order, else null. */
  promoCode: string | null
}

export function freightFor(goodsCents: number): number {
  return goodsCents >= FREIGHT_RULE.freeFromGoodsCents ? 0 : FREIGHT_RULE.flatCents
}

export function findPromo(code: string): { code: string; rule: PromoRule } {
  const normalized = code.trim().toUpperCase()
  const rule = PROMO_CODES[normalized]
  if (!rule) throw new RefusalError('promo.invalid')
  return { code: normalized, rule }
}

function discountFor(rule: PromoRule, goodsCents: number, freightCents: number): number {
  if (goodsCents < rule.minGoodsCents) return 0
  switch (rule.kind) {
    case 'percent':
      return Math.min(rule.maxDiscountCents, Math.floor((goodsCents * rule.bps + BPS / 2) / BPS))
    case 'fixed':
      return Math.min(rule.amountCents, goodsCents)
    case 'freeFreight':
      return freightCents
  }
}

/**
 * Prices the orders of one checkout (one entry per shop), all on the server. A promo code that
 * applies to none of them is refused rather than silently ignored.
 */
export function priceCheckout(
  shops: readonly (readonly OrderLinePrice[])[],
  promoCode?: string,
): OrderPrice[] {
  const promo = promoCode ? findPromo(promoCode) : undefined
  const prices = shops.map((lines): OrderPrice => {
    const goodsCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
    const freightCents = freightFor(goodsCents)
    const discountCents = promo ? discountFor(promo.rule, goodsCents, freightCents) : 0
    const applied = promo !== undefined && goodsCents >= promo.rule.minGoodsCents
    return {
      goodsCents,
      freightCents,
      discountCents,
      totalCents: goodsCents + freightCents - discountCents,
      promoCode: applied ? promo.code : null,
    }
  })
  if (promo && prices.every((p) => p.promoCode === null)) {
    throw new RefusalError('promo.minimumNotMet', {
      apiCode: API_CODE.failure,
      params: { min: showMoney(promo.rule.minGoodsCents) },
    })
  }
  return prices
}
