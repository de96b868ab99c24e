import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { rowsOf } from '../../db/rows-of'
import { CHAT_VERSION_SEQUENCE } from '../../db/schema'
import { type StoredChannel, viewChannelId } from '../channel-address'
import type { ChannelBatch, NewMessage, StoredMessage } from './message-store'

/**
 * The group-commit writer's write (README "The gateway"), set-based: each part takes ALL its rows as
 * one JSON parameter and expands it in the database (`json_to_recordset`). Built row by row, a batch
 * of 500 messages made a statement of ~7,500 parameters that the ORM assembled value by value and
 * PGlite parsed on the event loop. This way a batch costs one statement of four parameters whatever
 * its size, on PGlite and PostgreSQL alike.
 */
const VERSION = sql.raw(`nextval('${CHAT_VERSION_SEQUENCE}')`)

const channelKeyOf = (c: { channelType: number; canonicalId: string }) => `${c.channelType}:${c.canonicalId}`

/**
 * Own messages and messages without the red dot do not count as unread (WuKongIM behaviour); nor do
 * the service's automatic replies for its own staff.
 */
function countsAsUnread(message: NewMessage, uid: string, channel: StoredChannel): boolean {
  if (message.fromUid === uid || !message.reddot) return false
  return !(channel.kind === 'service' && message.fromUid === channel.serviceId && uid !== channel.shopperUid)
}

/** The 1-based place of `uid`'s last message in the batch, or 0 when it wrote none. */
function lastOwnOrdinal(list: readonly NewMessage[], uid: string): number {
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.fromUid === uid) return i + 1
  return 0
}

/**
 * One statement for the whole batch (PostgreSQL runs every data-modifying CTE exactly once, in one
 * snapshot, atomically: no BEGIN/COMMIT round trips). On PGlite each query costs a fixed 0.3-0.8 ms
 * of this thread whatever its size, so the five queries of a BEGIN/advance/insert/upsert/COMMIT
 * transaction were most of the gateway's CPU at 1,000 messages/s; one query is a fifth of that.
 * - `adv` advances every channel's last seq by its batch size and returns the new last seq;
 * - `msgs` inserts the messages with consecutive seqs per channel: last - count + ordinal;
 * - `conv` updates every member's conversation (unread grows, last message, fresh version). Whoever
 *   wrote in the batch has read the conversation up to their own last message: browseTo moves there
 *   and unread restarts from what others wrote after it, so a chat one just answered never shows one's
 *   own message as unread (chat-spec §5's logical unread is last seq - browseTo);
 * - `rec` adds the read-receipt extras of the messages that ask for them.
 */
