import { API_CODE } from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import { ApiError } from '../../http/api-error'
import { minutesUntil } from '../../security/attempt-guard'

/**
 * Checks a payment code against its hash under the verify_pay lock (issue 6 Security: 5 failures in
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
  // issue 19: counted before the hash is verified, so a parallel burst cannot outrun the lock.
  const locked = (retryAfterMs: number) =>
    new ApiError('pay.locked', {
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
