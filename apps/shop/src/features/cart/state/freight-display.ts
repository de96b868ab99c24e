/**
 * The server's freight rule (apps/server README "Freight and promo codes", features/orders/pricing.ts):
 * one order per shop, $8.00 freight per order, free when the order's goods reach $99.00. The
 * checkout uses it for display only, before the order exists; the server prices every order and the
 * payment page shows the server's numbers.
 */
export const FREIGHT_DISPLAY_RULE = { flatCents: 800, freeFromGoodsCents: 9_900 } as const

/** The freight the server will charge for one shop's order with these goods (display only). */
export function displayFreightCents(
  goodsCents: number,
  rule: { flatCents: number; freeFromGoodsCents: number } = FREIGHT_DISPLAY_RULE,
): number {
  return goodsCents >= rule.freeFromGoodsCents ? 0 : rule.flatCents
}
