import { and, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { chatConversations, chatMessages } from '../../db/schema'
import { storedChannelOf } from '../channel-address'
import { nextVersion, rowToMessage, type StoredMessage } from './message-store'

export type ConversationRow = typeof chatConversations.$inferSelect

export interface ConversationWithRecents {
  conversation: ConversationRow
  /** The last messages, oldest first. */
  recents: StoredMessage[]
}

/**
 * A user's conversations changed after `version` (0 = all), newest first, each with its last
 * `msgCount` messages (WuKongIM's conversation sync).
 */
export async function loadRecentConversations(
  db: Executor,
  uid: string,
  version: number,
  msgCount: number,
): Promise<ConversationWithRecents[]> {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.uid, uid),
        eq(chatConversations.deleted, false),
        version > 0 ? gt(chatConversations.version, version) : undefined,
      ),
    )
    .orderBy(desc(chatConversations.timestamp), desc(chatConversations.version))
  const byChannel = new Map<string, StoredMessage[]>()
  const key = (id: string, type: number) => `${type}:${id}`
  const wanted = msgCount > 0 ? conversations.filter((c) => c.lastMsgSeq > 0) : []
  if (wanted.length > 0) {
    // One query for every conversation's tail: seq in (last - msgCount, last].
    const ranges: SQL[] = wanted.map(
      (c) =>
        and(
          eq(chatMessages.channelId, c.canonicalId),
          eq(chatMessages.channelType, c.channelType),
          gt(chatMessages.messageSeq, c.lastMsgSeq - msgCount),
        ) as SQL,
    )
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          inArray(
            chatMessages.channelId,
            wanted.map((c) => c.canonicalId),
          ),
          or(...ranges),
        ),
      )
      .orderBy(chatMessages.messageSeq)
    for (const row of rows) {
      const channel = storedChannelOf(row.channelId, row.channelType)
      if (!channel) continue
      const list = byChannel.get(key(row.channelId, row.channelType)) ?? []
      list.push(rowToMessage(row, channel))
      byChannel.set(key(row.channelId, row.channelType), list)
    }
  }
  return conversations.map((conversation) => ({
    conversation,
    recents: byChannel.get(key(conversation.canonicalId, conversation.channelType)) ?? [],
  }))
}

/** Sets the unread count; 0 also moves browseTo to the last message (read up to there). */
export async function setConversationUnread(
  db: Executor,
  uid: string,
  channelId: string,
  channelType: number,
  unread: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .update(chatConversations)
    .set({
      unread,
      browseTo: unread === 0 ? sql`${chatConversations.lastMsgSeq}` : sql`${chatConversations.browseTo}`,
      version: nextVersion(),
    })
    .where(
      and(
        eq(chatConversations.uid, uid),
        eq(chatConversations.channelId, channelId),
        eq(chatConversations.channelType, channelType),
      ),
    )
    .returning()
  return row ?? null
}

/** Removes a conversation from the recent list; a later message brings it back. */
export async function deleteConversation(
  db: Executor,
  uid: string,
  channelId: string,
  channelType: number,
): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ deleted: true, unread: 0, version: nextVersion() })
    .where(
      and(
        eq(chatConversations.uid, uid),
        eq(chatConversations.channelId, channelId),
        eq(chatConversations.channelType, channelType),
      ),
    )
    .returning({ uid: chatConversations.uid })
  return rows.length > 0
}
