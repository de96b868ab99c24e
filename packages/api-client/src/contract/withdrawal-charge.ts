/**
 * The withdrawal service charge (shop-spec §3 Withdrawal; server README "Withdrawal service charge"),
 * computed the same way by the app's preview and by the server that takes it.
 */

/** Basis points in a whole: 100 bps = 1%. */
const BPS_DENOMINATOR = 10_000

/** The platform's withdrawal charge: a rate in basis points, at least a minimum in cents. */
export interface WithdrawalRule {
  serviceChargeBps: number
  minServiceChargeCents: number
}

/**
 * Service charge = amount x rate (rounded half up to the cent), at least the minimum, never more
 * than the amount; actual arrival = amount - service charge (shop-spec §3 Withdrawal).
 */
export function computeWithdrawal(
  amountCents: number,
  rule: WithdrawalRule,
): { serviceChargeCents: number; actualArrivalCents: number } {
  const proportional = Math.floor(
    (amountCents * rule.serviceChargeBps + BPS_DENOMINATOR / 2) / BPS_DENOMINATOR,
  )
  const serviceChargeCents = Math.min(amountCents, Math.max(proportional, rule.minServiceChargeCents))
  return { serviceChargeCents, actualArrivalCents: amountCents - serviceChargeCents }
}
