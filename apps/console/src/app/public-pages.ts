import type { PublicPageName } from '../features/merchant-apply/public-page-name'
import { CONSOLE_BASEPATH } from './router'

const PAGES: Record<string, PublicPageName> = {
  [`${CONSOLE_BASEPATH}/apply`]: 'apply',
  [`${CONSOLE_BASEPATH}/apply/status`]: 'applyStatus',
  [`${CONSOLE_BASEPATH}/set-password`]: 'setPassword',
}

/**
 * Issue #48 "Merchants join": the guest page at `pathname` (a trailing slash allowed), or null for
 * the console's own screens (login, then the router).
 */
export function publicPageOf(pathname: string): PublicPageName | null {
  return PAGES[pathname.replace(/\/+$/, '')] ?? null
}
