import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, int, listOf, noInput } from './fields.js'
import { requiredText } from './input-fields.js'

// shop-spec §7 chat helpers over HTTP; they feed the im-sdk's provider callbacks (chat-spec §7).

/*#__NO_SIDE_EFFECTS__*/
const channelFields = () => ({
  channelId: requiredText('validation.invalid', 128),
  channelType: int('validation.invalid').check(z.gte(1, { error: 'validation.invalid' })),
})

/** A stored message as sync returns it (chat-spec §3 Message). `payload` is base64 of the content bytes. */
/** Where the server's embedded chat gateway listens, on the API's own origin (chat-spec §7). */
export const CHAT_WS_PATH = '/chat/ws'
/** getRecentConversation: the most recent messages asked per conversation. */
export const CHAT_MAX_MSG_COUNT = 100
/** getChannelMessage: the most messages asked in one page. */
export const CHAT_MAX_MESSAGE_LIMIT = 500

export const chatMessageSchema = z.object({
  /** 64-bit, time-ordered: a decimal string so JSON keeps every digit. */
  messageId: z.string(),
  messageSeq: count(),
  clientMsgNo: z.string(),
  fromUid: z.string(),
  channelId: z.string(),
  channelType: z.int(),
  /** Seconds since the epoch (chat-spec §3). */
  timestamp: z.int(),
  payload: z.string(),
  /** Header flags: reddot, noPersist, syncOnce. */
  reddot: z.boolean(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** A 64-bit unsigned sync version as decimal digits ("0" = none). */
export const chatVersionSchema = z
  .string()
  .check(z.regex(/^(0|[1-9][0-9]{0,19})$/, { error: 'validation.invalid' }))

/** chat-spec §3 Conversation, with the version used for incremental sync. */
export const chatConversationSchema = z.object({
  channelId: z.string(),
  channelType: z.int(),
  unread: count(),
  timestamp: z.int(),
  lastMsgSeq: count(),
  lastClientMsgNo: z.string(),
  browseTo: count(),
  /**
   * Sync version, a decimal string: WuKongIM writes it in nanoseconds (about 1.7e18), beyond what a
   * JSON number keeps exactly.
   */
  version: chatVersionSchema,
  /** Last messages, newest last (at most `msgCount`). */
  recents: z.array(chatMessageSchema),
})
export type ChatConversation = z.infer<typeof chatConversationSchema>

export const chatLogin = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/chat/login',
  summary: "Register the user's chat token; data.status 200 means proceed",
  auth: true,
  request: noInput(),
  response: z.object({ status: z.int() }),
})

export const chatGetWebSocketUrl = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/chat/getWebSocketUrl',
  summary: 'Chat connection parameters: uid, token and the WebSocket address',
  auth: true,
  request: noInput(),
  response: z.object({ uid: z.string(), token: z.string(), wsUrl: z.string() }),
})

export const chatGetRecentConversation = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/chat/getRecentConversation',
  summary: 'Conversations changed since `version` (0 = all), each with its last messages',
  auth: true,
  request: z.object({
    /** The highest version seen, as decimal digits (a number is accepted and read as its digits). */
    version: z._default(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v)),
        chatVersionSchema,
      ),
      '0',
    ),
    msgCount: z._default(
      int('validation.invalid').check(
        z.gte(0, { error: 'validation.invalid' }),
        z.lte(CHAT_MAX_MSG_COUNT, { error: 'validation.invalid' }),
      ),
      1,
    ),
  }),
  response: listOf(chatConversationSchema),
})

/** Pull mode: 0 down (older than start), 1 up (newer than start), as in WuKongIM's message sync. */
export const CHAT_PULL_MODE = { down: 0, up: 1 } as const

export const chatGetChannelMessage = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/getChannelMessage',
  summary: "A channel's messages by seq range (start, end, limit, pull mode)",
  auth: true,
  request: z.object({
    ...channelFields(),
    startMessageSeq: z._default(
      int('validation.invalid').check(z.gte(0, { error: 'validation.invalid' })),
      0,
    ),
    endMessageSeq: z._default(int('validation.invalid').check(z.gte(0, { error: 'validation.invalid' })), 0),
    limit: z._default(
      int('validation.invalid').check(
        z.gte(1, { error: 'validation.invalid' }),
        z.lte(CHAT_MAX_MESSAGE_LIMIT, { error: 'validation.invalid' }),
      ),
      30,
    ),
    pullMode: z._default(
      z.union([z.literal(CHAT_PULL_MODE.down), z.literal(CHAT_PULL_MODE.up)]),
      CHAT_PULL_MODE.down,
    ),
  }),
  response: z.object({ list: z.array(chatMessageSchema), more: z.boolean() }),
})

export const chatSetUnread = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/setUnread',
  summary: "Set a conversation's unread count (0 = read)",
  auth: true,
  request: z.object({
    ...channelFields(),
    unread: int('validation.invalid').check(z.gte(0, { error: 'validation.invalid' })),
  }),
  response: z.object({ channelId: z.string(), channelType: z.int(), unread: count() }),
})

export const chatDeleteRecentConversation = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/deleteRecentConversation',
  summary: 'Remove a conversation from the recent list',
  auth: true,
  request: z.object(channelFields()),
  response: z.object({ channelId: z.string(), channelType: z.int() }),
})

/** The customer-service channel for a shop (`merId`, /chatRoomDetail/{merId}) or the platform (none). */
export const chatGetServiceChannel = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/chat/getServiceChannel',
  summary: 'Customer-service channel of a shop (merId) or of the platform (no merId)',
  auth: true,
  request: z.object({ merId: z.optional(id()) }),
  response: z.object({
    channelId: z.string(),
    /** CHAT_CHANNEL_TYPE.customerService (7) in embedded mode, 2 (a group) with CHAT_MODE=wukongim. */
    channelType: z.int(),
    name: z.string(),
    avatar: z.string(),
  }),
})
