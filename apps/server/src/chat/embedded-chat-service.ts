import { API_CODE, type ChatMessage } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { shops } from '../db/schema'
import { notFound, RefusalError } from '../http/refusal-error'
import { PLATFORM_SERVICE_ID, shopServiceId, uidOf, viewChannelId } from './channel-address'
import type { ChatCaller, ChatService } from './chat-service'
import { CHANNEL_TYPE } from './constants'
import { resolveChannel } from './gateway/sending/channel-resolver'
import { PLATFORM_SERVICE_NAME } from './services/auto-reply-texts'
import {
  deleteConversation,
  loadRecentConversations,
  setConversationUnread,
} from './storage/conversation-store'
import type { ChatDirectory } from './storage/directory-store'
import { loadChannelMessages, type StoredMessage } from './storage/message-store'
import type { ChatTokenStore } from './storage/token-store'

export interface EmbeddedChatServiceOptions {
  db: Database
  directory: ChatDirectory
  tokens: ChatTokenStore
  /** Where the gateway listens on this server (CHAT_WS_PATH). */
  wsPath: string
  /** CHAT_WS_URL: the address clients use when it differs from the request's host. */
  publicWsUrl: string | undefined
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')

/** A stored message as `uid` sees it over HTTP (contract chatMessageSchema). */
/** The contract's decimal version as this database's (a safe integer; larger means "after everything"). */
export function embeddedVersion(version: string): number {
  const value = Number(version)
  return Number.isSafeInteger(value) && value >= 0 ? value : Number.MAX_SAFE_INTEGER
}

export function toChatMessage(message: StoredMessage, uid: string): ChatMessage {
  return {
    messageId: message.messageId.toString(),
    messageSeq: message.messageSeq,
    clientMsgNo: message.clientMsgNo,
    fromUid: message.fromUid,
    channelId: viewChannelId(uid, message.channel),
    channelType: message.channel.channelType,
    timestamp: message.timestamp,
    payload: base64(message.payload),
    reddot: message.reddot,
  }
}

/** The chat calls answered by this server (CHAT_MODE=embedded, the default). */
export function createEmbeddedChatService(options: EmbeddedChatServiceOptions): ChatService {
  const { db, directory, tokens } = options

  async function chatUser(caller: ChatCaller) {
    const user = await directory.user(uidOf(caller.userId))
    // The session was valid a moment ago: a vanished user is a race, answered like a bad token.
    if (!user)
      throw new RefusalError('auth.tokenInvalid', { apiCode: API_CODE.unauthorized, httpStatus: 401 })
    return user
  }

  return {
    mode: 'embedded',
    async login(caller) {
      await chatUser(caller)
      return { status: 200 }
    },
    async connectInfo(caller) {
      const user = await chatUser(caller)
      return {
        uid: user.uid,
        token: await tokens.issue(user.uid),
        // Server README "Security": never built from the request's Host header. Unconfigured, the address is the
        // gateway's path, which the app resolves against its own origin (socket-address.ts).
        wsUrl: options.publicWsUrl ?? options.wsPath,
      }
    },
    async recentConversations(caller, query) {
      const user = await chatUser(caller)
      const rows = await loadRecentConversations(db, user.uid, embeddedVersion(query.version), query.msgCount)
      return rows.map(({ conversation: c, recents }) => ({
        channelId: c.channelId,
        channelType: c.channelType,
        unread: c.unread,
        timestamp: c.timestamp,
        lastMsgSeq: c.lastMsgSeq,
        lastClientMsgNo: c.lastClientMsgNo,
        browseTo: c.browseTo,
        version: String(c.version),
        recents: recents.map((m) => toChatMessage(m, user.uid)),
      }))
    },
    async channelMessages(caller, query) {
      const user = await chatUser(caller)
      const resolution = await resolveChannel(directory, user, query.channelId, query.channelType)
      if (!resolution.ok) throw notFound('request.notFound')
      const page = await loadChannelMessages(db, resolution.channel, query)
      return { list: page.list.map((m) => toChatMessage(m, user.uid)), more: page.more }
    },
    async setUnread(caller, channel) {
      const user = await chatUser(caller)
      // Server README "Security": a channel the caller may not use, or has no conversation in, is not found.
      const resolution = await resolveChannel(directory, user, channel.channelId, channel.channelType)
      if (!resolution.ok) throw notFound('request.notFound')
      const row = await setConversationUnread(
        db,
        user.uid,
        channel.channelId,
        channel.channelType,
        channel.unread,
      )
      if (!row) throw notFound('request.notFound')
      return { channelId: channel.channelId, channelType: channel.channelType, unread: row.unread }
    },
    async deleteConversation(caller, channel) {
      const user = await chatUser(caller)
      const resolution = await resolveChannel(directory, user, channel.channelId, channel.channelType)
      if (!resolution.ok) throw notFound('request.notFound')
      const deleted = await deleteConversation(db, user.uid, channel.channelId, channel.channelType)
      if (!deleted) throw notFound('request.notFound')
      return { channelId: channel.channelId, channelType: channel.channelType }
    },
    async serviceChannel(caller, merId) {
      if (merId === undefined) {
        return {
          channelId: PLATFORM_SERVICE_ID,
          channelType: CHANNEL_TYPE.customerService,
          name: PLATFORM_SERVICE_NAME[caller.lang],
          avatar: '',
        }
      }
      const [shop] = await db
        .select({ name: shops.name, logo: shops.logo })
        .from(shops)
        .where(eq(shops.id, merId))
        .limit(1)
      if (!shop) throw notFound('shop.notFound')
      return {
        channelId: shopServiceId(merId),
        channelType: CHANNEL_TYPE.customerService,
        name: shop.name,
        avatar: shop.logo,
      }
    },
  }
}
