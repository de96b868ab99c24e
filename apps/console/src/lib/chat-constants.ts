/** Messages per history page of a conversation or the team notes (useChannelMessages' pageSize). */
export const HISTORY_PAGE_SIZE = 30

/**
 * Issue #29: how often an open conversation says "viewing" to the team. Above the SDK's throttle
 * (3 s) and well below how long a signal shows without a refresh (6 s): one lost refresh is not seen.
 */
export const VIEWING_REFRESH_MS = 4_000
