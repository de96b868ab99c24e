import { negotiateLanguage, parseAcceptLanguage } from '@crossmart/api-client'

/**
 * The language the first view is rendered in: the `Lang` cookie (the shopper's choice), else on a
 * first visit the browser's `Accept-Language` when it names one of the five languages (issue #31;
 * the app picks from `navigator.languages` the same way, so it hydrates this page), else null (the
 * spec's default, zh-CN, shop-spec §3).
 */
export function firstViewLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  if (cookie) return cookie
  return negotiateLanguage(parseAcceptLanguage(acceptLanguage))
}
