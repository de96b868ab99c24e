import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { chatPresence } from '../../db/schema'
import { createQueueMemory } from '../queue/queue-memory'

/** CHAT_MODE=wukongim: whether a uid has a device online, as WuKongIM's webhook last told. */
export interface WukongImPresence {
  isOnline(uid: string): Promise<boolean>
  /** The webhook or the read-back wrote this uid's presence. */
  changed(uid: string): void
}

/**
 * Reads chat_presence, and with `remember` keeps each answer until this process writes that uid's
 * presence again: exact only where this process is the database's only writer (PGlite), as for the
 * queue's memory, whose scoped versions it uses (one scope per uid: a read overlapping a write of
 * that uid is not kept). The away message and the queue ask on every shopper message.
 */
export function createWukongImPresence(db: Executor, { remember }: { remember: boolean }): WukongImPresence {
  const memory = createQueueMemory({ enabled: remember })
  const scopeOf = (uid: string) => ({ channelId: `presence:${uid}` })
  return {
    isOnline: (uid) =>
      memory.readThrough(scopeOf(uid), `presence:${uid}`, async () => {
        const [row] = await db
          .select({ online: chatPresence.onlineDevices })
          .from(chatPresence)
          .where(eq(chatPresence.uid, uid))
        return (row?.online ?? 0) > 0
      }),
    changed: (uid) => memory.conversationChanged(scopeOf(uid)),
  }
}
