/** Messages per history page of a conversation or the team notes (useChannelMessages' pageSize). */
export const HISTORY_PAGE_SIZE = 30