function appendParameters(work: readonly ChannelBatch[]): AppendParameters {
  const channels = work.map((b) => ({
    i: b.channel.canonicalId,
    t: b.channel.channelType,
    n: b.messages.length,
  }))
  const messages = work.flatMap((b) =>
    b.messages.map((m, index) => ({
      o: index + 1,
      n: b.messages.length,
      id: m.messageId.toString(),
      c: b.channel.canonicalId,
      ct: b.channel.channelType,
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
  const conversations = work.flatMap(({ channel, members, messages: list }) => {
    const last = list[list.length - 1]!
    return members.map((uid) => {
      const ownLast = lastOwnOrdinal(list, uid)
      return {
        u: uid,
        c: viewChannelId(uid, channel),
        ct: channel.channelType,
        k: channel.canonicalId,
        // After one's own message only what others wrote since counts (see `conv` in the statement).
        n: list.slice(ownLast).reduce((count, m) => (countsAsUnread(m, uid, channel) ? count + 1 : count), 0),
        r: ownLast,
        m: list.length,
        no: last.clientMsgNo,
        ts: last.timestamp,
      }
    })
  })
  const receipts = work.flatMap((b) =>
    b.messages
      .filter((m) => m.receipt)
      .map((m) => ({
        id: m.messageId.toString(),
        c: b.channel.canonicalId,
        ct: b.channel.channelType,
        uc: Math.max(0, b.members.length - 1),
      })),
  )
  return {
    channels: JSON.stringify(channels),
    messages: JSON.stringify(messages),
    conversations: JSON.stringify(conversations),
    receipts: JSON.stringify(receipts),
  }
}

/** The four parts' rows, each as one JSON text. */
interface AppendParameters {
  channels: string
  messages: string
  conversations: string
  receipts: string
}

/** The statement with its four JSON parameters given as SQL (bound values, or $1..$4 to prepare). */
function appendStatement(p: Record<keyof AppendParameters, SQL>): SQL {
  return sql`
    WITH adv AS (
      INSERT INTO chat_channels (channel_id, channel_type, last_seq)
      SELECT r.i, r.t, r.n FROM json_to_recordset(${p.channels}) AS r(i text, t int, n int)
      ON CONFLICT (channel_id, channel_type) DO UPDATE SET last_seq = chat_channels.last_seq + excluded.last_seq
      RETURNING channel_id, channel_type, last_seq
    ), msgs AS (
      INSERT INTO chat_messages (message_id, channel_id, channel_type, message_seq, client_msg_no, client_seq,
        from_uid, timestamp, setting, reddot, sync_once, expire, topic, stream_no, payload)
      SELECT r.id, r.c, r.ct, a.last_seq - r.n + r.o, r.no, r.cs, r.f, r.ts, r.st, r.rd, r.so, r.ex, r.tp, r.sn, r.p
      FROM json_to_recordset(${p.messages}) AS r(o int, n int, id bigint, c text, ct int,
        no text, cs bigint, f text, ts int, st int, rd boolean, so boolean, ex int, tp text, sn text, p text)
      JOIN adv a ON a.channel_id = r.c AND a.channel_type = r.ct
      RETURNING 1
    ), conv AS (
      INSERT INTO chat_conversations (uid, channel_id, channel_type, canonical_id, unread, browse_to,
        last_msg_seq, last_client_msg_no, timestamp, version, deleted)
      SELECT r.u, r.c, r.ct, r.k, r.n, CASE WHEN r.r > 0 THEN a.last_seq - r.m + r.r ELSE 0 END,
        a.last_seq, r.no, r.ts, ${VERSION}, false
      FROM json_to_recordset(${p.conversations}) AS r(u text, c text, ct int, k text, n int, r int, m int,
        no text, ts int)
      JOIN adv a ON a.channel_id = r.k AND a.channel_type = r.ct
      ON CONFLICT (uid, channel_id, channel_type) DO UPDATE SET
        unread = CASE WHEN excluded.browse_to > 0 THEN excluded.unread
          ELSE chat_conversations.unread + excluded.unread END,
        browse_to = CASE WHEN excluded.browse_to > 0 THEN excluded.browse_to
          ELSE chat_conversations.browse_to END,
        last_msg_seq = excluded.last_msg_seq,
        last_client_msg_no = excluded.last_client_msg_no,
        timestamp = excluded.timestamp,
        version = excluded.version,
        deleted = false
      RETURNING 1
    ), rec AS (
      INSERT INTO chat_message_extras (message_id, channel_id, channel_type, unread_count, extra_version)
      SELECT r.id, r.c, r.ct, r.uc, ${VERSION}
      FROM json_to_recordset(${p.receipts}) AS r(id bigint, c text, ct int, uc int)
      RETURNING 1
    )
    SELECT channel_id, channel_type, last_seq FROM adv`
}

/**
 * Stores the batches of several channels at once (one statement, see `appendStatement`). Returns
 * the stored messages per batch, in the same order, with their seqs; nothing is returned (or acked)
 * before the statement has committed.
 */
export async function appendMessages(
  db: Executor,
  batches: readonly ChannelBatch[],
): Promise<StoredMessage[][]> {
  const work = batches.filter((b) => b.messages.length > 0)
  if (work.length === 0) return batches.map(() => [])
  const p = appendParameters(work)
  const result = await db.execute(
    appendStatement({
      channels: sql`${p.channels}::json`,
      messages: sql`${p.messages}::json`,
      conversations: sql`${p.conversations}::json`,
      receipts: sql`${p.receipts}::json`,
    }),
  )
  return storedFrom(batches, result)
}

/** Each batch's messages with the seqs the statement gave them (its rows: every channel's new last seq). */
function storedFrom(batches: readonly ChannelBatch[], result: unknown): StoredMessage[][] {
  const lastSeqOf = new Map(
    rowsOf<{ channel_id: string; channel_type: number; last_seq: number }>(result).map((r) => [
      `${r.channel_type}:${r.channel_id}`,
      Number(r.last_seq),
    ]),
  )
  return batches.map((b) => {
    const last = lastSeqOf.get(channelKeyOf(b.channel)) ?? 0
    const first = last - b.messages.length + 1
    return b.messages.map((m, i): StoredMessage => ({ ...m, channel: b.channel, messageSeq: first + i }))
  })
}

/** Whether `error` or one of its causes (the ORM wraps the driver's error) is PostgreSQL's `code`. */
function hasCode(error: unknown, code: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (typeof e === 'object' && e !== null && (e as { code?: unknown }).code === code) return true
  }
  return false
}

/**
 * Runs one statement of literal SQL through the simple query protocol and answers its rows. The ORM
 * sends even a parameterless statement as parse, describe, bind, describe, execute and sync, each a
 * separate call into PGlite's WebAssembly; the simple protocol is one call, which took a fifth off
 * a small batch's CPU (server README "Benchmark").
 */
export type SimpleQuery = (text: string) => Promise<{ rows: unknown[] }>

/** The name of the prepared append on an embedded database's one session. */
const PREPARED_APPEND = 'crossmart_chat_append'
/** PostgreSQL's "prepared statement does not exist" (a DISCARD ALL or a new session dropped it). */
const UNDEFINED_PREPARED_STATEMENT = '26000'

/**
 * `text` as a dollar-quoted SQL literal: nothing inside a dollar quote is an escape, so the only
 * rule is that the tag must not occur in the text; one is picked that does not.
 */
export function dollarQuoted(text: string): string {
  let tag = '$cm$'
  for (let n = 0; text.includes(tag); n++) tag = `$cm${n}$`
  return `${tag}${text}${tag}`
}

/**
 * `appendMessages` for PGlite (one session, so a PREPAREd statement lives as long as the database):
 * the statement is parsed and planned once, and each batch EXECUTEs it with its four JSON texts as
 * dollar-quoted literals (a utility statement takes no bound parameters). Parsing and planning
 * the four-part statement was about half of a small batch's cost: a one-message batch took ~1.6 ms
 * of CPU as a bound statement and ~0.8 ms prepared (server README "Benchmark"). PostgreSQL through
 * postgres-js needs none of this: its driver prepares every parameterized statement on each connection itself.
 */
export function createPreparedAppend(db: Executor, runSimple?: SimpleQuery) {
  let prepared: Promise<void> | undefined
  const prepare = () => {
    prepared ??= db
      .execute(
        sql`PREPARE ${sql.raw(PREPARED_APPEND)}(json, json, json, json) AS ${appendStatement({
          channels: sql.raw('$1'),
          messages: sql.raw('$2'),
          conversations: sql.raw('$3'),
          receipts: sql.raw('$4'),
        })}`,
      )
      .then(
        () => undefined,
        (error: unknown) => {
          prepared = undefined
          throw error
        },
      )
    return prepared
  }
  const execute = (p: AppendParameters) => {
    const text = `EXECUTE ${PREPARED_APPEND}(${dollarQuoted(p.channels)}, ${dollarQuoted(p.messages)}, ${dollarQuoted(
      p.conversations,
    )}, ${dollarQuoted(p.receipts)})`
    return runSimple ? runSimple(text) : db.execute(sql.raw(text))
  }

  return async (batches: readonly ChannelBatch[]): Promise<StoredMessage[][]> => {
    const work = batches.filter((b) => b.messages.length > 0)
    if (work.length === 0) return batches.map(() => [])
    const p = appendParameters(work)
    await prepare()
    let result: unknown
    try {
      result = await execute(p)
    } catch (error) {
      if (!hasCode(error, UNDEFINED_PREPARED_STATEMENT)) throw error
      prepared = undefined
      await prepare()
      result = await execute(p)
    }
    return storedFrom(batches, result)
  }
}
