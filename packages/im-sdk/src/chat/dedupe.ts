/**
 * A bounded memory of recently delivered ids (beyond the spec: a receive whose clientMsgNo / messageID
 * was already delivered is acked (chat-spec §4 "Incoming message") but not delivered twice). Oldest ids are forgotten first, so memory
 * stays flat however long the client runs.
 */

export interface RecentIds {
  /** True when `id` was seen; otherwise remembers it and returns false. */
  seen(id: string): boolean
  has(id: string): boolean
  readonly size: number
  clear(): void
}

/**
 * Remembers a message's ids (`m:` + messageID, `c:` + clientMsgNo; an empty one is no id) and
 * tells whether neither was met before: a message is delivered once, whichever id repeats.
 */
export function firstTime(ids: RecentIds, message: { messageID: string; clientMsgNo: string }): boolean {
  let fresh = true
  for (const id of [`m:${message.messageID}`, `c:${message.clientMsgNo}`])
    if (id.length > 2 && ids.seen(id)) fresh = false
  return fresh
}

export function createRecentIds(capacity: number): RecentIds {
  const ids = new Set<string>()
  return {
    seen(id) {
      if (ids.has(id)) return true
      ids.add(id)
      if (ids.size > capacity) {
        // Sets iterate in insertion order: the first one is the oldest.
        const oldest = ids.values().next().value
        if (oldest !== undefined) ids.delete(oldest)
      }
      return false
    },
    has(id) {
      return ids.has(id)
    },
    get size() {
      return ids.size
    },
    clear() {
      ids.clear()
    },
  }
}
