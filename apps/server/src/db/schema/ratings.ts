import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'
import { users } from './users'

/**
 * Issue #29 satisfaction ratings: one row per request (one per resolution of a conversation), the
 * shopper's score 1-5 and optional comment once given. At most one open request per conversation.
 */
export const chatRatings = pgTable(
  'chat_ratings',
  {
    id: serial('id').primaryKey(),
    /** The conversation's stored channel (`mer_N_<uid>` or `platform_<uid>`). */
    canonicalId: text('canonical_id').notNull(),
    /** `mer_<shopId>` or `platform`: whose staff see the rating. */
    serviceId: text('service_id').notNull(),
    shopperId: integer('shopper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who handled the conversation when it was resolved (reports per staff member). */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamptz('requested_at').notNull(),
    score: smallint('score'),
    comment: text('comment'),
    ratedAt: timestamptz('rated_at'),
  },
  (t) => [
    check('chat_ratings_score_ck', sql`${t.score} IS NULL OR ${t.score} BETWEEN 1 AND 5`),
    index('chat_ratings_service_idx').on(t.serviceId, t.requestedAt),
    uniqueIndex('chat_ratings_open_uq').on(t.canonicalId).where(sql`${t.score} IS NULL`),
  ],
)

/**
 * Issue #29 reports: one row per conversation episode, from the shopper's first message after it
 * was resolved (or ever) to its next resolution, in either chat mode (the queue's hooks write it).
 * At most one unresolved episode per conversation.
 */
export const conversationEpisodes = pgTable(
  'conversation_episodes',
  {
    id: serial('id').primaryKey(),
    canonicalId: text('canonical_id').notNull(),
    serviceId: text('service_id').notNull(),
    /** Who handled it: the assignee at the first answer, then at the resolution. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamptz('opened_at').notNull(),
    firstResponseAt: timestamptz('first_response_at'),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    index('conversation_episodes_service_idx').on(t.serviceId, t.openedAt),
    uniqueIndex('conversation_episodes_open_uq').on(t.canonicalId).where(sql`${t.resolvedAt} IS NULL`),
  ],
)
