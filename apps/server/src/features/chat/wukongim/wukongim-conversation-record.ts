import { and, eq, sql } from 'drizzle-orm'
import { CHANNEL_TYPE } from '../../../chat-gateway/constants'
import type { Database } from '../../../db/database'
import { chatChannels, chatMessages } from '../../../db/schema'

/** A customer-service message as WuKongIM notified it, decoded (the webhook's msg.notify). */
export interface NotifiedServiceMessage {
  /** The canonical conversation id, `mer_<shop>_<shopperUid>` (or `platform_<shopperUid>`). */
  canonicalId: string
  messageId: bigint
  messageSeq: number
  clientMsgNo: string
  fromUid: string
  /** Seconds since the epoch (WuKongIM's MessageResp.timestamp, chat-spec §3). */
  timestamp: number
  /** The content as JSON text (WuKongIM's base64 payload decoded). */
  payload: string
}

export interface ConversationRecord {
  /**
   * Claims the message: stores it where the console reads conversations (the embedded store's
   * `chat_messages` and the channel's `chat_channels.last_seq`) and answers true the first time
   * only, so a webhook delivered twice, or a message the reconciler reads back after the webhook
   * had it, counts once.
   */
  claim(message: NotifiedServiceMessage): Promise<boolean>
  /**
   * Gives a claim back when handling it failed: WuKongIM's retry (or the next catch-up) then handles
   * it. The claim commits before the handling, so a process that dies between the two leaves the
   * message stored but its queue effects (reopen, assignment, episode, reminders) undone: at most
   * once for those, by design, since counting a message twice in the reports would be as wrong.
   */
  release(message: NotifiedServiceMessage): Promise<void>
}

/**
 * Issue #29 in CHAT_MODE=wukongim (server README "WuKongIM mode"): WuKongIM keeps the messages, but
 * the console's inbox (last message, state, assignee), its label and message search and the
 * conversation check of every console action read the rows the embedded gateway writes as it stores
 * a message (message-batch-store.ts). The webhook writes the same rows for each customer-service
 * message it is told of, keyed by WuKongIM's own message id and seq (both unique there, as the
 * primary key and `chat_messages_channel_seq_uq` are here), so the queue, reports and search run
 * on the same tables in both modes. Nothing serves chat history from these rows in WuKongIM mode.
 */
export function createConversationRecord(db: Database): ConversationRecord {
  return {
    async claim(message) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(chatMessages)
          .values({
            messageId: message.messageId,
            channelId: message.canonicalId,
            channelType: CHANNEL_TYPE.customerService,
            messageSeq: message.messageSeq,
            clientMsgNo: message.clientMsgNo,
            fromUid: message.fromUid,
            timestamp: message.timestamp,
            payload: message.payload,
          })
          .onConflictDoNothing()
          .returning({ messageId: chatMessages.messageId })
        if (inserted.length === 0) return false
        // Messages may be notified out of order (batches, a catch-up): the channel's last seq only grows.
        await tx
          .insert(chatChannels)
          .values({
            channelId: message.canonicalId,
            channelType: CHANNEL_TYPE.customerService,
            lastSeq: message.messageSeq,
          })
          .onConflictDoUpdate({
            target: [chatChannels.channelId, chatChannels.channelType],
            set: { lastSeq: sql`greatest(${chatChannels.lastSeq}, excluded.last_seq)` },
          })
        return true
      })
    },
    async release(message) {
      // The channel's last seq stays: the message exists in WuKongIM, the retry stores it again.
      await db
        .delete(chatMessages)
        .where(
          and(
            eq(chatMessages.messageId, message.messageId),
            eq(chatMessages.channelType, CHANNEL_TYPE.customerService),
          ),
        )
    },
  }
}
