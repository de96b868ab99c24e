import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../../../clock'
import type { Database } from '../../../db/database'
import { conversationAssignments, conversationEpisodes } from '../../../db/schema'
import type { StateChange } from '../queue-control/queue-control'

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
export function createEpisodeRecorder({ db, clock }: { db: Database; clock: Clock }): EpisodeRecorder {
  const assignee = (channelId: string) =>
    sql`(select ${conversationAssignments.staffId} from ${conversationAssignments} where ${conversationAssignments.canonicalId} = ${channelId})`
  const unresolved = (channelId: string) =>
    and(eq(conversationEpisodes.canonicalId, channelId), isNull(conversationEpisodes.resolvedAt))
  return {
    async shopperWrote(channel, at) {
      await db
        .insert(conversationEpisodes)
        .values({
          canonicalId: channel.canonicalId,
          serviceId: channel.serviceId,
          openedAt: new Date(at ?? clock.now()),
        })
        .onConflictDoNothing()
    },
    async staffAnswered(channelId, at) {
      await db
        .update(conversationEpisodes)
        .set({
          firstResponseAt: new Date(at ?? clock.now()),
          staffId: sql`coalesce(${assignee(channelId)}, ${conversationEpisodes.staffId})`,
        })
        .where(and(unresolved(channelId), isNull(conversationEpisodes.firstResponseAt)))
    },
    async resolved(change) {
      await db
        .update(conversationEpisodes)
        .set({
          resolvedAt: new Date(change.at),
          staffId: sql`coalesce(${assignee(change.channelId)}, ${conversationEpisodes.staffId}, ${change.by?.id ?? null}::integer)`,
        })
        .where(unresolved(change.channelId))
    },
  }
}
