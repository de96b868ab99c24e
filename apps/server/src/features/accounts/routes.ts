import {
  LANGUAGES,
  userGetUserInfo,
  userLanguageList,
  userLogin,
  userLogout,
  userLogoutAll,
  userProfile,
  userRegister,
  userResetPay,
  userResetPwd,
  userSetLanguage,
  userVerifyPay,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { readDeviceCookie, writeDeviceCookie } from '../../http/device-cookie'
import { createMount } from '../../http/endpoint-route'
import { createPayCodeChecker, verifyPayCode } from '../../security/pay-code-checker'
import {
  logIn,
  registerAccount,
  resetPassword,
  resetPayCode,
  setLanguage,
  updateProfile,
} from './account-service'
import { createLoginVerifier } from './login-verifier'
import { toUserInfo } from './user-info'
import { findUserById } from './user-lookup'

/** Names of the languages in themselves, for the language screen (shop-spec §2 /language). */
export const LANGUAGE_NAMES = { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' } as const

/** Accounts (shop-spec §7 user calls): register, login, profile, password, payment code, language. */
export function createAccountRoutes(services: AppServices): Hono<AppEnv> {
  const { db, clock, hasher, tokens, auth, revocations } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const payCodes = createPayCodeChecker(services)
  const logins = createLoginVerifier(services)

  mount(userRegister, async ({ input, lang, ip }) =>
    registerAccount(db, clock, hasher, tokens, input, lang, {
      ip,
      registrationsPerHour: services.config.abuseLimits?.registrationsPerHourPerIp ?? 0,
    }),
  )
  mount(userLogin, async ({ input, ip, raw }) => {
    const { body, newDeviceToken } = await logIn(
      db,
      logins,
      tokens,
      services.trustedDevices,
      input,
      ip,
      readDeviceCookie(raw),
    )
    if (newDeviceToken) writeDeviceCookie(raw, newDeviceToken, services.config.trustProxy)
    return body
  })
  mount(userLogout, async ({ session }) => {
    const { token, userId } = await session()
    await tokens.revoke(db, token)
    await revocations.revoked(userId)
    return null
  })

  mount(userLogoutAll, async ({ session }) => {
    const { userId } = await session()
    await tokens.revokeAllForUser(db, userId)
    await revocations.revoked(userId)
    return null
  })
  mount(userGetUserInfo, async ({ session }) => toUserInfo(await findUserById(db, (await session()).userId)))
  mount(userProfile, async ({ input, session }) => updateProfile(db, clock, (await session()).userId, input))
  mount(userResetPwd, async ({ input, session }) =>
    resetPassword(db, hasher, tokens, revocations, (await session()).userId, input),
  )
  mount(userResetPay, async ({ input, session, ip }) =>
    resetPayCode(db, hasher, payCodes, (await session()).userId, input, ip),
  )
  // shop-spec §4: an unset code is its own answer, so the app shows "You have not set payment password".
  mount(userVerifyPay, async ({ input, session, ip }) => {
    await verifyPayCode(db, payCodes, (await session()).userId, input.payCode, ip)
    return { valid: true, payCodeSet: true }
  })
  mount(userLanguageList, async () => ({
    list: LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  }))
  mount(userSetLanguage, async ({ input, session }) => setLanguage(db, (await session()).userId, input))

  return router
}
