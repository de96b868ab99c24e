import { CONSOLE_BASE_PATH } from '../../http/shop-static'

/** Platform facts that are not per-language text (shop-spec §1: merchant-entry and seller links; dollar). */
export const PLATFORM_FACTS = {
  name: 'CrossMart',
  /** Written by the seed (seed/art/platform-logo.ts). */
  logo: '/uploads/seed/platform-logo.svg',
  /** Issue #48 "Merchants join": both links open the application, a public page of the console
   * (the shop's guard keeps the spec's allow-list, so a page for guests lives outside the shop); the
   * page links sellers who already have a login to the console's sign-in. */
  merchantEntryUrl: `${CONSOLE_BASE_PATH}/apply`,
  sellerUrl: `${CONSOLE_BASE_PATH}/apply`,
  serviceEmail: 'service@crossmart.example',
  currencySymbol: '$',
} as const
