import type { MessageSearchHit } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import { chatMessageExtras, chatMessages, users } from '../../db/schema'
import type { ConsoleActor } from '../../features/console/console-actor'
import { uidOf } from '../channel-address'
import { CHANNEL_TYPE } from '../constants'

/** Characters of context kept before a match in a snippet, and the snippet's greatest length. */
export const SNIPPET_BEFORE = 40
export const SNIPPET_MAX = 120

/** An ILIKE pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally (PostgreSQL's default escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The part of a message around the first match, and where the match is in it. Case is folded as
 * ILIKE folds it for the scripts the shop uses; a text whose lower case changes its length (rare)
 * is matched as written.
 */
export function snippetOf(
  text: string,
  query: string,
): { snippet: string; matchStart: number; matchLength: number } {
  const lowered = text.toLowerCase()
  let at = lowered.length === text.length ? lowered.indexOf(query.toLowerCase()) : text.indexOf(query)
  if (at < 0) at = 0
  const matchLength = Math.min(query.length, text.length - at)
  const start = Math.max(0, Math.min(at - SNIPPET_BEFORE, text.length - SNIPPET_MAX))
  const end = Math.min(text.length, start + SNIPPET_MAX)
  const lead = start > 0 ? '…' : ''
  const tail = end < text.length ? '…' : ''
  return {
    snippet: `${lead}${text.slice(start, end)}${tail}`,
    matchStart: at - start + lead.length,
    matchLength,
  }
}

/**
 * Issue #29 message search (server README "Labels and message search"): the text messages (content
 * type 1, chat-spec §3) of the actor's service's conversations whose text, as last edited, contains
 * `q` ignoring case; recalled messages are left out. Newest first, paged. It reads the messages the
 * server stores: the gateway's in embedded mode; in CHAT_MODE=wukongim the copy of each
 * customer-service message the webhook records (wukongim-conversation-record.ts).
 */
export async function searchMessages(
  db: Executor,
  actor: ConsoleActor,
  query: PageQuery & { q: string },
): Promise<{ list: MessageSearchHit[]; total: number; page: number; limit: number }> {
  const q = query.q.trim()
  const prefix = `${actor.serviceId}_`
  // The edited text replaces the original (chat-spec §3 remoteExtra contentEdit).
  const content = sql`coalesce(${chatMessageExtras.contentEdit}, ${chatMessages.payload})::jsonb`
  const text = sql<string>`(${content} ->> 'content')`
  const shopperId = sql<number>`cast(substr(${chatMessages.channelId}, ${prefix.length + 1}) as integer)`
  const where = sql`${chatMessages.channelType} = ${CHANNEL_TYPE.customerService}
    and left(${chatMessages.channelId}, ${prefix.length}) = ${prefix}
    and coalesce(${chatMessageExtras.revoke}, false) = false
    and (${content} ->> 'type') = '1'
    and ${text} ilike ${containsPattern(q)}`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        channelId: chatMessages.channelId,
        messageSeq: chatMessages.messageSeq,
        timestamp: chatMessages.timestamp,
        fromUid: chatMessages.fromUid,
        text,
        shopperId: users.id,
        nickname: users.nickname,
        account: users.account,
      })
      .from(chatMessages)
      .leftJoin(chatMessageExtras, sql`${chatMessageExtras.messageId} = ${chatMessages.messageId}`)
      .innerJoin(users, sql`${users.id} = ${shopperId}`)
      .where(where)
      .orderBy(sql`${chatMessages.timestamp} desc`, sql`${chatMessages.messageId} desc`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(chatMessages)
      .leftJoin(chatMessageExtras, sql`${chatMessageExtras.messageId} = ${chatMessages.messageId}`)
      .where(where),
  ])
  return {
    list: rows.map((row) => ({
      channelId: row.channelId,
      shopperId: row.shopperId,
      shopperName: row.nickname || row.account,
      messageSeq: row.messageSeq,
      timestamp: row.timestamp,
      fromShopper: row.fromUid === uidOf(row.shopperId),
      ...snippetOf(row.text, q),
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}
