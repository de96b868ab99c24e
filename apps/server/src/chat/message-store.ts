import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
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

/** Messages of one channel, in arrival order, with the members whose conversations they update. */
export interface ChannelBatch {
  channel: StoredChannel
  members: readonly string[]
  messages: readonly NewMessage[]
}

const channelKeyOf = (c: StoredChannel) => `${c.channelType}:${c.canonicalId}`

/**
 * Stores the batches of several channels in one transaction (README "The gateway": one group-commit writer):
 * one statement advances every channel's last seq by its batch size, one inserts all the messages
 * with consecutive seqs per channel, one updates every member's conversation (unread, last message,
 * a fresh version). Returns the stored messages per batch, in the same order.
 */
export async function appendMessages(
  db: Database,
  batches: readonly ChannelBatch[],
): Promise<StoredMessage[][]> {
  const work = batches.filter((b) => b.messages.length > 0)
  if (work.length === 0) return batches.map(() => [])
  return db.transaction(async (tx) => {
    const counters = await tx
      .insert(chatChannels)
      .values(
        work.map((b) => ({
          channelId: b.channel.canonicalId,
          channelType: b.channel.channelType,
          lastSeq: b.messages.length,
        })),
      )
      .onConflictDoUpdate({
        target: [chatChannels.channelId, chatChannels.channelType],
        set: { lastSeq: sql`${chatChannels.lastSeq} + excluded.last_seq` },
      })
      .returning({
        channelId: chatChannels.channelId,
        channelType: chatChannels.channelType,
        lastSeq: chatChannels.lastSeq,
      })
    const lastSeqOf = new Map(counters.map((c) => [`${c.channelType}:${c.channelId}`, c.lastSeq]))
    const stored = batches.map((b) => {
      const last = lastSeqOf.get(channelKeyOf(b.channel)) ?? 0
      const first = last - b.messages.length + 1
      return b.messages.map((m, i): StoredMessage => ({ ...m, channel: b.channel, messageSeq: first + i }))
    })
    const all = stored.flat()
    await tx.insert(chatMessages).values(
      all.map((m) => ({
        messageId: m.messageId,
        channelId: m.channel.canonicalId,
        channelType: m.channel.channelType,
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
    const receipts = stored.flatMap((list, i) =>
      list.filter((m) => m.receipt).map((m) => ({ message: m, members: batches[i]!.members.length })),
    )
    if (receipts.length > 0) {
      await tx.insert(chatMessageExtras).values(
        receipts.map(({ message, members }) => ({
          messageId: message.messageId,
          channelId: message.channel.canonicalId,
          channelType: message.channel.channelType,
          unreadCount: Math.max(0, members - 1),
          extraVersion: nextVersion(),
        })),
      )
    }
    await upsertConversations(
      tx,
      batches.flatMap((b, i) => (stored[i]!.length > 0 ? [{ ...b, stored: stored[i]! }] : [])),
    )
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
  groups: readonly (ChannelBatch & { stored: readonly StoredMessage[] })[],
): Promise<void> {
  const rows = groups.flatMap(({ channel, members, stored }) => {
    const last = stored[stored.length - 1]!
    return members.map((uid) => ({
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
  })
  if (rows.length === 0) return
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
