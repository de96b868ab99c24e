/**
 * Receives sent on one connection and not yet acknowledged (README "The gateway": re-sent when not acked within 15 s). A
 * receive-ack removes its entry; `due` lists the entries to send again (with the dup flag) after
 * RECV_ACK_TIMEOUT_MS, up to a number of attempts; past that, or past the capacity, an entry is
 * dropped and the client catches up through sync.
 */
export interface PendingRecv<T> {
  item: T
  sentAt: number
  attempts: number
}

export interface RecvTracker<T> {
  sent(messageId: string, item: T, now: number): void
  acked(messageId: string): boolean
  /** Entries to re-deliver now; their attempt counts and times are updated. */
  due(now: number): T[]
  readonly size: number
  /** Entries given up on since the start (for logs and tests). */
  readonly dropped: number
}

export interface RecvTrackerOptions {
  timeoutMs: number
  maxRetries: number
  capacity: number
}

export function createRecvTracker<T>(options: RecvTrackerOptions): RecvTracker<T> {
  // Map keeps insertion order: the first entries are the oldest.
  const pending = new Map<string, PendingRecv<T>>()
  let dropped = 0
  return {
    sent(messageId, item, now) {
      const existing = pending.get(messageId)
      if (existing) {
        existing.sentAt = now
        return
      }
      if (pending.size >= options.capacity) {
        const oldest = pending.keys().next().value
        if (oldest !== undefined) pending.delete(oldest)
        dropped += 1
      }
      pending.set(messageId, { item, sentAt: now, attempts: 0 })
    },
    acked(messageId) {
      return pending.delete(messageId)
    },
    due(now) {
      const out: T[] = []
      for (const [id, entry] of pending) {
        if (now - entry.sentAt < options.timeoutMs) continue
        if (entry.attempts >= options.maxRetries) {
          pending.delete(id)
          dropped += 1
          continue
        }
        entry.attempts += 1
        entry.sentAt = now
        out.push(entry.item)
      }
      return out
    },
    get size() {
      return pending.size
    },
    get dropped() {
      return dropped
    },
  }
}
