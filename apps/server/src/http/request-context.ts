import { API_CODE, fail, LANG_HEADER, LANG_QUERY_PARAM } from '@crossmart/api-client'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { resolveLanguage } from '../i18n/languages'
import { translate } from '../i18n/translator'
import type { AppEnv } from './app-env'
import type { IpRateLimiter } from './ip-rate-limiter'

function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Not running on a Node socket (app.request in a unit test).
    return 'unknown'
  }
}

/**
 * Sets `lang` (from the Lang header, shop-spec §7; a guest's public reads carry it as the `lang`
 * query parameter instead, api-client guest-language.ts) and `ip` for every request.
 */
export function requestContext(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('lang', resolveLanguage(c.req.header(LANG_HEADER) ?? c.req.query(LANG_QUERY_PARAM)))
    c.set('ip', clientIp(c, trustProxy))
    await next()
  }
}

/** The generous global per-IP limit on the API (README "Security"). */
export function ipRateLimit(limiter: IpRateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await limiter.take(c.get('ip')))) {
      return c.json(fail(API_CODE.rateLimited, translate(c.get('lang'), 'request.rateLimited')), 429, {
        'Retry-After': '60',
      })
    }
    await next()
  }
}
