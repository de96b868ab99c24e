import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { rowsOf } from '../../db/rows-of'
import { chatChannels, chatMessages } from '../../db/schema'
import { CHANNEL_TYPE } from '../constants'

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
      // One statement, so a notified message costs the database one round trip: the message row,
      // and the channel's last seq only when the row is new. Messages may be notified out of order
      // (batches, a catch-up): the last seq only grows.
      const type = CHANNEL_TYPE.customerService
      const result = await db.execute(sql`
        with claimed as (
          insert into ${chatMessages}
            (message_id, channel_id, channel_type, message_seq, client_msg_no, from_uid, timestamp, payload)
          values (${message.messageId.toString()}::bigint, ${message.canonicalId}, ${type}, ${message.messageSeq},
            ${message.clientMsgNo}, ${message.fromUid}, ${message.timestamp}, ${message.payload})
          on conflict do nothing
          returning message_id
        ), channel as (
          insert into ${chatChannels} (channel_id, channel_type, last_seq)
          select ${message.canonicalId}, ${type}, ${message.messageSeq} from claimed
          on conflict (channel_id, channel_type)
          do update set last_seq = greatest(${chatChannels.lastSeq}, excluded.last_seq)
        )
        select count(*)::int as claimed from claimed`)
      return (rowsOf<{ claimed: number }>(result)[0]?.claimed ?? 0) > 0
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
