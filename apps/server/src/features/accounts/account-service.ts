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
import type { PasswordHasher } from '../../security/password-hasher'
import type { PayCodeChecker } from '../../security/pay-code-checker'
import { defaultNickname } from '../../security/public-name'
import type { SessionRevocations } from '../../security/session-revocations'
import type { TokenService } from '../../security/token-service'
import type { TrustedDevices } from '../../security/trusted-devices'
import { claimOwnImages } from '../uploads/owned-images'
import { assertNoCrossIdentity } from './identity-conflicts'
import type { LoginVerifier } from './login-verifier'
import { assertRegistrationBudget } from './registration-throttle'
import { toUserInfo } from './user-info'
import { assertIdentityFree, findUserById, isUniqueViolation } from './user-lookup'

export async function registerAccount(
  db: Database,
  clock: Clock,
  hasher: PasswordHasher,
  tokens: TokenService,
  input: EndpointParsedRequest<typeof userRegister>,
  lang: ServerLanguage,
  origin: { ip: string; registrationsPerHour: number } = { ip: 'unknown', registrationsPerHour: 0 },
) {
  const identity = { account: input.username, email: input.email, mobile: input.mobile }
  await assertIdentityFree(db, identity)
  // An identifier may not equal another user's identifier of any kind (server README "Security").
  await assertNoCrossIdentity(db, identity)
  const passwordHash = await hasher.hash(input.password)
  try {
    const now = clock.now()
    const row = await db.transaction(async (tx) => {
      await assertRegistrationBudget(tx, now, origin.ip, origin.registrationsPerHour)
      const [inserted] = await tx
        .insert(users)
        .values({
          account: input.username,
          // Issue #31: one of the two (the contract refuses both or neither); the other stays null.
          email: input.email ?? null,
          mobile: input.mobile ?? null,
          // The login name is never published: a generated nickname until the user picks one.
          nickname: defaultNickname(),
          passwordHash,
          language: lang,
          createdAt: new Date(now),
          registeredIp: origin.ip,
        })
        .returning()
      return inserted
    })
    const { token } = await tokens.issue(db, row!.id)
    return { userinfo: { ...toUserInfo(row!), token } }
  } catch (error) {
    // Two registrations racing for an identifier: the unique indexes (and user_identifiers, across
    // the three kinds) decide; the winner is committed now, so the checks name what was taken.
    if (isUniqueViolation(error)) {
      await assertIdentityFree(db, identity)
      await assertNoCrossIdentity(db, identity)
      throw new RefusalError('auth.accountTaken', { apiCode: API_CODE.accountExists, cause: error })
    }
    throw error
  }
}

/**
 * Login. `deviceToken` is the browser's device cookie; the answer carries a new one to set when the
 * browser was not yet recognised as the owner's (README "Security", owner step-up).
 */
export async function logIn(
  db: Database,
  logins: LoginVerifier,
  tokens: TokenService,
  devices: TrustedDevices,
  input: EndpointParsedRequest<typeof userLogin>,
  ip: string,
  deviceToken: string | undefined,
) {
  // README "Security": the attempt is counted before verifying, per resolved account (login-verifier.ts).
  const user = await logins.verify(input.account, input.password, ip, deviceToken)
  const { token } = await tokens.issue(db, user.id)
  const known = await devices.recognises(db, user.id, deviceToken)
  return {
    body: { userinfo: { ...toUserInfo(user), token } },
    newDeviceToken: known ? null : await devices.remember(db, user.id),
  }
}

export async function updateProfile(
  db: Database,
  clock: Clock,
  userId: number,
  input: EndpointParsedRequest<typeof userProfile>,
) {
  const identity = {
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
  }
  await assertIdentityFree(db, identity, userId)
  await assertNoCrossIdentity(db, identity, userId)
  // README "Security": an avatar is one of the user's own uploads, or empty to remove it.
  if (input.avatar) await claimOwnImages(db, clock, userId, [input.avatar])
  const changes = {
    ...identity,
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
  }
  if (Object.keys(changes).length > 0) {
    try {
      await db.update(users).set(changes).where(eq(users.id, userId))
    } catch (error) {
      if (isUniqueViolation(error)) {
        await assertIdentityFree(db, identity, userId)
        await assertNoCrossIdentity(db, identity, userId)
        throw new RefusalError('auth.emailTaken', { apiCode: API_CODE.accountExists, cause: error })
      }
      throw error
    }
  }
  return toUserInfo(await findUserById(db, userId))
}

export async function resetPassword(
  db: Database,
  hasher: PasswordHasher,
  tokens: TokenService,
  revocations: SessionRevocations,
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
  // Revoked is revoked: chat tokens go and open chat sockets close too.
  await revocations.revoked(userId)
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
