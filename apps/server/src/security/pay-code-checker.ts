import { API_CODE } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { AppServices } from '../app-services'
import type { Executor } from '../db/database'
import { users } from '../db/schema'
import { RefusalError } from '../http/refusal-error'
import { minutesUntil } from './attempt-guard'

/**
 * Checks a payment code against its hash under the verify_pay lock (README "Security": 5 failures in
 * 15 minutes). Exported for the orders feature, whose pay call must count towards the same lock.
 */
export interface PayCodeChecker {
  /** true when right; false when wrong (and counted); throws the lock message when locked. */
  check(userId: number, payCodeHash: string, code: string, ip: string): Promise<boolean>
}

export function createPayCodeChecker({
  hasher,
  attemptClaims: claims,
}: Pick<AppServices, 'hasher' | 'attemptClaims'>): PayCodeChecker {
  // Server README "Security": counted before the hash is verified, so a parallel burst cannot outrun the lock.
  const locked = (retryAfterMs: number) =>
    new RefusalError('pay.locked', {
      apiCode: API_CODE.rateLimited,
      params: { minutes: minutesUntil(retryAfterMs) },
    })
  return {
    async check(userId, payCodeHash, code, ip) {
      const key = { action: 'verify_pay', subject: String(userId), ip } as const
      const claim = await claims.claim(key)
      if (claim.locked) throw locked(claim.retryAfterMs)
      if (await hasher.verify(code, payCodeHash)) {
        await claims.succeeded(key, claim)
        return true
      }
      const after = await claims.failed(key, claim)
      if (after.locked) throw locked(after.retryAfterMs)
      return false
    },
  }
}

/**
 * shop-spec §4 Payment. A missing payment code is its own error (the app's "You have not set payment
 * password" note); a wrong one counts towards the verify_pay lock.
 */
export async function verifyPayCode(
  db: Executor,
  payCodes: PayCodeChecker,
  userId: number,
  payCode: string,
  ip: string,
): Promise<void> {
  // Only the hash is read here, so security/ needs no feature module (the accounts feature's user lookup).
  const [user] = await db
    .select({ payCodeHash: users.payCodeHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  // A live token whose user was deleted: treated like a dead token, as everywhere else.
  if (!user) throw new RefusalError('auth.tokenInvalid', { apiCode: API_CODE.unauthorized, httpStatus: 401 })
  if (user.payCodeHash === null) throw new RefusalError('pay.notSet', { apiCode: API_CODE.payCodeNotSet })
  if (!(await payCodes.check(userId, user.payCodeHash, payCode, ip))) {
    throw new RefusalError('pay.wrongCode', { apiCode: API_CODE.payCodeWrong })
  }
}
