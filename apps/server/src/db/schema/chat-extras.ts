import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { timestamptz } from './columns'

// What the provider callbacks of chat-spec §7 read besides messages and conversations (server README
// "Chat"): conversation extras and reminders. Versions come from the chat version sequence.

/** chat-spec §7 conversation extras: a user's draft and browse position per conversation, across devices. */
export const chatConversationExtras = pgTable(
  'chat_conversation_extras',
  {
    uid: text('uid').notNull(),
    /** The id this user addresses the channel by. */
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    draft: text('draft').notNull().default(''),
    keepMessageSeq: integer('keep_message_seq').notNull().default(0),
    keepOffsetY: integer('keep_offset_y').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.channelId, t.channelType] }),
    index('chat_conversation_extras_version_idx').on(t.uid, t.version),
  ],
)

/** chat-spec §3 Reminder: a user was mentioned (type 1) in a group message. */
export const chatReminders = pgTable(
  'chat_reminders',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    reminderType: integer('reminder_type').notNull(),
    messageId: bigint('message_id', { mode: 'bigint' }).notNull(),
    messageSeq: integer('message_seq').notNull(),
    text: text('text').notNull().default(''),
    done: boolean('done').notNull().default(false),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('chat_reminders_version_idx').on(t.uid, t.version),
    // One reminder of a kind per user and message: a retried notification (WuKongIM resends
    // msg.notify until it gets a 200) or a resent message must not remind twice.
    uniqueIndex('chat_reminders_once_idx').on(t.uid, t.messageId, t.reminderType),
  ],
)

/**
 * chat-spec §3 channel info "last seen": when each user's last chat connection closed (server README
 * "The other provider callbacks"), so a restart or another replica answers it. Written at most once
 * per LAST_SEEN_WRITE_INTERVAL_MS per user; only ever moves forward.
 */
export const chatLastSeen = pgTable('chat_last_seen', {
  uid: text('uid').primaryKey(),
  offlineAt: timestamptz('offline_at').notNull(),
})
