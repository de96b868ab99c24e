import { randomBytes } from 'node:crypto'
import type { ChatMessage } from '@crossmart/api-client'
import { and, eq, inArray } from 'drizzle-orm'
import * as z from 'zod'
import type { Database } from '../../db/database'
import { chatWukongimSubscribers, shops } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import {
  canonicalServiceChannel,
  PLATFORM_SERVICE_ID,
  parseServiceChannel,
  shopServiceId,
  uidOf,
} from '../channel-address'
import type { ChannelRef, ChatCaller, ChatService } from '../chat-service'
import { PLATFORM_SERVICE_NAME } from '../services/auto-reply-texts'
import type { ChatDirectory } from '../storage/directory-store'
import { createWukongImApi, WukongImError } from './wukongim-api'

export { WukongImError } from './wukongim-api'

import { decimalToBigInt } from './wukongim-json'

/** chat-spec §9: the web client's device flag; WuKongIM keeps one token per uid and device flag. */
export const WEB_DEVICE_FLAG = 1
/**
 * WuKongIM device level 0 = slave. Level 1 (master) makes /user/token kick every live socket of the
 * uid and device flag (WuKongIM internal/api/user.go updateToken), so /api/chat/login would drop an
 * open chat; a slave token is registered and the open socket stays.
 */
export const SLAVE_DEVICE_LEVEL = 0
/**
 * The channel type of customer-service conversations in WuKongIM mode: 2, WuKongIM's group channel.
 * WuKongIM makes no conversations for data (7), temp (8) and live (9) channels (internal/channel/
 * handler/event_distribute.go skipConversationUpdateChannelTypes), so the SDK's default of 7 would
 * leave every service chat out of everyone's list; customer service (3) derives its visitor from a
 * channel id format of its own and visitors (10) needs the channel id to be the visitor's uid, while
 * a group keeps exactly the subscribers getServiceChannel sets (the shopper and the shop's staff).
 */
export const WUKONGIM_SERVICE_CHANNEL_TYPE = 2
// WuKongIM's documented HTTP shapes (docs.githubim.com: /user/token, /route, /conversation/sync,
// /channel/messagesync, /conversations/setUnread, /conversations/delete, /channel).
/** A Go int64 / uint64 as parseLosslessJson gives it: a number when safe, else its decimal string. */
const int64 = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((v) => String(v))
const wkMessage = z.object({
  header: z
    .object({ red_dot: z.union([z.number(), z.boolean()]).optional() })
    .partial()
    .optional(),
  message_id: int64,
  message_idstr: z.string().optional(),
  message_seq: z.number().int(),
  client_msg_no: z.string().default(''),
  from_uid: z.string().default(''),
  channel_id: z.string(),
  channel_type: z.number().int(),
  timestamp: z.number().int(),
  payload: z.string().default(''),
})
const wkConversation = z.object({
  channel_id: z.string(),
  channel_type: z.number().int(),
  unread: z.number().int().default(0),
  timestamp: z.number().int().default(0),
  last_msg_seq: z.number().int().default(0),
  last_client_msg_no: z.string().default(''),
  readed_to_msg_seq: z.number().int().default(0),
  version: int64.default('0'),
  recents: z.array(wkMessage).nullish(),
})
const wkRoute = z.object({ ws_addr: z.string().optional(), wss_addr: z.string().optional() })
const wkMessageSync = z.object({
  start_message_seq: z.number().int().optional(),
  end_message_seq: z.number().int().optional(),
  more: z.union([z.number(), z.boolean()]).default(0),
  messages: z.array(wkMessage).nullish(),
})

function toChatMessage(m: z.infer<typeof wkMessage>): ChatMessage {
  const redDot = m.header?.red_dot
  return {
    messageId: m.message_idstr || m.message_id,
    messageSeq: m.message_seq,
    clientMsgNo: m.client_msg_no,
    fromUid: m.from_uid,
    channelId: m.channel_id,
    channelType: m.channel_type,
    timestamp: m.timestamp,
    // WuKongIM returns the payload base64-encoded, as the contract does.
    payload: m.payload,
    reddot: redDot === undefined ? true : Boolean(redDot),
  }
}

/** Inclusive end (0 = none) -> WuKongIM's exclusive end: one further in the pull direction. */
export function exclusiveEnd(end: number, pullMode: 0 | 1): number {
  if (end === 0) return 0
  return pullMode === 1 ? end + 1 : Math.max(0, end - 1)
}

