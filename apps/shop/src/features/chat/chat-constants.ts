/**
 * Every number and name the chat screens rely on, named once. The channel names follow the server
 * (apps/server chat/channel-address.ts): a shopper talks to shop N on `mer_N` and to the platform
 * on `platform`, both of the customer-service type (chat-spec §9 default channel type 7).
 */

/** `@crossmart/im-sdk/indexeddb`: one database per signed-in uid. */
export const CHAT_DB_PREFIX = 'crossmart-im-'
/** The shop's customer-service channel id is this prefix and the shop id. */
export const SHOP_CHANNEL_PREFIX = 'mer_'
/** The platform's customer-service channel id (/service, /chatRoomDetail without merId). */
export const PLATFORM_CHANNEL_ID = 'platform'
/** Older messages fetched per scroll to the top (the SDK's DEFAULT_HISTORY_LIMIT). */
export const HISTORY_PAGE_SIZE = 30
/** Recent messages per conversation asked from getRecentConversation (its lastMessage digest). */
export const CONVERSATION_MSG_COUNT = 1
/** A time separator is shown between two messages further apart than this (seconds). */
export const TIME_SEPARATOR_GAP_S = 5 * 60
/** Within this distance of the end the list counts as "at the bottom" (new messages scroll it). */
export const AT_BOTTOM_PX = 48
/** Within this distance of the top older messages are loaded. */
export const LOAD_OLDER_PX = 24
/** How often the chat header asks again whether the service is online (chat-spec §3 channel info). */
export const PRESENCE_REFRESH_MS = 30_000
/** How long after a change the composer's draft is kept on the server (per conversation, all devices). */
export const DRAFT_SAVE_DELAY_MS = 800
/** A kept browse position further back than this many history pages opens at the oldest loaded. */
export const RESTORE_MAX_PAGES = 10
