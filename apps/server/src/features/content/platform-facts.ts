/** Platform facts that are not per-language text (shop-spec §1: merchant-entry and seller links; dollar). */
export const PLATFORM_FACTS = {
  name: 'CrossMart',
  /** Written by the seed (seed/art/platform-logo.ts). */
  logo: '/uploads/seed/platform-logo.svg',
  merchantEntryUrl: '/platform#merchant-entry',
  sellerUrl: '/platform#seller',
  serviceEmail: 'service@crossmart.example',
  currencySymbol: '$',
} as const
