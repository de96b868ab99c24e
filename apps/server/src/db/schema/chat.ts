import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'
import type { LocalizedText } from './localized'

// Chat persistence (README "Chat"): everything the embedded gateway needs to survive a restart, so offline
// users catch up through sync (chat-spec §3 Message, Conversation, remoteExtra).

/**
 * Conversation versions for incremental sync (getRecentConversation?version=): one sequence for all
 * users, so a version only ever grows, across restarts and replicas.
 */
export const CHAT_VERSION_SEQUENCE = 'chat_version_seq'
export const chatVersionSeq = pgSequence(CHAT_VERSION_SEQUENCE)

/**
 * One row per stored channel. `channelId` is the canonical id (the staff view of a shop channel,
 * `mer_<shopId>_<shopperUid>`); `lastSeq` is the last messageSeq handed out, advanced in the same
 * transaction that stores the messages.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.channelType] })],
)

/**
 * Members of group channels (shop channels derive theirs from the shopper and the shop's staff).
 * A member who leaves keeps a `removed` row, and every change takes the next chat version, so
 * syncSubscribers answers what changed after a client's version (chat-spec §3 Subscriber).
 */
export const chatChannelMembers = pgTable(
  'chat_channel_members',
  {
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    uid: text('uid').notNull(),
    version: integer('version').notNull().default(1),
    removed: boolean('removed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.channelType, t.uid] }),
    index('chat_members_uid_idx').on(t.uid),
  ],
)

/** Stored messages; `payload` is the decrypted content (JSON text, chat-spec §3 Message content). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    /** 64-bit, time-ordered (see chat/message-id.ts). */
    messageId: bigint('message_id', { mode: 'bigint' }).primaryKey(),
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    messageSeq: integer('message_seq').notNull(),
    clientMsgNo: text('client_msg_no').notNull(),
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull().default(0),
    fromUid: text('from_uid').notNull(),
    /** Seconds since the epoch (chat-spec §3). */
    timestamp: integer('timestamp').notNull(),
    /** PROTOCOL.md setting byte (receipt, topic, stream bits). */
    setting: integer('setting').notNull().default(0),
    reddot: boolean('reddot').notNull().default(true),
    syncOnce: boolean('sync_once').notNull().default(false),
    expire: integer('expire').notNull().default(0),
    topic: text('topic'),
    streamNo: text('stream_no'),
    payload: text('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_channel_seq_uq').on(t.channelId, t.channelType, t.messageSeq),
    index('chat_messages_sender_idx').on(t.fromUid, t.clientMsgNo),
  ],
)

/**
 * One row per user and channel as that user sees it (chat-spec §3 Conversation): unread, browseTo,
 * the last message, and the version that incremental sync compares.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    uid: text('uid').notNull(),
    /** The id this user addresses the channel by (a shopper's `mer_<shopId>`). */
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    /** The stored channel's id (chat_channels / chat_messages). */
    canonicalId: text('canonical_id').notNull(),
    unread: integer('unread').notNull().default(0),
    browseTo: integer('browse_to').notNull().default(0),
    lastMsgSeq: integer('last_msg_seq').notNull().default(0),
    lastClientMsgNo: text('last_client_msg_no').notNull().default(''),
    timestamp: integer('timestamp').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.channelId, t.channelType] }),
    index('chat_conversations_version_idx').on(t.uid, t.version),
  ],
)

/** chat-spec §3 remoteExtra of a message: receipts, revoke, edits, each change bumping extraVersion. */
export const chatMessageExtras = pgTable(
  'chat_message_extras',
  {
    messageId: bigint('message_id', { mode: 'bigint' }).primaryKey(),
    channelId: text('channel_id').notNull(),
    channelType: integer('channel_type').notNull(),
    readedCount: integer('readed_count').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    revoke: boolean('revoke').notNull().default(false),
    editedAt: integer('edited_at').notNull().default(0),
    contentEdit: text('content_edit'),
    extraVersion: bigint('extra_version', { mode: 'number' }).notNull(),
    /**
     * The message's seq when it is not in chat_messages (CHAT_MODE=wukongim: WuKongIM keeps the
     * messages); 0 in embedded mode, where chat_messages has it.
     */
    messageSeq: integer('message_seq').notNull().default(0),
  },
  (t) => [index('chat_extras_channel_version_idx').on(t.channelId, t.channelType, t.extraVersion)],
)

/** Who has read which message (receipts), so readedCount counts each reader once. */
export const chatMessageReads = pgTable(
  'chat_message_reads',
  {
    messageId: bigint('message_id', { mode: 'bigint' }).notNull(),
    uid: text('uid').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.uid] })],
)

/**
 * Chat connection tokens issued by /api/chat/getWebSocketUrl. Only a SHA-256 digest is stored, like
 * session tokens; several per uid (one per device), each expiring.
 */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: text('uid').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('chat_tokens_uid_idx').on(t.uid, t.createdAt)],
)

/**
 * The automatic reply of a customer service (`mer_<shopId>` or `platform`) when none of its staff is
 * online, per interface language.
 */
export const chatAutoReplies = pgTable('chat_auto_replies', {
  serviceId: text('service_id').primaryKey(),
  texts: jsonb('texts').$type<LocalizedText>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
})

/**
 * CHAT_MODE=wukongim: who is online, from WuKongIM's `user.onlinestatus` webhook (its last field is
 * the uid's total of online devices). In the database so every replica sees the same staff presence
 * whichever replica WuKongIM's webhook reached.
 */
export const chatPresence = pgTable('chat_presence', {
  uid: text('uid').primaryKey(),
  onlineDevices: integer('online_devices').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
})

/**
 * CHAT_MODE=wukongim: the subscribers this server has given each WuKongIM service channel. WuKongIM
 * v2 has no API that lists them, and adding a subscriber again marks the conversation read for them
 * (internal/api/channel.go addSubscriberWithReq), so only uids missing here are added.
 */
export const chatWukongimSubscribers = pgTable(
  'chat_wukongim_subscribers',
  {
    channelId: text('channel_id').notNull(),
    uid: text('uid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.uid] })],
)

/**
 * CHAT_MODE=wukongim: when each conversation last got an automatic reply, so the once-per-cooldown
 * rule holds across replicas (a conditional upsert claims the reply).
 */
export const chatAutoReplyLog = pgTable('chat_auto_reply_log', {
  channelId: text('channel_id').primaryKey(),
  repliedAt: timestamptz('replied_at').notNull(),
})
