import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'
import type { LocalizedText } from './localized'
import { users } from './users'

/** Issue #29 conversation states: open, pending (waiting on the shopper), snoozed until a time, resolved. */
export const CONVERSATION_STATES = ['open', 'pending', 'snoozed', 'resolved'] as const
export type ConversationStateName = (typeof CONVERSATION_STATES)[number]

/** Issue #29 availability: what a staff member chose in the console (offline too after the grace period). */
export const AVAILABILITIES = ['online', 'busy', 'offline'] as const
export type AvailabilityName = (typeof AVAILABILITIES)[number]

/** One opening range of a weekday, in minutes from the shop's local midnight (end exclusive). */
export interface OpeningRange {
  /** 0 = Sunday ... 6 = Saturday (Date#getDay). */
  day: number
  from: number
  to: number
}

/**
 * The state of a customer-service conversation (server README "Queue control"). No row: open. One row
 * per stored channel (`mer_N_<uid>` or `platform_<uid>`).
 */
export const conversationStates = pgTable(
  'conversation_states',
  {
    canonicalId: text('canonical_id').primaryKey(),
    serviceId: text('service_id').notNull(),
    state: text('state').$type<ConversationStateName>().notNull().default('open'),
    snoozedUntil: timestamptz('snoozed_until'),
    /** The shopper's first message staff have not answered yet; null when answered (no-answer return). */
    awaitingSince: timestamptz('awaiting_since'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('conversation_states_service_idx').on(t.serviceId, t.state),
    index('conversation_states_snoozed_idx').on(t.snoozedUntil).where(sql`${t.state} = 'snoozed'`),
    check('conversation_states_state_check', sql`${t.state} in ('open', 'pending', 'snoozed', 'resolved')`),
  ],
)

/** A staff member's chosen availability. No row: offline. */
export const staffAvailability = pgTable(
  'staff_availability',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AvailabilityName>().notNull().default('offline'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [check('staff_availability_status_check', sql`${t.status} in ('online', 'busy', 'offline')`)],
)

/** A service's queue settings: business hours, away messages, assignment limit and no-answer time. */
export const queueSettings = pgTable('queue_settings', {
  serviceId: text('service_id').primaryKey(),
  /** IANA time zone the hours are in. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Opening ranges; empty = always open. */
  hours: jsonb('hours').$type<OpeningRange[]>().notNull(),
  /** The away message per language the shop wrote; the default text where it wrote none. */
  awayTexts: jsonb('away_texts').$type<Partial<LocalizedText>>().notNull(),
  memberLimit: integer('member_limit').notNull().default(10),
  noAnswerMinutes: integer('no_answer_minutes').notNull().default(15),
  updatedAt: timestamptz('updated_at').notNull(),
})

/** The away message was sent in this conversation on this day (the shop's local date): once a day. */
export const awayMessageLog = pgTable(
  'away_message_log',
  {
    channelId: text('channel_id').notNull(),
    day: text('day').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.day] })],
)
