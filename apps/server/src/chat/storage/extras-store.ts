import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import {
  chatConversationExtras,
  chatConversations,
  chatMessageExtras,
  chatMessageReads,
  chatMessages,
  chatReminders,
} from '../../db/schema'
import type { StoredChannel } from '../channel-address'
import { nextVersion } from './message-store'

// What the provider callbacks of chat-spec §7 read besides messages and conversations (server
// README "Chat"): message extras (revoke, edit, read counts), conversation extras and reminders.

export type MessageExtraRow = {
  messageId: bigint
  messageSeq: number
  extraVersion: number
  revoke: boolean
  editedAt: number
  contentEdit: string | null
  readedCount: number
  unreadCount: number
}

const extraColumns = {
  messageId: chatMessageExtras.messageId,
  // WuKongIM mode keeps no chat_messages row: the seq is kept on the extra.
  messageSeq: sql<number>`coalesce(${chatMessages.messageSeq}, ${chatMessageExtras.messageSeq})`.mapWith(
    Number,
  ),
  extraVersion: chatMessageExtras.extraVersion,
  revoke: chatMessageExtras.revoke,
  editedAt: chatMessageExtras.editedAt,
  contentEdit: chatMessageExtras.contentEdit,
  readedCount: chatMessageExtras.readedCount,
  unreadCount: chatMessageExtras.unreadCount,
}

/** A channel's extras changed after `afterVersion`, oldest change first. */
export async function loadMessageExtras(
  db: Executor,
  channel: StoredChannel,
  afterVersion: number,
  limit: number,
): Promise<MessageExtraRow[]> {
  return db
    .select(extraColumns)
    .from(chatMessageExtras)
    .leftJoin(chatMessages, eq(chatMessages.messageId, chatMessageExtras.messageId))
    .where(
      and(
        eq(chatMessageExtras.channelId, channel.canonicalId),
        eq(chatMessageExtras.channelType, channel.channelType),
        gt(chatMessageExtras.extraVersion, afterVersion),
      ),
    )
    .orderBy(asc(chatMessageExtras.extraVersion))
    .limit(limit)
}

export async function findMessage(db: Executor, channel: StoredChannel, messageId: bigint) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.messageId, messageId),
        eq(chatMessages.channelId, channel.canonicalId),
        eq(chatMessages.channelType, channel.channelType),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function findExtra(db: Executor, messageId: bigint) {
  const [row] = await db.select().from(chatMessageExtras).where(eq(chatMessageExtras.messageId, messageId))
  return row ?? null
}

/** Creates or changes a message's extra, with a new extraVersion; returns it. */
export async function changeMessageExtra(
  db: Executor,
  channel: StoredChannel,
  messageId: bigint,
  change: { revoke?: true; editedAt?: number; contentEdit?: string },
  /** Kept with the extra when the message is not in chat_messages (WuKongIM mode). */
  messageSeq = 0,
): Promise<MessageExtraRow> {
  await db
    .insert(chatMessageExtras)
    .values({
      messageId,
      channelId: channel.canonicalId,
      channelType: channel.channelType,
      extraVersion: nextVersion(),
      messageSeq,
      ...change,
    })
    .onConflictDoUpdate({
      target: chatMessageExtras.messageId,
      set: { ...change, extraVersion: nextVersion() },
    })
  const [row] = await db
    .select(extraColumns)
    .from(chatMessageExtras)
    .leftJoin(chatMessages, eq(chatMessages.messageId, chatMessageExtras.messageId))
    .where(eq(chatMessageExtras.messageId, messageId))
  return row!
}

/**
 * `uid` read the channel up to `upToSeq`: every message of the others up to there counts this
 * reader once. Returns how many messages got a new reader.
 */
export async function recordReads(
  db: Executor,
  uid: string,
  channel: StoredChannel,
  upToSeq: number,
): Promise<number> {
  const unread = await db
    .select({ messageId: chatMessages.messageId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channel.canonicalId),
        eq(chatMessages.channelType, channel.channelType),
        lte(chatMessages.messageSeq, upToSeq),
        ne(chatMessages.fromUid, uid),
        sql`not exists (select 1 from ${chatMessageReads} r where r.message_id = ${chatMessages.messageId} and r.uid = ${uid})`,
      ),
    )
  return countReader(
    db,
    uid,
    channel,
    unread.map((m) => m.messageId),
  )
}

/**
 * `uid` has read these messages (of others): each counts this reader once (chat_message_reads), and
 * its extra's readedCount follows with a new version. Messages already counted for `uid` are left
 * alone, so a repeated read changes nothing. Returns how many messages got a new reader.
 */
