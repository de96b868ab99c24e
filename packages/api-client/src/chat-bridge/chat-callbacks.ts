import type { ImCallbacks, PullMode } from '@crossmart/im-sdk'
import type { ApiClient } from '../client/create-api-client.js'
import {
  CHAT_MAX_MESSAGE_LIMIT,
  CHAT_MAX_MSG_COUNT,
  CHAT_PULL_MODE,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatSetUnread,
} from '../contract/chat.js'
import {
  chatChannelInfo,
  chatReminderDone,
  chatSyncConversationExtras,
  chatSyncMessageExtras,
  chatSyncReminders,
  chatSyncSubscribers,
} from '../contract/chat-extras.js'
import { decodePayload, toConversationInput, toMessageInput } from './chat-mapping.js'

/** An image upload that reports progress and stops when `signal` aborts. */
export type ImageUploader = (
  file: Blob,
  options: { signal: AbortSignal; onProgress(loaded: number, total: number): void },
) => Promise<{ url: string }>

export class ChatUploadInputError extends Error {
  override readonly name = 'ChatUploadInputError'
  readonly code = 'CHAT_UPLOAD_INPUT'
  constructor() {
    super('sendWithUpload needs a Blob or File')
  }
}

/**
 * Background chat calls may repeat the same body within a second (a sync after a reconnect, two
 * history pages): they are not user submissions, so the duplicate-submit guard (shop-spec §5) is off.
 */
const BACKGROUND = { skipDuplicateCheck: true } as const

/**
 * The SDK's provider callbacks (chat-spec §7) answered by the /api/chat endpoints (shop-spec §7),
 * for every app that chats with a CrossMart server (the shop, the staff console). `upload` sends
 * an image message's file (the app chooses how: with progress events on a phone). The client
 * needs `messageSyncPlugin()` and `receiptsPlugin()` for syncMessages and messageRead (SDK README
 * "Plugins": `createImClient` refuses them otherwise).
 */
export function createChatCallbacks(api: ApiClient, upload: ImageUploader): ImCallbacks {
  return {
    async syncConversations({ version, msgCount }) {
      const data = await api.call(
        chatGetRecentConversation,
        { version, msgCount: Math.min(msgCount, CHAT_MAX_MSG_COUNT) },
        BACKGROUND,
      )
      return data.list.map(toConversationInput)
    },
    async syncMessages({ channel, startMessageSeq, endMessageSeq, limit, pullMode }) {
      const data = await api.call(
        chatGetChannelMessage,
        {
          channelId: channel.channelID,
          channelType: channel.channelType,
          startMessageSeq,
          endMessageSeq,
          limit: Math.min(Math.max(limit, 1), CHAT_MAX_MESSAGE_LIMIT),
          pullMode: pullMode === (CHAT_PULL_MODE.up as PullMode) ? CHAT_PULL_MODE.up : CHAT_PULL_MODE.down,
        },
        BACKGROUND,
      )
      return data.list.map(toMessageInput)
    },
    // chat-spec §7 "message read": the server keeps one unread count per conversation; 0 also moves
    // its browseTo to the last message (apps/server conversation-store setConversationUnread).
    async messageRead(channel) {
      await api.call(
        chatSetUnread,
        { channelId: channel.channelID, channelType: channel.channelType, unread: 0 },
        BACKGROUND,
      )
    },
    // The other callbacks of chat-spec §7 (server README "Chat").
    async syncMessageExtras({ channel, extraVersion, limit }) {
      const data = await api.call(
        chatSyncMessageExtras,
        { channelId: channel.channelID, channelType: channel.channelType, extraVersion, limit },
        BACKGROUND,
      )
      return data.list.map((extra) => ({
        messageID: extra.messageId,
        messageSeq: extra.messageSeq,
        extraVersion: extra.extraVersion,
        revoke: extra.revoke,
        isEdit: extra.isEdit,
        editedAt: extra.editedAt,
        readedCount: extra.readedCount,
        unreadCount: extra.unreadCount,
        ...(extra.isEdit && extra.contentEdit !== ''
          ? { contentEdit: decodePayload(extra.contentEdit) }
          : {}),
      }))
    },
    async channelInfo({ channel }) {
      const info = await api.call(
        chatChannelInfo,
        { channelId: channel.channelID, channelType: channel.channelType },
        BACKGROUND,
      )
      return { online: info.online, lastOffline: info.lastOffline }
    },
    async syncSubscribers({ channel, version }) {
      const data = await api.call(
        chatSyncSubscribers,
        { channelId: channel.channelID, channelType: channel.channelType, version },
        BACKGROUND,
      )
      return data.list
    },
    async syncConversationExtras({ version }) {
      const data = await api.call(chatSyncConversationExtras, { version }, BACKGROUND)
      return data.list.map((extra) => ({
        channel: { channelID: extra.channelId, channelType: extra.channelType },
        version: extra.version,
        browseTo: extra.browseTo,
        keepMessageSeq: extra.keepMessageSeq,
        keepOffsetY: extra.keepOffsetY,
        draft: extra.draft,
      }))
    },
    async syncReminders({ version }) {
      const data = await api.call(chatSyncReminders, { version }, BACKGROUND)
      return data.list.map((reminder) => ({
        reminderID: reminder.reminderId,
        channel: { channelID: reminder.channelId, channelType: reminder.channelType },
        reminderType: reminder.reminderType,
        done: reminder.done,
        version: reminder.version,
        messageID: reminder.messageId,
        messageSeq: reminder.messageSeq,
        text: reminder.text,
        // Who mentioned the user (the console's mentions list names them).
        data: { fromUid: reminder.fromUid },
      }))
    },
    async reminderDone({ ids }) {
      await api.call(chatReminderDone, { ids: [...ids] }, BACKGROUND)
    },
    async messageUploadTask({ file, signal, onProgress }) {
      if (!(file instanceof Blob)) throw new ChatUploadInputError()
      const { url } = await upload(file, { signal, onProgress })
      return { url }
    },
  }
}
