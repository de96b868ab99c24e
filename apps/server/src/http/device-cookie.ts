import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, TRUSTED_DEVICE_TTL_MS } from '../security/trusted-devices'
import type { AppEnv } from './app-env'
import { arrivedOverTls } from './security-headers'

/** The browser's device token (README "Security", owner step-up), when it sent one. */
export function readDeviceCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, DEVICE_COOKIE)
}

/**
 * Leaves the device token in the browser: HttpOnly (no script reads it), SameSite=Strict, sent
 * only to `/api/user/*`, Secure when the request came over TLS.
 */
export function writeDeviceCookie(c: Context<AppEnv>, token: string, trustProxy: boolean): void {
  setCookie(c, DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: arrivedOverTls(c, trustProxy),
    maxAge: Math.floor(TRUSTED_DEVICE_TTL_MS / 1000),
  })
  // The answer must merge the cookie Hono now holds (securedJson otherwise skips Hono's header merge).
  c.set('handlerSetHeaders', true)
}