export async function countReader(
  db: Executor,
  uid: string,
  channel: StoredChannel,
  messageIds: readonly bigint[],
): Promise<number> {
  if (messageIds.length === 0) return 0
  const fresh = await db
    .insert(chatMessageReads)
    .values(messageIds.map((messageId) => ({ messageId, uid })))
    .onConflictDoNothing()
    .returning({ messageId: chatMessageReads.messageId })
  if (fresh.length === 0) return 0
  await db
    .insert(chatMessageExtras)
    .values(
      fresh.map(({ messageId }) => ({
        messageId,
        channelId: channel.canonicalId,
        channelType: channel.channelType,
        readedCount: 1,
        extraVersion: nextVersion(),
      })),
    )
    .onConflictDoUpdate({
      target: chatMessageExtras.messageId,
      set: {
        readedCount: sql`${chatMessageExtras.readedCount} + 1`,
        unreadCount: sql`greatest(${chatMessageExtras.unreadCount} - 1, 0)`,
        extraVersion: nextVersion(),
      },
    })
  return fresh.length
}

/** The browseTo of `uid`'s conversation (0 when it has none). */
export async function browseToOf(db: Executor, uid: string, channelId: string, channelType: number) {
  const [row] = await db
    .select({ browseTo: chatConversations.browseTo })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.uid, uid),
        eq(chatConversations.channelId, channelId),
        eq(chatConversations.channelType, channelType),
      ),
    )
  return row?.browseTo ?? 0
}

export type ConversationExtraRow = typeof chatConversationExtras.$inferSelect

export function loadConversationExtras(db: Executor, uid: string, afterVersion: number, limit: number) {
  return db
    .select()
    .from(chatConversationExtras)
    .where(and(eq(chatConversationExtras.uid, uid), gt(chatConversationExtras.version, afterVersion)))
    .orderBy(asc(chatConversationExtras.version))
    .limit(limit)
}

export async function saveConversationExtra(
  db: Executor,
  row: Omit<ConversationExtraRow, 'version'>,
): Promise<ConversationExtraRow> {
  const { uid: _u, channelId: _c, channelType: _t, ...fields } = row
  const [saved] = await db
    .insert(chatConversationExtras)
    .values({ ...row, version: nextVersion() })
    .onConflictDoUpdate({
      target: [
        chatConversationExtras.uid,
        chatConversationExtras.channelId,
        chatConversationExtras.channelType,
      ],
      set: { ...fields, version: nextVersion() },
    })
    .returning()
  return saved!
}

export type ReminderRow = typeof chatReminders.$inferSelect

/** chat-spec §3 Reminder type 1: the user was mentioned. */
export const REMINDER_MENTION = 1

/** The user's reminders changed after `afterVersion`, with the sender of each one's message. */
export function loadReminders(db: Executor, uid: string, afterVersion: number, limit: number) {
  return db
    .select({
      id: chatReminders.id,
      channelId: chatReminders.channelId,
      channelType: chatReminders.channelType,
      reminderType: chatReminders.reminderType,
      done: chatReminders.done,
      version: chatReminders.version,
      messageId: chatReminders.messageId,
      messageSeq: chatReminders.messageSeq,
      text: chatReminders.text,
      fromUid: chatMessages.fromUid,
    })
    .from(chatReminders)
    .leftJoin(chatMessages, eq(chatMessages.messageId, chatReminders.messageId))
    .where(and(eq(chatReminders.uid, uid), gt(chatReminders.version, afterVersion)))
    .orderBy(asc(chatReminders.version))
    .limit(limit)
}

/** A reminder as `loadReminders` answers it: with the sender when the message is stored here. */
export type LoadedReminder = Awaited<ReturnType<typeof loadReminders>>[number]

export async function addReminders(
  db: Executor,
  rows: readonly Omit<ReminderRow, 'id' | 'version' | 'done'>[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insert(chatReminders)
    .values(rows.map((row) => ({ ...row, version: nextVersion() })))
    // Already reminded of this message (a retried notification): the first reminder stands.
    .onConflictDoNothing({ target: [chatReminders.uid, chatReminders.messageId, chatReminders.reminderType] })
}

/** Marks `uid`'s reminders done; returns the ids that were the user's. */
export async function finishReminders(db: Executor, uid: string, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .update(chatReminders)
    .set({ done: true, version: nextVersion() })
    .where(and(eq(chatReminders.uid, uid), inArray(chatReminders.id, [...ids])))
    .returning({ id: chatReminders.id })
  return rows.map((r) => r.id)
}
