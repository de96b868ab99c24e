import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import {
  CHAT_VERSION_SEQUENCE,
  chatChannels,
  chatConversations,
  chatMessageExtras,
  chatMessages,
} from '../db/schema'
import { type StoredChannel, viewChannelId } from './channel-address'

/** A message accepted by the gateway, before it has a messageSeq. */
export interface NewMessage {
  messageId: bigint
  clientMsgNo: string
  clientSeq: number
  fromUid: string
  /** Seconds (chat-spec §3). */
  timestamp: number
  setting: number
  reddot: boolean
  syncOnce: boolean
  expire: number
  topic: string | null
  streamNo: string | null
  /** The decrypted content, JSON text. */
  payload: string
  /** PROTOCOL.md setting bit 7: read receipts wanted (creates a message extra). */
  receipt: boolean
  /** The connection it came from, which gets a send-ack instead of a receive (not stored). */
  originConnectionId?: number
}

export interface StoredMessage extends NewMessage {
  channel: StoredChannel
  messageSeq: number
}

/** Pull mode of WuKongIM's channel message sync: 0 down (older), 1 up (newer). */
export const PULL_MODE = { down: 0, up: 1 } as const

export interface ChannelMessageQuery {
  startMessageSeq: number
  endMessageSeq: number
  limit: number
  pullMode: 0 | 1
}

/** The next conversation / extra version (one sequence, so versions only grow). */
export const nextVersion = (): SQL => sql.raw(`nextval('${CHAT_VERSION_SEQUENCE}')`)

type MessageRow = typeof chatMessages.$inferSelect

export function rowToMessage(row: MessageRow, channel: StoredChannel): StoredMessage {
  return {
    channel,
    messageId: row.messageId,
    messageSeq: row.messageSeq,
    clientMsgNo: row.clientMsgNo,
    clientSeq: row.clientSeq,
    fromUid: row.fromUid,
    timestamp: row.timestamp,
    setting: row.setting,
    reddot: row.reddot,
    syncOnce: row.syncOnce,
    expire: row.expire,
    topic: row.topic,
    streamNo: row.streamNo,
    payload: row.payload,
    receipt: (row.setting & 0x80) !== 0,
  }
}

/**
 * Stores a batch of messages of one channel in one transaction (issue 8 "Persistence"): advances the
 * channel's last seq by the batch size, inserts the messages with consecutive seqs, and updates the
 * conversation of every member (unread, last message, a fresh version).
 */
export async function appendMessages(
  db: Database,
  channel: StoredChannel,
  members: readonly string[],
  batch: readonly NewMessage[],
): Promise<StoredMessage[]> {
  if (batch.length === 0) return []
  return db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(chatChannels)
      .values({ channelId: channel.canonicalId, channelType: channel.channelType, lastSeq: batch.length })
      .onConflictDoUpdate({
        target: [chatChannels.channelId, chatChannels.channelType],
        set: { lastSeq: sql`${chatChannels.lastSeq} + ${batch.length}` },
      })
      .returning({ lastSeq: chatChannels.lastSeq })
    const firstSeq = counter!.lastSeq - batch.length + 1
    const stored = batch.map((m, i): StoredMessage => ({ ...m, channel, messageSeq: firstSeq + i }))
    await tx.insert(chatMessages).values(
      stored.map((m) => ({
        messageId: m.messageId,
        channelId: channel.canonicalId,
        channelType: channel.channelType,
        messageSeq: m.messageSeq,
        clientMsgNo: m.clientMsgNo,
        clientSeq: m.clientSeq,
        fromUid: m.fromUid,
        timestamp: m.timestamp,
        setting: m.setting,
        reddot: m.reddot,
        syncOnce: m.syncOnce,
        expire: m.expire,
        topic: m.topic,
        streamNo: m.streamNo,
        payload: m.payload,
      })),
    )
    const receipts = stored.filter((m) => m.receipt)
    if (receipts.length > 0) {
      await tx.insert(chatMessageExtras).values(
        receipts.map((m) => ({
          messageId: m.messageId,
          channelId: channel.canonicalId,
          channelType: channel.channelType,
          unreadCount: Math.max(0, members.length - 1),
          extraVersion: sql`${nextVersion()}`,
        })),
      )
    }
    await upsertConversations(tx, channel, members, stored)
    return stored
  })
}

