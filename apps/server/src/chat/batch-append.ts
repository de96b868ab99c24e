import { sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/database'
import { CHAT_VERSION_SEQUENCE, chatMessageExtras } from '../db/schema'
import { type StoredChannel, viewChannelId } from './channel-address'
import { type ChannelBatch, nextVersion, type StoredMessage } from './message-store'

/**
 * The group-commit writer's transaction (README "The gateway"), set-based: each statement takes ALL
 * its rows as one JSON parameter and expands it in the database (`json_to_recordset`). Built row by
 * row, a batch of 500 messages made a statement of ~7,500 parameters that the ORM assembled value by
 * value and PGlite parsed on the event loop: most of the gateway's CPU under load. This way a batch
 * costs a few statements of a few parameters whatever its size, on PGlite and PostgreSQL alike.
 */
const VERSION = sql.raw(`nextval('${CHAT_VERSION_SEQUENCE}')`)

/** Rows of `execute` on either driver (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[]
}

const channelKeyOf = (c: { channelType: number; canonicalId: string }) => `${c.channelType}:${c.canonicalId}`

/**
 * Own messages and messages without the red dot do not count as unread (WuKongIM behaviour); nor do
 * the service's automatic replies for its own staff.
 */
function countsAsUnread(message: StoredMessage, uid: string, channel: StoredChannel): boolean {
  if (message.fromUid === uid || !message.reddot) return false
  return !(channel.kind === 'service' && message.fromUid === channel.serviceId && uid !== channel.shopperUid)
}

/** Advances every channel's last seq by its batch size; returns the new last seq per channel key. */
async function advanceChannels(tx: Executor, work: readonly ChannelBatch[]): Promise<Map<string, number>> {
  const rows = JSON.stringify(
    work.map((b) => ({ i: b.channel.canonicalId, t: b.channel.channelType, n: b.messages.length })),
  )
  const result = await tx.execute(sql`
    INSERT INTO chat_channels (channel_id, channel_type, last_seq)
    SELECT r.i, r.t, r.n FROM json_to_recordset(${rows}::json) AS r(i text, t int, n int)
    ON CONFLICT (channel_id, channel_type) DO UPDATE SET last_seq = chat_channels.last_seq + excluded.last_seq
    RETURNING channel_id, channel_type, last_seq`)
  return new Map(
    rowsOf<{ channel_id: string; channel_type: number; last_seq: number }>(result).map((r) => [
      `${r.channel_type}:${r.channel_id}`,
      Number(r.last_seq),
    ]),
  )
}

async function insertMessages(tx: Executor, all: readonly StoredMessage[]): Promise<void> {
  const rows = JSON.stringify(
    all.map((m) => ({
      id: m.messageId.toString(),
      c: m.channel.canonicalId,
      ct: m.channel.channelType,
      s: m.messageSeq,
      no: m.clientMsgNo,
      cs: m.clientSeq,
      f: m.fromUid,
      ts: m.timestamp,
      st: m.setting,
      rd: m.reddot,
      so: m.syncOnce,
      ex: m.expire,
      tp: m.topic,
      sn: m.streamNo,
      p: m.payload,
    })),
  )
  await tx.execute(sql`
    INSERT INTO chat_messages (message_id, channel_id, channel_type, message_seq, client_msg_no, client_seq,
      from_uid, timestamp, setting, reddot, sync_once, expire, topic, stream_no, payload)
    SELECT r.id, r.c, r.ct, r.s, r.no, r.cs, r.f, r.ts, r.st, r.rd, r.so, r.ex, r.tp, r.sn, r.p
    FROM json_to_recordset(${rows}::json) AS r(id bigint, c text, ct int, s int, no text, cs bigint, f text,
      ts int, st int, rd boolean, so boolean, ex int, tp text, sn text, p text)`)
}

/** Every member's conversation: unread grows, last message and a fresh version (one row per member). */
async function upsertConversations(
  tx: Executor,
  groups: readonly (ChannelBatch & { stored: readonly StoredMessage[] })[],
): Promise<void> {
  const rows = groups.flatMap(({ channel, members, stored }) => {
    const last = stored[stored.length - 1]!
    return members.map((uid) => ({
      u: uid,
      c: viewChannelId(uid, channel),
      ct: channel.channelType,
      k: channel.canonicalId,
      n: stored.reduce((count, m) => (countsAsUnread(m, uid, channel) ? count + 1 : count), 0),
      s: last.messageSeq,
      no: last.clientMsgNo,
      ts: last.timestamp,
    }))
  })
  if (rows.length === 0) return
  await tx.execute(sql`
    INSERT INTO chat_conversations (uid, channel_id, channel_type, canonical_id, unread, last_msg_seq,
      last_client_msg_no, timestamp, version, deleted)
    SELECT r.u, r.c, r.ct, r.k, r.n, r.s, r.no, r.ts, ${VERSION}, false
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(u text, c text, ct int, k text, n int, s int,
      no text, ts int)
    ON CONFLICT (uid, channel_id, channel_type) DO UPDATE SET
      unread = chat_conversations.unread + excluded.unread,
      last_msg_seq = excluded.last_msg_seq,
      last_client_msg_no = excluded.last_client_msg_no,
      timestamp = excluded.timestamp,
      version = excluded.version,
      deleted = false`)
}

/**
 * Stores the batches of several channels in one transaction: one statement advances every channel's
 * last seq by its batch size, one inserts all the messages with consecutive seqs per channel, one
 * updates every member's conversation (plus one for read-receipt extras when any message asks for
 * them). Returns the stored messages per batch, in the same order; nothing is returned (or acked)
 * before the transaction has committed.
 */
export async function appendMessages(
  db: Database,
  batches: readonly ChannelBatch[],
): Promise<StoredMessage[][]> {
  const work = batches.filter((b) => b.messages.length > 0)
  if (work.length === 0) return batches.map(() => [])
  return db.transaction(async (tx) => {
    const lastSeqOf = await advanceChannels(tx, work)
    const stored = batches.map((b) => {
      const last = lastSeqOf.get(channelKeyOf(b.channel)) ?? 0
      const first = last - b.messages.length + 1
      return b.messages.map((m, i): StoredMessage => ({ ...m, channel: b.channel, messageSeq: first + i }))
    })
    await insertMessages(tx, stored.flat())
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
