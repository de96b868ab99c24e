/** Platform facts that are not per-language text (shop-spec §1: merchant-entry and seller links; dollar). */
export const PLATFORM_FACTS = {
  name: 'CrossMart',
  /** Drawn at seed time (seed-demo.ts). */
  logo: '/uploads/seed/art-200-diamond.png',
  merchantEntryUrl: '/platform#merchant-entry',
  sellerUrl: '/platform#seller',
  serviceEmail: 'service@crossmart.example',
  currencySymbol: '$',
} as const