export interface WukongImChatServiceOptions {
  apiUrl: string
  apiToken: string | undefined
  db: Database
  directory: ChatDirectory
  /** Injected (CONVENTIONS.md 5); global fetch by default. */
  fetch?: typeof fetch
  /** Prefer wss_addr from /route (the app is served over HTTPS). */
  secure?: boolean
}

/**
 * The chat calls forwarded to a WuKongIM server (CHAT_MODE=wukongim). Everyone addresses a shop
 * conversation by its canonical id `mer_<shopId>_<uid>` (WuKongIM has no per-user channel views);
 * getServiceChannel creates that channel with the shopper and the shop's staff as subscribers.
 */
export interface WukongImChatService extends ChatService {
  /**
   * Ends every WuKongIM session of a uid (logout, password reset): `POST /user/device_quit` with
   * device_flag -1 clears the token of the APP, WEB and PC devices and kicks their sockets
   * (internal/api/user.go deviceQuit / quitUserDevice), as the embedded gateway does.
   */
  quitDevices(uid: string): Promise<void>
  /** WuKongIM /message/send: `content` (the content JSON) into a channel as `fromUid`, with a red dot. */
  sendMessage(message: {
    fromUid: string
    channelId: string
    channelType: number
    content: string
  }): Promise<void>
}

