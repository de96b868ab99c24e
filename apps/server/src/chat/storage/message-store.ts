import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { CHAT_VERSION_SEQUENCE, chatMessages } from '../../db/schema'
import type { StoredChannel } from '../channel-address'

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

/** The header and setting of a plain message: a red dot, stored, no receipt, topic or stream. */
export const PLAIN_MESSAGE_FLAGS = {
  setting: 0,
  reddot: true,
  syncOnce: false,
  expire: 0,
  topic: null,
  streamNo: null,
  receipt: false,
} as const satisfies Partial<NewMessage>

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
