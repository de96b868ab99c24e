/**
 * Every number and code of the shop spec that the contract or the client needs, named once.
 * Values are `as const` so they double as literal types.
 */

/** shop-spec §7: `code` 1 in the response envelope means success. */
export const SUCCESS_CODE = 1

/** shop-spec §8: HTTP 401 when logged in clears the session. */
export const HTTP_UNAUTHORIZED = 401

/** shop-spec §9: HTTP timeout. */
export const HTTP_TIMEOUT_MS = 10_000

/** shop-spec §5/§9: repeated identical POST/PUT to the same path within this window is rejected. */
export const DUPLICATE_SUBMIT_WINDOW_MS = 1_000

/** shop-spec §9: hot merchants request is fixed to page 1, limit 8. */
export const HOT_MERCHANT_PAGE = 1
export const HOT_MERCHANT_LIMIT = 8

/** shop-spec §5/§9: minimum login password length. */
export const PASSWORD_MIN_LENGTH = 6
/** shop-spec §5/§9: payment code is digits only, at least 6. */
export const PAY_CODE_MIN_LENGTH = 6

/** Review scores (product, service, postage): 1 to 5 stars. */
export const REVIEW_SCORE_MIN = 1
export const REVIEW_SCORE_MAX = 5

/** Pagination defaults and cap shared by every paginated list. */
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_LIMIT = 10
export const MAX_PAGE_LIMIT = 100

/** shop-spec §3: request headers carried when a token exists. */
export const TOKEN_HEADER = 'token'
export const LANG_HEADER = 'Lang'

/** shop-spec §9: languages, fallback en; shop-spec §3: default stored value zh-CN. */
export const LANGUAGES = ['en', 'zh', 'jp', 'kor', 'tai'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'
export const DEFAULT_STORED_LANGUAGE = 'zh-CN'

/** shop-spec §5: deposits via these networks are temporarily unsupported (a server rule; names exact). */
export const UNSUPPORTED_RECHARGE_NETWORKS = ['DEX', 'BSC', 'HECO'] as const

/** shop-spec §3: the ten category labels (keys the app translates). */
export const CATEGORY_LABELS = [
  'computer',
  'electricalEquipment',
  'outdoors',
  'familyLife',
  'health',
  'mensClothing',
  'womensClothing',
  'food',
  'mobilePhone',
  'toys',
] as const
export type CategoryLabel = (typeof CATEGORY_LABELS)[number]

/** Product list sort orders accepted by /api/index/product, /api/product/search and shop products. */
export const PRODUCT_SORT = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORT)[number]

/**
 * Search result orders (/api/product/search, issue #46): by relevance (how well the words match,
 * then sales), by sales, by price either way, or by the average review score.
 */
export const SEARCH_SORT = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'rating'] as const
export type SearchSort = (typeof SEARCH_SORT)[number]

/** chat-spec §9: default channel type 7 (customer service); 1 person, 2 group. */
export const CHAT_CHANNEL_TYPE = { person: 1, group: 2, customerService: 7 } as const

/**
 * The team notes group channel (type 2) of a chat service (`mer_<shopId>` or `platform`): its
 * members are that service's staff (server README "Team notes"), so server and console name it alike.
 */
export const teamChannelIdOf = (serviceId: string): string => `team_${serviceId}`

/**
 * Issue #44: a conversation's private notes, a group channel (type 2) beside the conversation
 * (`note_mer_<shopId>_<uid>`): its members are the service's staff, never the shopper, so a note
 * cannot reach the shopper's socket.
 */
export const NOTE_CHANNEL_PREFIX = 'note_'
export const noteChannelIdOf = (conversationChannelId: string): string =>
  `${NOTE_CHANNEL_PREFIX}${conversationChannelId}`

/** chat HTTP: data.status 200 from /api/chat/login means proceed (shop-spec §7). */
export const CHAT_LOGIN_OK_STATUS = 200

/**
 * An order awaiting payment holds its stock this long after checkout; then it is cancelled as
 * expired and the stock comes back (the order's `payDeadline`).
 */
export const ORDER_PAYMENT_WINDOW_MINUTES = 30

/**
 * Uploads one user may keep, counted and summed over everything uploaded and not yet cleaned up
 * (an upload no request referenced is deleted a day after it was made).
 */
export const UPLOAD_QUOTA_FILES = 200
export const UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024
