import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { chatTokens } from '../../db/schema'
import { CHAT_TOKEN_TTL_MS, CHAT_TOKENS_PER_UID } from '../constants'

const TOKEN_BYTES = 24
const digest = (token: string): string => createHash('sha256').update(token).digest('hex')

/**
 * Tokens of the chat connection (chat-spec §6: access by uid and token in connect), issued by
 * /api/chat/getWebSocketUrl and kept in the database so they survive a restart.
 */
export interface ChatTokenStore {
  issue(uid: string): Promise<string>
  verify(uid: string, token: string): Promise<boolean>
  /** Drops every token of `uid` (server README "Security": the user's sessions ended). */
  revokeAll(uid: string): Promise<void>
}

export function createChatTokenStore(db: Database, clock: Clock): ChatTokenStore {
  return {
    async issue(uid) {
      const token = randomBytes(TOKEN_BYTES).toString('hex')
      const now = clock.now()
      await db.transaction(async (tx) => {
        await tx.insert(chatTokens).values({
          tokenHash: digest(token),
          uid,
          createdAt: new Date(now),
          expiresAt: new Date(now + CHAT_TOKEN_TTL_MS),
        })
        // Keep the newest few (one per device) and drop expired ones.
        const keep = await tx
          .select({ hash: chatTokens.tokenHash })
          .from(chatTokens)
          .where(and(eq(chatTokens.uid, uid), gt(chatTokens.expiresAt, new Date(now))))
          .orderBy(desc(chatTokens.createdAt))
          .limit(CHAT_TOKENS_PER_UID)
        await tx.delete(chatTokens).where(
          and(
            eq(chatTokens.uid, uid),
            notInArray(
              chatTokens.tokenHash,
              keep.map((k) => k.hash),
            ),
          ),
        )
      })
      return token
    },
    async verify(uid, token) {
      if (token === '') return false
      const rows = await db
        .select({ uid: chatTokens.uid })
        .from(chatTokens)
        .where(and(eq(chatTokens.tokenHash, digest(token)), gt(chatTokens.expiresAt, new Date(clock.now()))))
        .limit(1)
      return rows[0]?.uid === uid
    },
    async revokeAll(uid) {
      await db.delete(chatTokens).where(eq(chatTokens.uid, uid))
    },
  }
}

/** Removes expired tokens of every user (housekeeping; also done per user on issue). */
export async function purgeExpiredChatTokens(db: Database, clock: Clock): Promise<void> {
  await db.delete(chatTokens).where(lte(chatTokens.expiresAt, new Date(clock.now())))
}
