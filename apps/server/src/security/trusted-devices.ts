import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Executor } from '../db/database'
import { trustedDevices } from '../db/schema'
import { hashToken } from './token-service'

/** README "Security" (owner step-up): how long a browser stays recognised after it proved itself. */
export const TRUSTED_DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000
/** Browsers remembered per user; an older one beyond these is forgotten. */
export const TRUSTED_DEVICES_PER_USER = 20
/** The HttpOnly cookie that carries the device token; sent only to the login calls. */
export const DEVICE_COOKIE = 'cm_device'
export const DEVICE_COOKIE_PATH = '/api/user'
const DEVICE_TOKEN_PATTERN = /^[0-9a-f]{64}$/

/**
 * Browsers the owner used (README "Security", owner step-up). A successful login or a password
 * reset by mailed code remembers the browser with a random token (only its SHA-256 is stored); a
 * login that presents it is not stopped by the account-wide failure ceiling, so strangers guessing
 * a password from many addresses cannot lock the owner out. It proves nothing else: the password
 * is still checked and the per-address limit still applies.
 */
export interface TrustedDevices {
  /** Remembers a browser of `userId`; the token for its cookie. */
  remember(db: Executor, userId: number): Promise<string>
  /** Whether `token` (the cookie, maybe absent or forged) is a live device of `userId`. */
  recognises(db: Executor, userId: number, token: string | undefined): Promise<boolean>
}

export function createTrustedDevices(clock: Clock, ttlMs: number = TRUSTED_DEVICE_TTL_MS): TrustedDevices {
  return {
    async remember(db, userId) {
      const token = randomBytes(32).toString('hex')
      const now = clock.now()
      await db.insert(trustedDevices).values({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
      })
      // Housekeeping on the user's own rows: expired ones, and the oldest beyond the cap.
      await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), lte(trustedDevices.expiresAt, new Date(now))))
      const kept = await db
        .select({ tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.createdAt))
        .offset(TRUSTED_DEVICES_PER_USER)
      if (kept.length > 0) {
        await db.delete(trustedDevices).where(
          inArray(
            trustedDevices.tokenHash,
            kept.map((row) => row.tokenHash),
          ),
        )
      }
      return token
    },
    async recognises(db, userId, token) {
      if (token === undefined || !DEVICE_TOKEN_PATTERN.test(token)) return false
      const [row] = await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.tokenHash, hashToken(token)),
            eq(trustedDevices.userId, userId),
            gt(trustedDevices.expiresAt, new Date(clock.now())),
          ),
        )
      return row !== undefined
    },
  }
}
