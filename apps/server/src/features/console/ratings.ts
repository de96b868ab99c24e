import { and, desc, eq, isNull } from 'drizzle-orm'
import { parseServiceChannel } from '../../chat/channel-address'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { chatRatings } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { notFound, RefusalError } from '../../http/refusal-error'
import type { ConsoleActor } from './console-actor'
import { conversationOf } from './inbox'

/** Issue #29: a score is a whole number from 1 to 5; a comment at most this long. */
export const RATING_SCORES = { min: 1, max: 5 } as const
export const MAX_RATING_COMMENT_LENGTH = 500

/** The conversation being resolved, as requestRating needs it. */
export interface ResolvedConversation {
  /** The stored channel, `mer_N_<uid>` or `platform_<uid>`. */
  readonly channelId: string
  /** Who handled it (null: nobody had taken it). */
  readonly staffId: number | null
}

export interface RatingRequest {
  readonly id: number
  /** False when the conversation already had an unanswered request (it is reused). */
  readonly created: boolean
}

export interface RatingRow {
  id: number
  channelId: string
  shopperId: number
  staffId: number | null
  requestedAt: number
  score: number | null
  comment: string | null
  ratedAt: number | null
}

const ms = (date: Date | null) => (date === null ? null : date.getTime())

/**
 * Issue #29: asks the shopper of a resolved conversation for a rating, one per resolution. A
 * conversation resolved again before the shopper answered keeps its one open request (a partial
 * unique index holds it across replicas). Called on every resolve (rating-on-resolve.ts).
 */
export async function requestRating(
  db: Database,
  clock: Clock,
  conversation: ResolvedConversation,
): Promise<RatingRequest> {
  const address = parseServiceChannel(conversation.channelId)
  if (!address?.shopperUid) throw notFound('console.conversationNotFound')
  const shopperUid = address.shopperUid
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `rating:${conversation.channelId}`)
    const [open] = await tx
      .select({ id: chatRatings.id })
      .from(chatRatings)
      .where(and(eq(chatRatings.canonicalId, conversation.channelId), isNull(chatRatings.score)))
    if (open) return { id: open.id, created: false }
    const [row] = await tx
      .insert(chatRatings)
      .values({
        canonicalId: conversation.channelId,
        serviceId: address.serviceId,
        shopperId: Number(shopperUid),
        staffId: conversation.staffId,
        requestedAt: new Date(clock.now()),
      })
      .returning({ id: chatRatings.id })
    return { id: row!.id, created: true }
  })
}

/** The shopper answers a request: once, with a score 1-5 and an optional comment. */
export async function rateConversation(
  db: Database,
  clock: Clock,
  shopperId: number,
  input: { ratingId: number; score: number; comment?: string | undefined },
): Promise<RatingRow> {
  if (!Number.isInteger(input.score) || input.score < RATING_SCORES.min || input.score > RATING_SCORES.max)
    throw new RefusalError('rating.scoreInvalid')
  const comment = input.comment?.trim().slice(0, MAX_RATING_COMMENT_LENGTH) || null
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatRatings)
      .where(and(eq(chatRatings.id, input.ratingId), eq(chatRatings.shopperId, shopperId)))
      .for('update')
    // Another shopper's request is not revealed: the same answer as none.
    if (!row) throw notFound('rating.notFound')
    if (row.score !== null) throw new RefusalError('rating.alreadyGiven')
    const [rated] = await tx
      .update(chatRatings)
      .set({ score: input.score, comment, ratedAt: new Date(clock.now()) })
      .where(eq(chatRatings.id, row.id))
      .returning()
    return toRow(rated!)
  })
}

function toRow(row: typeof chatRatings.$inferSelect): RatingRow {
  return {
    id: row.id,
    channelId: row.canonicalId,
    shopperId: row.shopperId,
    staffId: row.staffId,
    requestedAt: row.requestedAt.getTime(),
    score: row.score,
    comment: row.comment,
    ratedAt: ms(row.ratedAt),
  }
}

/** One of the shopper's own requests (another shopper's answers not found, like none). */
export async function ratingOfShopper(db: Executor, shopperId: number, ratingId: number): Promise<RatingRow> {
  const [row] = await db
    .select()
    .from(chatRatings)
    .where(and(eq(chatRatings.id, ratingId), eq(chatRatings.shopperId, shopperId)))
  if (!row) throw notFound('rating.notFound')
  return toRow(row)
}

/** What the shopper sees of a request (not who handled it). */
export function shopperViewOf(row: RatingRow) {
  const { id, score, comment, requestedAt, ratedAt } = row
  return { id, score, comment, requestedAt, ratedAt }
}

/** What staff see of a request. */
export function consoleRatingOf(row: RatingRow) {
  return { ...shopperViewOf(row), channelId: row.channelId, staffId: row.staffId }
}

/** A conversation's ratings, newest first, for the staff of its service only (others: not found). */
export async function ratingsOfConversation(
  db: Executor,
  actor: ConsoleActor,
  channelId: string,
): Promise<RatingRow[]> {
  conversationOf(actor, channelId)
  const rows = await db
    .select()
    .from(chatRatings)
    .where(and(eq(chatRatings.canonicalId, channelId), eq(chatRatings.serviceId, actor.serviceId)))
    .orderBy(desc(chatRatings.requestedAt), desc(chatRatings.id))
  return rows.map(toRow)
}
