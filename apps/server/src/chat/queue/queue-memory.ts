/**
 * What this process last learned from the queue's tables (a conversation already open, waiting and
 * assigned; a member's availability; a service's queue settings), so a shopper's next message in
 * the same conversation costs no statement.
 *
 * Each fact belongs to a scope, and a change forgets only what it can alter: a conversation's state
 * or assignee changing forgets that conversation's facts (and those of its service that depend on
 * its conversations, such as "nobody could take this one"); saved settings, a member's availability
 * or a console opening or closing forget everything.
 * One conversation's traffic therefore never makes another's facts be read again, which a single
 * version for the whole process did: with a thousand conversations writing at once, something was
 * always in flight and nothing was ever kept.
 *
 * Exact only where this process is the database's only writer: the embedded gateway on PGlite,
 * whose folder one process holds. With PostgreSQL another replica may resolve or reassign a
 * conversation unseen, so there the memory is off and every rule reads the database (server README
 * "Queue control").
 */
export interface MemoryScope {
  /** The service the fact is about (a conversation's service, or a service's own settings). */
  readonly serviceId?: string
  /** The conversation the fact is about. */
  readonly channelId?: string
}

/** Where the memory stood when a read began; `remember` keeps a value only if nothing moved since. */
export interface MemoryStamp {
  readonly process: number
  readonly serviceConversations: number
  readonly conversation: number
}

export interface QueueMemory {
  /** False where remembering is off: every `recall` answers undefined. */
  readonly enabled: boolean
  recall<T>(key: string): T | undefined
  /** Taken before reading the database and handed to `remember`. */
  stamp(scope: MemoryScope): MemoryStamp
  /** Whether nothing that could alter a fact of `scope` happened since `readAt`. */
  unchangedSince(scope: MemoryScope, readAt: MemoryStamp, dependsOnService?: boolean): boolean
  /**
   * Keeps `value` unless something moved since `readAt`. `dependsOnService`: the fact also depends
   * on the service's other conversations (who has room for one more), so any of them changing
   * forgets it.
   */
  remember(
    scope: MemoryScope,
    key: string,
    value: unknown,
    readAt: MemoryStamp,
    dependsOnService?: boolean,
  ): void
  /** The remembered value of `key`, or `load()`'s, remembered unless something moved meanwhile. */
  readThrough<T>(scope: MemoryScope, key: string, load: () => Promise<T>): Promise<T>
  forget(key: string): void
  /** Something that may alter any fact happened (settings, availability, presence): forget everything. */
  changed(): void
  /** One conversation's state or assignee changed: forget its facts and its service's dependent ones. */
  conversationChanged(scope: { serviceId?: string | undefined; channelId: string }): void
  /** A write of this conversation is under way that a reader in flight may miss: what it read is not kept. */
  touched(scope: MemoryScope): void
}

/** Facts kept at most; past it the memory starts again (a bound, not a cache policy). */
const MAX_ENTRIES = 200_000

interface Entry {
  readonly value: unknown
  readonly scope: MemoryScope
  readonly dependsOnService: boolean
}

export function createQueueMemory({ enabled }: { enabled: boolean }): QueueMemory {
  const entries = new Map<string, Entry>()
  /** Keys of each conversation and of each service, to forget them without a scan. */
  const keysOfConversation = new Map<string, Set<string>>()
  const keysOfService = new Map<string, Set<string>>()
  let processVersion = 0
  const serviceConversationVersions = new Map<string, number>()
  const conversationVersions = new Map<string, number>()

  const bump = (versions: Map<string, number>, key: string | undefined) => {
    if (key !== undefined) versions.set(key, (versions.get(key) ?? 0) + 1)
  }
  const index = (keys: Map<string, Set<string>>, scopeKey: string | undefined, key: string) => {
    if (scopeKey === undefined) return
    const set = keys.get(scopeKey) ?? new Set<string>()
    keys.set(scopeKey, set)
    set.add(key)
  }
  const forgetAll = (
    keys: Map<string, Set<string>>,
    scopeKey: string | undefined,
    only?: (e: Entry) => boolean,
  ) => {
    if (scopeKey === undefined) return
    const set = keys.get(scopeKey)
    if (!set) return
    for (const key of set) {
      const entry = entries.get(key)
      if (entry && (!only || only(entry))) {
        entries.delete(key)
        set.delete(key)
      } else if (!entry) set.delete(key)
    }
  }
  function changed(): void {
    // The process version moves too: a reader in flight compares against it, so the cleared
    // per-scope counters can never make an old stamp look current.
    processVersion += 1
    entries.clear()
    keysOfConversation.clear()
    keysOfService.clear()
    serviceConversationVersions.clear()
    conversationVersions.clear()
  }
  const stamp = (scope: MemoryScope): MemoryStamp => ({
    process: processVersion,
    serviceConversations:
      scope.serviceId === undefined ? 0 : (serviceConversationVersions.get(scope.serviceId) ?? 0),
    conversation: scope.channelId === undefined ? 0 : (conversationVersions.get(scope.channelId) ?? 0),
  })
  function unchangedSince(scope: MemoryScope, readAt: MemoryStamp, dependsOnService = false): boolean {
    const now = stamp(scope)
    return (
      now.process === readAt.process &&
      now.conversation === readAt.conversation &&
      (!dependsOnService || now.serviceConversations === readAt.serviceConversations)
    )
  }
  function remember(
    scope: MemoryScope,
    key: string,
    value: unknown,
    readAt: MemoryStamp,
    dependsOnService = false,
  ): void {
    if (!enabled || !unchangedSince(scope, readAt, dependsOnService)) return
    if (entries.size >= MAX_ENTRIES || conversationVersions.size >= MAX_ENTRIES) changed()
    if (processVersion !== readAt.process) return
    entries.set(key, { value, scope, dependsOnService })
    index(keysOfConversation, scope.channelId, key)
    index(keysOfService, scope.serviceId, key)
  }
  return {
    enabled,
    recall: <T>(key: string) => (enabled ? (entries.get(key)?.value as T | undefined) : undefined),
    stamp,
    unchangedSince,
    remember,
    async readThrough<T>(scope: MemoryScope, key: string, load: () => Promise<T>): Promise<T> {
      const known = enabled ? entries.get(key) : undefined
      if (known) return known.value as T
      const readAt = stamp(scope)
      const value = await load()
      remember(scope, key, value, readAt)
      return value
    },
    forget(key) {
      entries.delete(key)
    },
    changed,
    conversationChanged({ serviceId, channelId }) {
      bump(conversationVersions, channelId)
      bump(serviceConversationVersions, serviceId)
      forgetAll(keysOfConversation, channelId)
      forgetAll(keysOfService, serviceId, (entry) => entry.dependsOnService)
    },
    touched(scope) {
      bump(conversationVersions, scope.channelId)
    },
  }
}
