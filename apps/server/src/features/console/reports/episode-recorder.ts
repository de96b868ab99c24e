import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../../../clock'
import type { Database } from '../../../db/database'
import { conversationAssignments, conversationEpisodes } from '../../../db/schema'
import type { StateChange } from '../queue-control/queue-control'
import { createQueueMemory } from '../queue-control/queue-memory'

export interface EpisodeRecorder {
  /** A shopper wrote (at `at`, epoch ms; now when absent): a new episode unless one is unresolved. */
  shopperWrote(channel: { canonicalId: string; serviceId: string }, at?: number): Promise<void>
  /** Staff answered (at `at`; now when absent): the episode's first response, if it had none. */
  staffAnswered(channelId: string, at?: number): Promise<void>
  /** The conversation was resolved: the episode ends. */
  resolved(change: StateChange): Promise<void>
}

/**
 * Issue #29 reports (server README "Reports"): what the figures are computed from, written by the
 * queue's hooks, so both chat modes (the gateway's stored messages, WuKongIM's webhook) feed it.
 * The partial unique index keeps one unresolved episode per conversation across replicas.
 */
export function createEpisodeRecorder({
  db,
  clock,
  rememberFacts = false,
}: {
  db: Database
  clock: Clock
  /**
   * Remember which conversations have an unresolved episode (and its first response) between
   * resolutions, so a shopper's or staff member's next message writes nothing: only where this
   * process is the database's only writer, as for the queue's memory (queue-memory.ts).
   */
  rememberFacts?: boolean
}): EpisodeRecorder {
  const memory = createQueueMemory({ enabled: rememberFacts })
  const assignee = (channelId: string) =>
    sql`(select ${conversationAssignments.staffId} from ${conversationAssignments} where ${conversationAssignments.canonicalId} = ${channelId})`
  const unresolved = (channelId: string) =>
    and(eq(conversationEpisodes.canonicalId, channelId), isNull(conversationEpisodes.resolvedAt))
  return {
    async shopperWrote(channel, at) {
      const key = `open:${channel.canonicalId}`
      if (memory.recall(key)) return
      // This may open an episode: a staff answer remembered as "nothing to answer" no longer holds.
      memory.forget(`answered:${channel.canonicalId}`)
      memory.touched()
      const readAt = memory.version()
      await db
        .insert(conversationEpisodes)
        .values({
          canonicalId: channel.canonicalId,
          serviceId: channel.serviceId,
          openedAt: new Date(at ?? clock.now()),
        })
        .onConflictDoNothing()
      memory.remember(key, true, readAt)
    },
    async staffAnswered(channelId, at) {
      const key = `answered:${channelId}`
      if (memory.recall(key)) return
      const readAt = memory.version()
      await db
        .update(conversationEpisodes)
        .set({
          firstResponseAt: new Date(at ?? clock.now()),
          staffId: sql`coalesce(${assignee(channelId)}, ${conversationEpisodes.staffId})`,
        })
        .where(and(unresolved(channelId), isNull(conversationEpisodes.firstResponseAt)))
      // Answered, or no episode to answer: either way nothing to write until a shopper opens one.
      memory.remember(key, true, readAt)
    },
    async resolved(change) {
      // The next message opens a new episode; writes in flight must not remember the old one.
      memory.changed()
      await db
        .update(conversationEpisodes)
        .set({
          resolvedAt: new Date(change.at),
          staffId: sql`coalesce(${assignee(change.channelId)}, ${conversationEpisodes.staffId}, ${change.by?.id ?? null}::integer)`,
        })
        .where(unresolved(change.channelId))
      memory.changed()
    },
  }
}
