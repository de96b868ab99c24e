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

/** A class, not an object literal with getters: one is kept per open connection (see gateway-connection.ts). */
class MapRecvTracker<T> implements RecvTracker<T> {
  // Map keeps insertion order: the first entries are the oldest.
  private readonly pending = new Map<string, PendingRecv<T>>()
  private droppedCount = 0
  constructor(private readonly options: RecvTrackerOptions) {}

  sent(messageId: string, item: T, now: number): void {
    const existing = this.pending.get(messageId)
    if (existing) {
      existing.sentAt = now
      return
    }
    if (this.pending.size >= this.options.capacity) {
      const oldest = this.pending.keys().next().value
      if (oldest !== undefined) this.pending.delete(oldest)
      this.droppedCount += 1
    }
    this.pending.set(messageId, { item, sentAt: now, attempts: 0 })
  }
  acked(messageId: string): boolean {
    return this.pending.delete(messageId)
  }
  due(now: number): T[] {
    const out: T[] = []
    for (const [id, entry] of this.pending) {
      if (now - entry.sentAt < this.options.timeoutMs) continue
      if (entry.attempts >= this.options.maxRetries) {
        this.pending.delete(id)
        this.droppedCount += 1
        continue
      }
      entry.attempts += 1
      entry.sentAt = now
      out.push(entry.item)
    }
    return out
  }
  get size(): number {
    return this.pending.size
  }
  get dropped(): number {
    return this.droppedCount
  }
}

export function createRecvTracker<T>(options: RecvTrackerOptions): RecvTracker<T> {
  return new MapRecvTracker<T>(options)
}
