/**
 * What this process last learned from the queue's tables (a conversation already open, waiting and
 * assigned; a member's availability; a service's queue settings), so a shopper's next message in
 * the same conversation costs no statement. An entry holds until `changed()`: every write to those
 * tables in this process calls it, and so does a staff member's console opening or closing, which
 * moves who can be assigned.
 *
 * Exact only where this process is the database's only writer: the embedded gateway on PGlite,
 * whose folder one process holds. With PostgreSQL another replica may resolve or reassign a
 * conversation unseen, so there the memory is off and every rule reads the database (server README
 * "Queue control").
 */
export interface QueueMemory {
  /** False where remembering is off: every `recall` answers undefined. */
  readonly enabled: boolean
  recall<T>(key: string): T | undefined
  /**
   * Counts every `changed()` and `touched()`: a reader takes it before reading the database and
   * hands it to `remember`, which drops the value when anything happened in between (the value
   * may already be out of date).
   */
  version(): number
  remember(key: string, value: unknown, readAt: number): void
  /** The remembered value of `key`, or `load()`'s, remembered unless something moved meanwhile. */
  readThrough<T>(key: string, load: () => Promise<T>): Promise<T>
  forget(key: string): void
  /** Something that may alter any conversation's queue facts happened: forget everything. */
  changed(): void
  /** A write is under way that a reader in flight may miss: what it read is not remembered. */
  touched(): void
}

/** Entries kept at most; past it the memory starts again (a bound, not a cache policy). */
const MAX_ENTRIES = 200_000

export function createQueueMemory({ enabled }: { enabled: boolean }): QueueMemory {
  const entries = new Map<string, unknown>()
  let version = 0
  function remember(key: string, value: unknown, readAt: number): void {
    if (!enabled || readAt !== version) return
    if (entries.size >= MAX_ENTRIES) entries.clear()
    entries.set(key, value)
  }
  return {
    enabled,
    recall: <T>(key: string) => (enabled ? (entries.get(key) as T | undefined) : undefined),
    version: () => version,
    remember,
    async readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (enabled && entries.has(key)) return entries.get(key) as T
      const readAt = version
      const value = await load()
      remember(key, value, readAt)
      return value
    },
    forget(key) {
      entries.delete(key)
    },
    changed() {
      version += 1
      entries.clear()
    },
    touched() {
      version += 1
    },
  }
}