/**
 * Own messages and messages without the red dot do not count as unread (WuKongIM behaviour); nor do
 * the service's automatic replies for its own staff.
 */
function countsAsUnread(message: StoredMessage, uid: string, channel: StoredChannel): boolean {
  if (message.fromUid === uid || !message.reddot) return false
  return !(channel.kind === 'service' && message.fromUid === channel.serviceId && uid !== channel.shopperUid)
}

async function upsertConversations(
  tx: Executor,
  channel: StoredChannel,
  members: readonly string[],
  stored: readonly StoredMessage[],
): Promise<void> {
  const last = stored[stored.length - 1]!
  const rows = members.map((uid) => ({
    uid,
    channelId: viewChannelId(uid, channel),
    channelType: channel.channelType,
    canonicalId: channel.canonicalId,
    unread: stored.filter((m) => countsAsUnread(m, uid, channel)).length,
    lastMsgSeq: last.messageSeq,
    lastClientMsgNo: last.clientMsgNo,
    timestamp: last.timestamp,
    version: nextVersion(),
    deleted: false,
  }))
  await tx
    .insert(chatConversations)
    .values(rows)
    .onConflictDoUpdate({
      target: [chatConversations.uid, chatConversations.channelId, chatConversations.channelType],
      set: {
        unread: sql`${chatConversations.unread} + excluded.unread`,
        lastMsgSeq: sql`excluded.last_msg_seq`,
        lastClientMsgNo: sql`excluded.last_client_msg_no`,
        timestamp: sql`excluded.timestamp`,
        version: sql`excluded.version`,
        deleted: false,
      },
    })
}

/**
 * Channel message sync with both bounds inclusive, as the SDK's syncMessages callback asks
 * (im-sdk SyncMessagesParams): down = seqs <= start (0 = from the newest) and >= end; up = seqs
 * >= start and <= end (0 = no bound). Pages come oldest first.
 */
export async function loadChannelMessages(
  db: Executor,
  channel: StoredChannel,
  query: ChannelMessageQuery,
): Promise<{ list: StoredMessage[]; more: boolean }> {
  const where: SQL[] = [
    eq(chatMessages.channelId, channel.canonicalId),
    eq(chatMessages.channelType, channel.channelType),
  ]
  const down = query.pullMode === PULL_MODE.down
  if (down) {
    if (query.startMessageSeq > 0) where.push(lte(chatMessages.messageSeq, query.startMessageSeq))
    if (query.endMessageSeq > 0) where.push(gte(chatMessages.messageSeq, query.endMessageSeq))
  } else {
    where.push(gte(chatMessages.messageSeq, Math.max(1, query.startMessageSeq)))
    if (query.endMessageSeq > 0) where.push(lte(chatMessages.messageSeq, query.endMessageSeq))
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(down ? desc(chatMessages.messageSeq) : asc(chatMessages.messageSeq))
    .limit(query.limit + 1)
  const more = rows.length > query.limit
  const page = rows.slice(0, query.limit).map((r) => rowToMessage(r, channel))
  // Always oldest first, whichever way the page was pulled.
  if (down) page.reverse()
  return { list: page, more }
}

/** The first stored copy of a message a client sent again (dup flag after a reconnect). */
export async function findSentMessage(
  db: Executor,
  channel: StoredChannel,
  fromUid: string,
  clientMsgNo: string,
): Promise<StoredMessage | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.fromUid, fromUid),
        eq(chatMessages.clientMsgNo, clientMsgNo),
        eq(chatMessages.channelId, channel.canonicalId),
        eq(chatMessages.channelType, channel.channelType),
      ),
    )
    .limit(1)
  return row ? rowToMessage(row, channel) : null
}
