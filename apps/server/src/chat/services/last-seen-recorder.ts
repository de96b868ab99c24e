import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import { LAST_SEEN_MEMORY, LAST_SEEN_WRITE_INTERVAL_MS } from '../constants'
import { loadLastSeen, saveLastSeen } from '../storage/last-seen-store'

/** One-shot timers, injected so tests drive the throttle (CONVENTIONS.md 5). */
export interface LastSeenTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const systemTimers: LastSeenTimers = {
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms)
    handle.unref()
    return handle
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

export interface LastSeenRecorderOptions {
  db: Database
  clock: Clock
  logger: Logger
  timers?: LastSeenTimers
  /** At most one write per user per this many ms (LAST_SEEN_WRITE_INTERVAL_MS). */
  writeIntervalMs?: number
}

export interface LastSeenRecorder {
  /** The uid's last connection closed now. */
  offline(uid: string): void
  /** Seconds since the epoch any of `uids` was last seen offline (this process or the database); 0 = never. */
  lastSeen(uids: readonly string[]): Promise<number>
  /** Writes what the throttle holds back, and waits for every write (before the database closes). */
  flush(): Promise<void>
}

/**
 * chat-spec §3 channel info "last seen", kept in the database (server README "The other provider
 * callbacks") so that a restart or another replica answers it. The first disconnect of a user is
 * written at once; further ones within the write interval only update memory, and the latest is
 * written when the interval is over, so a reconnecting client costs one write per interval.
 */
export function createLastSeenRecorder(options: LastSeenRecorderOptions): LastSeenRecorder {
  const { db, clock, logger } = options
  const timers = options.timers ?? systemTimers
  const interval = options.writeIntervalMs ?? LAST_SEEN_WRITE_INTERVAL_MS
  /** When each uid was last written (ms), and what: for the throttle and for reads before the write lands. */
  const written = new Map<string, { writtenAt: number; at: number }>()
  /** Disconnects held back by the throttle, with their timer. */
  const held = new Map<string, { at: number; timer: unknown }>()
  const writing = new Set<Promise<void>>()

  function write(uid: string, at: number): void {
    written.delete(uid)
    written.set(uid, { writtenAt: clock.now(), at })
    forgetOldest()
    const done = saveLastSeen(db, uid, new Date(at)).catch((error: unknown) => {
      logger.error('chat: last seen not kept', { uid, error: errorText(error) })
    })
    writing.add(done)
    void done.finally(() => writing.delete(done))
  }

  /** The throttle needs only the users written within the interval (oldest first; bounded). */
  function forgetOldest(): void {
    const now = clock.now()
    for (const [uid, entry] of written) {
      if (written.size <= LAST_SEEN_MEMORY && now - entry.writtenAt < interval) return
      written.delete(uid)
    }
  }

  function release(uid: string): void {
    const entry = held.get(uid)
    if (!entry) return
    held.delete(uid)
    write(uid, entry.at)
  }

  return {
    offline(uid) {
      const at = clock.now()
      const last = written.get(uid)
      const pending = held.get(uid)
      if (pending) {
        pending.at = at
        return
      }
      if (!last || at - last.writtenAt >= interval) {
        write(uid, at)
        return
      }
      const timer = timers.setTimeout(() => release(uid), last.writtenAt + interval - at)
      held.set(uid, { at, timer })
    },

    async lastSeen(uids) {
      let latest = await loadLastSeen(db, uids)
      for (const uid of uids) {
        latest = Math.max(latest, held.get(uid)?.at ?? 0, written.get(uid)?.at ?? 0)
      }
      return Math.floor(latest / 1000)
    },

    async flush() {
      for (const [uid, entry] of [...held]) {
        timers.clearTimeout(entry.timer)
        release(uid)
      }
      await Promise.all([...writing])
    },
  }
}
