import {
  API_CODE,
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
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import { users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { defaultNickname } from '../../security/public-name'
import { assertNoCrossIdentity } from './identity-conflicts'
import { createLoginVerifier } from './login-verifier'
import { createPayCodeChecker } from './pay-code-checker'
import { toUserInfo } from './user-info'
import { assertIdentityFree, findUserById, isUniqueViolation } from './user-lookup'

/** Names of the languages in themselves, for the language screen (shop-spec §2 /language). */
export const LANGUAGE_NAMES = { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' } as const

export function createAccountRoutes(services: AppServices): Hono<AppEnv> {
  const { db, hasher, tokens, auth } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const payCodes = createPayCodeChecker(services)
  const logins = createLoginVerifier(services)

  mount(userRegister, async ({ input, lang }) => {
    await assertIdentityFree(db, { account: input.username, email: input.email, mobile: input.mobile })
    await assertNoCrossIdentity(db, { account: input.username, email: input.email, mobile: input.mobile })
    const passwordHash = await hasher.hash(input.password)
    try {
      const [row] = await db
        .insert(users)
        .values({
          account: input.username,
          email: input.email,
          mobile: input.mobile,
          nickname: defaultNickname(),
          passwordHash,
          language: lang,
        })
        .returning()
      const { token } = await tokens.issue(db, row!.id)
      return { userinfo: { ...toUserInfo(row!), token } }
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(error))
        throw new ApiError('auth.accountTaken', { apiCode: API_CODE.accountExists, cause: error })
      throw error
    }
  })

  mount(userLogin, async ({ input, ip }) => {
    // issue 6/19 Security: counted before verifying, per resolved account (login-verifier.ts).
    const user = await logins.verify(input.account, input.password, ip)
    const { token } = await tokens.issue(db, user.id)
    return { userinfo: { ...toUserInfo(user), token } }
  })

  mount(userLogout, async ({ session }) => {
    const { token, userId } = await session()
    await tokens.revoke(db, token)
    await services.revocations.revoked(userId)
    return null
  })

  mount(userLogoutAll, async ({ session }) => {
    const { userId } = await session()
    await tokens.revokeAllForUser(db, userId)
    await services.revocations.revoked(userId)
    return null
  })

  mount(userGetUserInfo, async ({ session }) => toUserInfo(await findUserById(db, (await session()).userId)))

  mount(userProfile, async ({ input, session }) => {
    const { userId } = await session()
    const identity = {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
    }
    await assertIdentityFree(db, identity, userId)
    await assertNoCrossIdentity(db, identity, userId)
    const changes = {
      ...identity,
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    }
    if (Object.keys(changes).length > 0) {
      try {
        await db.update(users).set(changes).where(eq(users.id, userId))
      } catch (error) {
        if (isUniqueViolation(error))
          throw new ApiError('auth.emailTaken', { apiCode: API_CODE.accountExists, cause: error })
        throw error
      }
    }
    return toUserInfo(await findUserById(db, userId))
  })

  mount(userResetPwd, async ({ input, session }) => {
    const { userId } = await session()
    const user = await findUserById(db, userId)
    if (!(await hasher.verify(input.oldPassword, user.passwordHash)))
      throw new ApiError('auth.oldPasswordWrong')
    const passwordHash = await hasher.hash(input.newPassword)
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
      // shop-spec §4: a password reset clears the session; every token of the user is revoked.
      await tokens.revokeAllForUser(tx, userId)
    })
    await services.revocations.revoked(userId)
    return null
  })

  mount(userResetPay, async ({ input, session, ip }) => {
    const { userId } = await session()
    const user = await findUserById(db, userId)
    if (input.mode === 'set') {
      // shop-spec §5: first set needs no old code; once set, changing it requires the old one.
      if (user.payCodeHash !== null) throw new ApiError('pay.alreadySet')
    } else {
      if (user.payCodeHash === null) throw new ApiError('pay.notSet', { apiCode: API_CODE.payCodeNotSet })
      // A wrong old code counts towards the verify_pay lock: resetPay must not be a guessing oracle.
      if (!(await payCodes.check(userId, user.payCodeHash, input.oldCode, ip))) {
        throw new ApiError('pay.oldCodeWrong', { apiCode: API_CODE.payCodeWrong })
      }
    }
    await db
      .update(users)
      .set({ payCodeHash: await hasher.hash(input.newCode) })
      .where(eq(users.id, userId))
    return null
  })

  mount(userVerifyPay, async ({ input, session, ip }) => {
    const { userId } = await session()
    const user = await findUserById(db, userId)
    if (user.payCodeHash === null) {
      // shop-spec §4: the app shows "You have not set payment password" with its go-setting action.
      throw new ApiError('pay.notSet', { apiCode: API_CODE.payCodeNotSet })
    }
    if (!(await payCodes.check(userId, user.payCodeHash, input.payCode, ip))) {
      throw new ApiError('pay.wrongCode', { apiCode: API_CODE.payCodeWrong })
    }
    return { valid: true, payCodeSet: true }
  })

  mount(userLanguageList, async () => ({
    list: LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
  }))

  mount(userSetLanguage, async ({ input, session }) => {
    const { userId } = await session()
    await db.update(users).set({ language: input.lang }).where(eq(users.id, userId))
    return { lang: input.lang }
  })

  return router
}
