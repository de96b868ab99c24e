import {
  API_CODE,
  type EndpointParsedRequest,
  type userLogin,
  type userProfile,
  type userRegister,
  type userResetPay,
  type userResetPwd,
  type userSetLanguage,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import type { ServerLanguage } from '../../i18n/languages'
import { type AttemptGuard, minutesUntil } from '../../security/attempt-guard'
import type { PasswordHasher } from '../../security/password-hasher'
import type { TokenService } from '../../security/token-service'
import type { PayCodeChecker } from './pay-code-checker'
import { toUserInfo } from './user-info'
import { assertIdentityFree, findUserById, findUserByLogin, isUniqueViolation } from './user-lookup'

/** Checks a password against a user's hash, or a dummy hash when there is no such user (same time). */
export interface PasswordCheck {
  verify(password: string, passwordHash: string | undefined): Promise<boolean>
}

export function createPasswordCheck(hasher: PasswordHasher): PasswordCheck {
  // A hash to verify against when the account does not exist, so both paths take the same time.
  const dummyHash = hasher.hash('crossmart-timing-equalizer')
  return {
    async verify(password, passwordHash) {
      if (passwordHash !== undefined) return hasher.verify(password, passwordHash)
      return (await hasher.verify(password, await dummyHash)) && false
    },
  }
}

export async function registerAccount(
  db: Database,
  clock: Clock,
  hasher: PasswordHasher,
  tokens: TokenService,
  input: EndpointParsedRequest<typeof userRegister>,
  lang: ServerLanguage,
) {
  await assertIdentityFree(db, { account: input.username, email: input.email, mobile: input.mobile })
  const passwordHash = await hasher.hash(input.password)
  try {
    const [row] = await db
      .insert(users)
      .values({
        account: input.username,
        email: input.email,
        mobile: input.mobile,
        nickname: input.username,
        passwordHash,
        language: lang,
        createdAt: new Date(clock.now()),
      })
      .returning()
    const { token } = await tokens.issue(db, row!.id)
    return { userinfo: { ...toUserInfo(row!), token } }
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error))
      throw new RefusalError('auth.accountTaken', { apiCode: API_CODE.accountExists, cause: error })
    throw error
  }
}

export async function logIn(
  db: Database,
  passwords: PasswordCheck,
  tokens: TokenService,
  attempts: AttemptGuard,
  input: EndpointParsedRequest<typeof userLogin>,
  ip: string,
) {
  // README "Security": lock the login after repeated failures, per (account typed, client IP) with
  // an account-wide ceiling (attempt-guard.ts ATTEMPT_POLICIES.login).
  const key = { action: 'login', subject: input.account.trim().toLowerCase(), ip } as const
  const locked = (retryAfterMs: number) =>
    new RefusalError('auth.locked', {
      apiCode: API_CODE.rateLimited,
      params: { minutes: minutesUntil(retryAfterMs) },
    })
  const state = await attempts.check(db, key)
  if (state.locked) throw locked(state.retryAfterMs)
  const user = await findUserByLogin(db, input.account)
  const valid = await passwords.verify(input.password, user?.passwordHash)
  if (!user || !valid) {
    const after = await attempts.recordFailure(db, key)
    if (after.locked) throw locked(after.retryAfterMs)
    throw new RefusalError('auth.wrongCredentials', { apiCode: API_CODE.wrongCredentials })
  }
  // Clears this IP's failures for the account; other IPs' still count towards the ceiling.
  await attempts.reset(db, key)
  const { token } = await tokens.issue(db, user.id)
  return { userinfo: { ...toUserInfo(user), token } }
}

export async function updateProfile(
  db: Database,
  userId: number,
  input: EndpointParsedRequest<typeof userProfile>,
) {
  const identity = {
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
  }
  await assertIdentityFree(db, identity, userId)
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
        throw new RefusalError('auth.emailTaken', { apiCode: API_CODE.accountExists, cause: error })
      throw error
    }
  }
  return toUserInfo(await findUserById(db, userId))
}

export async function resetPassword(
  db: Database,
  hasher: PasswordHasher,
  tokens: TokenService,
  userId: number,
  input: EndpointParsedRequest<typeof userResetPwd>,
) {
  const user = await findUserById(db, userId)
  if (!(await hasher.verify(input.oldPassword, user.passwordHash)))
    throw new RefusalError('auth.oldPasswordWrong')
  const passwordHash = await hasher.hash(input.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    // shop-spec §4: a password reset clears the session; every token of the user is revoked.
    await tokens.revokeAllForUser(tx, userId)
  })
  return null
}

export async function resetPayCode(
  db: Database,
  hasher: PasswordHasher,
  payCodes: PayCodeChecker,
  userId: number,
  input: EndpointParsedRequest<typeof userResetPay>,
  ip: string,
) {
  const user = await findUserById(db, userId)
  if (input.mode === 'set') {
    // shop-spec §5: first set needs no old code; once set, changing it requires the old one.
    if (user.payCodeHash !== null) throw new RefusalError('pay.alreadySet')
  } else {
    if (user.payCodeHash === null) throw new RefusalError('pay.notSet', { apiCode: API_CODE.payCodeNotSet })
    // A wrong old code counts towards the verify_pay lock: resetPay must not be a guessing oracle.
    if (!(await payCodes.check(userId, user.payCodeHash, input.oldCode, ip))) {
      throw new RefusalError('pay.oldCodeWrong', { apiCode: API_CODE.payCodeWrong })
    }
  }
  await db
    .update(users)
    .set({ payCodeHash: await hasher.hash(input.newCode) })
    .where(eq(users.id, userId))
  return null
}

export async function setLanguage(
  db: Database,
  userId: number,
  input: EndpointParsedRequest<typeof userSetLanguage>,
) {
  await db.update(users).set({ language: input.lang }).where(eq(users.id, userId))
  return { lang: input.lang }
}
