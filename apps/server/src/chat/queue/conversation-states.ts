import type { ConversationState, ConversationStateView } from '@crossmart/api-client'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { conversationStates } from '../../db/schema'

/** The stored state of a conversation; no row is open. */
export async function stateOf(db: Executor, channelId: string): Promise<ConversationStateView> {
  const [row] = await db
    .select({ state: conversationStates.state, snoozedUntil: conversationStates.snoozedUntil })
    .from(conversationStates)
    .where(eq(conversationStates.canonicalId, channelId))
  return {
    channelId,
    state: row?.state ?? 'open',
    snoozedUntil: row?.state === 'snoozed' && row.snoozedUntil ? row.snoozedUntil.getTime() : null,
  }
}

/** Writes a state (and the snooze's end when snoozed). */
export async function writeState(
  db: Executor,
  clock: Clock,
  target: { channelId: string; serviceId: string },
  state: ConversationState,
  snoozedUntil: number | null,
): Promise<void> {
  const values = {
    state,
    snoozedUntil: state === 'snoozed' && snoozedUntil !== null ? new Date(snoozedUntil) : null,
    updatedAt: new Date(clock.now()),
  }
  await db
    .insert(conversationStates)
    .values({ canonicalId: target.channelId, serviceId: target.serviceId, ...values })
    .onConflictDoUpdate({ target: conversationStates.canonicalId, set: values })
}

/** A shopper's message waits for an answer from now, unless an earlier one already waits. */
export async function markAwaiting(
  db: Executor,
  target: { channelId: string; serviceId: string },
  /** When the shopper's message was sent (epoch ms). */
  since: number,
): Promise<void> {
  const now = new Date(since)
  await db
    .insert(conversationStates)
    .values({
      canonicalId: target.channelId,
      serviceId: target.serviceId,
      awaitingSince: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: conversationStates.canonicalId,
      set: { awaitingSince: sql`coalesce(${conversationStates.awaitingSince}, excluded.awaiting_since)` },
    })
}

/** Staff answered: nothing waits any more (the no-answer return stops counting). */
export async function clearAwaiting(db: Executor, channelId: string): Promise<void> {
  await db
    .update(conversationStates)
    .set({ awaitingSince: null })
    .where(eq(conversationStates.canonicalId, channelId))
}

/** Snoozed conversations whose time has come. */
export async function dueSnoozes(db: Executor, now: number) {
  return db
    .select({ channelId: conversationStates.canonicalId, serviceId: conversationStates.serviceId })
    .from(conversationStates)
    .where(and(eq(conversationStates.state, 'snoozed'), lte(conversationStates.snoozedUntil, new Date(now))))
}

/** States of many conversations at once (the inbox page). */
export async function statesOf(db: Executor, channelIds: readonly string[]) {
  if (channelIds.length === 0) return new Map<string, ConversationStateView>()
  const rows = await db
    .select()
    .from(conversationStates)
    .where(inArray(conversationStates.canonicalId, [...channelIds]))
  return new Map(
    rows.map((row) => [
      row.canonicalId,
      {
        channelId: row.canonicalId,
        state: row.state,
        snoozedUntil: row.state === 'snoozed' && row.snoozedUntil ? row.snoozedUntil.getTime() : null,
      },
    ]),
  )
}
