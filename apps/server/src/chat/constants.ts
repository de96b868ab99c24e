/**
 * The embedded chat gateway's own tunables, named once (chat-spec §9; PROTOCOL.md "Facts about real
 * WuKongIM servers"). The wire protocol's numbers (protocol versions, packet types, reason codes,
 * the 1 MiB frame limit, the send payload limit, content types) live in `@crossmart/im-sdk/protocol`.
 */

/** chat-spec §3 Channel: channel types this server stores. */
export const CHANNEL_TYPE = { person: 1, group: 2, customerService: 7 } as const

/** Sends per second a connection may sustain (token bucket refill), then reason 22 rate limit. */
export const DEFAULT_MESSAGES_PER_SECOND = 50
/** Burst a connection may send at once before the rate applies (a client flushing its queue). */
export const DEFAULT_MESSAGE_BURST = 200
/**
 * Chat sockets one client address may hold at once (issue #45: one address held 19,105 of the
 * server's 20,000 file descriptors). A shopper or staff member has one per open tab; 256 leaves
 * room for an office or a carrier's NAT while keeping one address to about 1% of a 20,000-socket
 * server. 0 disables the cap.
 */
export const DEFAULT_SOCKETS_PER_ADDRESS = 256
/** A socket that has not sent connect within this time is closed. */
export const CONNECT_TIMEOUT_MS = 10_000
/** chat-spec §9 heartbeat is 60 s with 3 retries: a connection silent this long is dead. */
export const IDLE_TIMEOUT_MS = 4 * 60_000 + 10_000

/** A receive not acknowledged within this time is sent again with the dup flag. */
export const RECV_ACK_TIMEOUT_MS = 15_000
/** Re-deliveries of one receive before the server gives up (the client catches up by sync). */
export const RECV_MAX_RETRIES = 3
/** Unacknowledged receives kept per connection; the oldest are dropped beyond it (sync covers them). */
export const RECV_PENDING_MAX = 20_000
/** How often pending receives are checked for re-delivery. */
export const RECV_RETRY_SWEEP_MS = 5_000
/** Socket bytes buffered before a slow consumer is disconnected rather than grow the heap. */
export const MAX_SOCKET_BUFFERED_BYTES = 8 * 1024 * 1024

/** Messages stored in one transaction by the per-channel writer (group commit). */
export const WRITE_BATCH_MAX = 500
/**
 * On PGlite, how long the writer lets a short queue grow before its next statement. A statement
 * costs a fixed share of the database's thread whatever its size, so back-to-back statements of
 * one or two messages kept that thread busy whatever the rate. bench:chat at 1,000 msg/s: 1 ms
 * gave 558-631 µs of server CPU per message, 3 ms 449-551 µs with ack p99 12-19 ms, 6 and 10 ms no
 * less CPU and a longer ack (PERFORMANCE.md "Chat gateway per message").
 */
export const PGLITE_WRITE_GAP_MS = 3
/** The longest CHAT_WRITE_GAP_MS: every message's ack waits up to this much longer. */
export const MAX_WRITE_GAP_MS = 100
/** A queue this long is written at once, gap or not. */
export const WRITE_GAP_QUEUE_MAX = 50
/** Recent (fromUid, clientMsgNo) pairs remembered to answer a resent message with its first ack. */
export const DEDUPE_MEMORY = 10_000

/** Chat tokens live as long as a session (shop-spec §9: 3 days). */
export const CHAT_TOKEN_TTL_MS = 3 * 24 * 3_600_000
/** Tokens kept per uid (one per device); older ones are revoked when a new one is issued. */
export const CHAT_TOKENS_PER_UID = 10

/** One automatic reply per conversation in this window, so a burst of questions gets one answer. */
export const AUTO_REPLY_COOLDOWN_MS = 10 * 60_000
/**
 * Staff lists and user roles are re-read within this long (new staff accounts appear without restart):
 * fresh for half of it plus a share per key, then reloaded in the background (chat-directory.ts).
 */
export const DIRECTORY_TTL_MS = 30_000

/** Default snowflake node id (WuKongIM's NodeId in connack v4). */
export const DEFAULT_NODE_ID = 1

/**
 * Longest channel id the gateway accepts (server README "Security": 30,000-character group ids slowed other
 * users and grew the server by 156 MB). The same bound as the HTTP contract's channelId field.
 */
export const CHAT_CHANNEL_ID_MAX = 128
/** Entries per chat directory cache (users, staff, shops, groups); the oldest inserted goes first. */
export const DIRECTORY_CACHE_MAX_ENTRIES = 10_000
/**
 * A user's last-seen time is written at most this often (ms): a client flapping between connected
 * and disconnected writes once, then the latest disconnect when the interval is over.
 */
export const LAST_SEEN_WRITE_INTERVAL_MS = 30_000
/** Users whose last write is remembered for the throttle; older entries are dropped beyond it. */
export const LAST_SEEN_MEMORY = 10_000
