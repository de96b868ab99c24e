import { and, eq, isNull, sql } from 'drizzle-orm'
import { userIdOf } from '../../../chat/channel-address'
import type { StateChange } from '../../../chat/queue/queue-control'
import { createQueueMemory } from '../../../chat/queue/queue-memory'
import type { Clock } from '../../../clock'
import type { Database } from '../../../db/database'
import { conversationAssignments, conversationEpisodes } from '../../../db/schema'

export interface EpisodeRecorder {
  /** A shopper wrote (at `at`, epoch ms; now when absent): a new episode unless one is unresolved. */
  shopperWrote(channel: { canonicalId: string; serviceId: string }, at?: number): Promise<void>
  /**
   * Staff answered (at `at`; now when absent): the episode's first response, if it had none.
   * `fromUid`: who wrote; the service's own messages (away message, rating ask) are no answer.
   */
  staffAnswered(channelId: string, at?: number, fromUid?: string): Promise<void>
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
      const scope = { channelId: channel.canonicalId }
      memory.touched(scope)
      const readAt = memory.stamp(scope)
      await db
        .insert(conversationEpisodes)
        .values({
          canonicalId: channel.canonicalId,
          serviceId: channel.serviceId,
          openedAt: new Date(at ?? clock.now()),
        })
        .onConflictDoNothing()
      memory.remember(scope, key, true, readAt)
    },
    async staffAnswered(channelId, at, fromUid) {
      const responder = fromUid === undefined ? null : userIdOf(fromUid)
      // Issue #44: an automatic message of the service (uid `mer_N` / `platform`) answers nobody.
      if (fromUid !== undefined && responder === null) return
      const key = `answered:${channelId}`
      if (memory.recall(key)) return
      const readAt = memory.stamp({ channelId })
      await db
        .update(conversationEpisodes)
        .set({
          firstResponseAt: new Date(at ?? clock.now()),
          // Issue #44: the one holding it, else whoever answered (it was "nobody" when unassigned).
          staffId: sql`coalesce(${assignee(channelId)}, ${conversationEpisodes.staffId}, ${responder}::integer)`,
        })
        .where(and(unresolved(channelId), isNull(conversationEpisodes.firstResponseAt)))
      // Answered, or no episode to answer: either way nothing to write until a shopper opens one.
      memory.remember({ channelId }, key, true, readAt)
    },
    async resolved(change) {
      // The next message opens a new episode; writes in flight must not remember the old one.
      memory.conversationChanged(change)
      await db
        .update(conversationEpisodes)
        .set({
          resolvedAt: new Date(change.at),
          staffId: sql`coalesce(${assignee(change.channelId)}, ${conversationEpisodes.staffId}, ${change.by?.id ?? null}::integer)`,
        })
        .where(unresolved(change.channelId))
      memory.conversationChanged(change)
    },
  }
}
