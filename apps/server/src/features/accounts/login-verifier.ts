import { API_CODE } from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import { RefusalError } from '../../http/refusal-error'
import type { AttemptKey } from '../../security/attempt-guard'
import { minutesUntil } from '../../security/attempt-guard'
import { findUserByLogin, type UserRow } from './user-lookup'

/**
 * Login under the lock (server README "Security"): the attempt is counted
 * before the hash is verified (attempt-claim.ts), so parallel bursts cannot outrun the lock, and it
 * is counted against the resolved account (`user:<id>`), so typing the account, its email and its
 * mobile shares one budget. An unknown name is counted under the text typed.
 */
export interface LoginVerifier {
  /**
   * The user when the password is right; throws wrong-credentials or the lock message otherwise.
   * `deviceToken` is the browser's device cookie: an owner's browser is not held by the
   * account-wide ceiling (README "Security", owner step-up).
   */
  verify(account: string, password: string, ip: string, deviceToken?: string): Promise<UserRow>
}

export function loginSubject(account: string, user: Pick<UserRow, 'id'> | undefined): string {
  return user ? `user:${user.id}` : account.trim().toLowerCase()
}

export function createLoginVerifier(
  services: Pick<AppServices, 'db' | 'hasher' | 'attemptClaims' | 'trustedDevices'>,
): LoginVerifier {
  const { db, hasher } = services
  const claims = services.attemptClaims
  // A hash to verify against when the account does not exist, so both paths take the same time.
  const dummyHash = hasher.hash('crossmart-timing-equalizer')
  const locked = (retryAfterMs: number) =>
    new RefusalError('auth.locked', {
      apiCode: API_CODE.rateLimited,
      params: { minutes: minutesUntil(retryAfterMs) },
    })
  return {
    async verify(account, password, ip, deviceToken) {
      const user = await findUserByLogin(db, account)
      const ownerDevice = user ? await services.trustedDevices.recognises(db, user.id, deviceToken) : false
      const key: AttemptKey = { action: 'login', subject: loginSubject(account, user), ip, ownerDevice }
      const claim = await claims.claim(key)
      if (claim.locked) throw locked(claim.retryAfterMs)
      const valid = user
        ? await hasher.verify(password, user.passwordHash)
        : (await hasher.verify(password, await dummyHash)) && false
      if (!user || !valid) {
        const after = await claims.failed(key, claim)
        if (after.locked) throw locked(after.retryAfterMs)
        throw new RefusalError('auth.wrongCredentials', { apiCode: API_CODE.wrongCredentials })
      }
      // Clears this IP's failures for the account; other IPs' still count towards the ceiling.
      await claims.succeeded(key, claim)
      return user
    },
  }
}