export function createWukongImChatService(options: WukongImChatServiceOptions): WukongImChatService {
  const { call, command, fail } = createWukongImApi(options)

  async function registerToken(uid: string): Promise<string> {
    const token = randomBytes(24).toString('hex')
    await command('/user/token', {
      uid,
      token,
      device_flag: WEB_DEVICE_FLAG,
      device_level: SLAVE_DEVICE_LEVEL,
    })
    return token
  }

  /**
   * WuKongIM checks no membership on message sync or conversation writes (internal/api/message.go
   * syncMessages), so the caller must be the conversation's shopper or a staff member of its service.
   */
  async function assertMember(caller: ChatCaller, channel: ChannelRef): Promise<void> {
    const uid = uidOf(caller.userId)
    const address =
      channel.channelType === WUKONGIM_SERVICE_CHANNEL_TYPE ? parseServiceChannel(channel.channelId) : null
    if (address?.shopperUid !== undefined) {
      if (address.shopperUid === uid) return
      if ((await options.directory.staffOf(address.serviceId)).includes(uid)) return
    }
    throw notFound('chat.conversationNotFound')
  }

  /**
   * Makes WuKongIM's subscribers of a service channel the shopper, today's staff and the service,
   * touching nobody already there: internal/api/channel.go addSubscriberWithReq writes every listed
   * subscriber's conversation anew, read to the channel's last seq with unread 0, so listing a staff
   * member again would mark the conversation read for them. WuKongIM v2 has no API that lists
   * subscribers, so the ones given are kept in chat_wukongim_subscribers; staff who left go with
   * /channel/subscriber_remove (their conversation goes too). The first call creates the channel
   * (/channel/subscriber_add creates it when missing, as /channel does).
   */
  async function syncSubscribers(channelId: string, wanted: readonly string[]) {
    const known = new Set(
      (
        await options.db
          .select({ uid: chatWukongimSubscribers.uid })
          .from(chatWukongimSubscribers)
          .where(eq(chatWukongimSubscribers.channelId, channelId))
      ).map((r) => r.uid),
    )
    const added = wanted.filter((uid) => !known.has(uid))
    // Staff who left (the shopper and the service are always wanted).
    const left = [...known].filter((uid) => !wanted.includes(uid))
    const channel = { channel_id: channelId, channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE }
    if (added.length > 0) {
      await command('/channel/subscriber_add', { ...channel, subscribers: added, reset: 0 })
      await options.db
        .insert(chatWukongimSubscribers)
        .values(added.map((uid) => ({ channelId, uid })))
        .onConflictDoNothing()
    }
    if (left.length > 0) {
      await command('/channel/subscriber_remove', { ...channel, subscribers: left })
      await options.db
        .delete(chatWukongimSubscribers)
        .where(
          and(eq(chatWukongimSubscribers.channelId, channelId), inArray(chatWukongimSubscribers.uid, left)),
        )
    }
  }

  return {
    mode: 'wukongim',
    async quitDevices(uid) {
      await command('/user/device_quit', { uid, device_flag: -1 })
    },
    async sendMessage(message) {
      await command('/message/send', {
        header: { no_persist: 0, red_dot: 1, sync_once: 0 },
        from_uid: message.fromUid,
        channel_id: message.channelId,
        channel_type: message.channelType,
        payload: Buffer.from(message.content, 'utf8').toString('base64'),
      })
    },
    async login(caller) {
      await registerToken(uidOf(caller.userId))
      return { status: 200 }
    },
    async connectInfo(caller) {
      const uid = uidOf(caller.userId)
      const token = await registerToken(uid)
      const route = await call('GET', `/route?uid=${encodeURIComponent(uid)}`, undefined, wkRoute)
      const wsUrl = (options.secure ? route.wss_addr || route.ws_addr : route.ws_addr || route.wss_addr) ?? ''
      if (!wsUrl) throw fail(new WukongImError('WUKONGIM_BAD_RESPONSE', 'WuKongIM /route gave no ws address'))
      return { uid, token, wsUrl }
    },
    async recentConversations(caller, query) {
      const version = decimalToBigInt(query.version)
      const rows = await call(
        'POST',
        '/conversation/sync',
        {
          uid: uidOf(caller.userId),
          // `version` is deprecated in favour of only_unread (WuKongIM internal/api/conversation.go):
          // current servers only test it for > 0; it still goes, exact, for older ones.
          version,
          only_unread: version > 0n ? 1 : 0,
          // msg_count 0 returns no conversation at all (conversation.go loads recents only when > 0).
          msg_count: Math.max(1, query.msgCount),
        },
        z.array(wkConversation).nullable(),
      )
      return (rows ?? []).map((c) => ({
        channelId: c.channel_id,
        channelType: c.channel_type,
        unread: c.unread,
        timestamp: c.timestamp,
        lastMsgSeq: c.last_msg_seq,
        lastClientMsgNo: c.last_client_msg_no,
        browseTo: c.readed_to_msg_seq,
        version: c.version,
        // WuKongIM lists recents newest first (internal/api/request.go loadMessagesBatch); the
        // contract's are newest last.
        recents: (c.recents ?? []).slice(0, query.msgCount).reverse().map(toChatMessage),
      }))
    },
    async channelMessages(caller, query) {
      await assertMember(caller, query)
      const page = await call(
        'POST',
        '/channel/messagesync',
        {
          login_uid: uidOf(caller.userId),
          channel_id: query.channelId,
          channel_type: query.channelType,
          start_message_seq: query.startMessageSeq,
          // WuKongIM's end is exclusive; the contract's (and the SDK's) is inclusive.
          end_message_seq: exclusiveEnd(query.endMessageSeq, query.pullMode),
          limit: query.limit,
          pull_mode: query.pullMode,
        },
        wkMessageSync,
      )
      return { list: (page.messages ?? []).map(toChatMessage), more: Boolean(page.more) }
    },
    async setUnread(caller, channel) {
      await assertMember(caller, channel)
      await command('/conversations/setUnread', {
        uid: uidOf(caller.userId),
        channel_id: channel.channelId,
        channel_type: channel.channelType,
        unread: channel.unread,
      })
      return channel
    },
    async deleteConversation(caller, channel) {
      await assertMember(caller, channel)
      await command('/conversations/delete', {
        uid: uidOf(caller.userId),
        channel_id: channel.channelId,
        channel_type: channel.channelType,
      })
      return channel
    },
    async serviceChannel(caller, merId) {
      const uid = uidOf(caller.userId)
      let serviceId = PLATFORM_SERVICE_ID
      let name = PLATFORM_SERVICE_NAME[caller.lang]
      let avatar = ''
      if (merId !== undefined) {
        const [shop] = await options.db
          .select({ name: shops.name, logo: shops.logo })
          .from(shops)
          .where(eq(shops.id, merId))
          .limit(1)
        if (!shop) throw notFound('shop.notFound')
        serviceId = shopServiceId(merId)
        name = shop.name
        avatar = shop.logo
      }
      const channelId = canonicalServiceChannel(serviceId, uid)
      const staff = await options.directory.staffOf(serviceId)
      // The shopper, today's staff and the service itself (it sends the automatic reply); no reset,
      // which would mark the conversation read for every staff member (syncSubscribers).
      await syncSubscribers(channelId, [uid, ...staff, serviceId])
      return { channelId, channelType: WUKONGIM_SERVICE_CHANNEL_TYPE, name, avatar }
    },
  }
}
