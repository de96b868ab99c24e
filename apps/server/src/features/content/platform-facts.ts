import { CONSOLE_BASE_PATH } from '../../http/shop-static'

/** Platform facts that are not per-language text (shop-spec §1: merchant-entry and seller links; dollar). */
export const PLATFORM_FACTS = {
  name: 'CrossMart',
  /** Written by the seed (seed/art/platform-logo.ts). */
  logo: '/uploads/seed/platform-logo.svg',
  /** Issue #31: the links go somewhere useful. Opening a shop starts with a word to partnerships
   * (a mail with its subject filled in); a seller's staff work in the console on this origin
   * (server README "Console"). */
  merchantEntryUrl: 'mailto:partners@crossmart.example?subject=Opening%20a%20shop%20on%20CrossMart',
  sellerUrl: `${CONSOLE_BASE_PATH}/`,
  serviceEmail: 'service@crossmart.example',
  currencySymbol: '$',
} as const
