import { API_CODE } from '@crossmart/api-client'
import { and, count, eq, gt } from 'drizzle-orm'
import type { Transaction } from '../../db/database'
import { users } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { RefusalError } from '../../http/refusal-error'

/** Server README "Security" (issue #32): sign-ups are counted per client address over this window. */
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000

/**
 * Inside the registration's transaction: refuses (code 1004) when `ip` already registered
 * `perHour` accounts in the last hour. An advisory lock per address serializes its registrations,
 * so a parallel burst cannot overshoot; the count reads `users.registered_ip`, so replicas on one
 * PostgreSQL share it and a restart forgets nothing. `perHour` 0 is off.
 */
export async function assertRegistrationBudget(
  tx: Transaction,
  now: number,
  ip: string,
  perHour: number,
): Promise<void> {
  if (perHour <= 0) return
  await lockForTransaction(tx, `register:${ip}`)
  const [row] = await tx
    .select({ recent: count() })
    .from(users)
    .where(and(eq(users.registeredIp, ip), gt(users.createdAt, new Date(now - REGISTRATION_WINDOW_MS))))
  if ((row?.recent ?? 0) >= perHour) {
    throw new RefusalError('auth.registrationsThrottled', {
      apiCode: API_CODE.rateLimited,
      params: { max: perHour },
    })
  }
}
