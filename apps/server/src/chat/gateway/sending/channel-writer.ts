import type { Database, DriverName } from '../../../db/database'
import type { Logger } from '../../../http/logger'
import { errorText } from '../../../observability/error-text'
import type { StoredChannel } from '../../channel-address'
import { WRITE_BATCH_MAX, WRITE_GAP_QUEUE_MAX } from '../../constants'
import { appendMessages, createPreparedAppend, type SimpleQuery } from '../../storage/message-batch-store'
import type { ChannelBatch, NewMessage, StoredMessage } from '../../storage/message-store'

/** Stores batches of several channels at once; `appendMessages` in production, a fake in unit tests. */
export type AppendBatches = (batches: readonly ChannelBatch[]) => Promise<StoredMessage[][]>

export interface ChannelWriterOptions {
  append: AppendBatches
  logger: Logger
  batchMax?: number
  /**
   * Wait up to this long before a statement while fewer than WRITE_GAP_QUEUE_MAX messages queue
   * (0: none); the wait ends as soon as the queue reaches WRITE_GAP_QUEUE_MAX.
   */
  gapMs?: number
  /** How the gap is waited (a timer by default; a test holds it open and lets it go). */
  waitGap?: (ms: number) => Promise<void>
  /** Called per channel of each committed transaction, in seq order, before the writes resolve. */
  onStored(batch: readonly StoredMessage[], members: readonly string[]): void
}

export interface ChannelWriter {
  /** Queues a message; resolves with its messageSeq once its transaction is committed. */
  write(channel: StoredChannel, members: readonly string[], message: NewMessage): Promise<StoredMessage>
  /** Resolves when every queued write has been committed or has failed. */
  drain(): Promise<void>
}

interface Pending {
  channel: StoredChannel
  members: readonly string[]
  message: NewMessage
  resolve(stored: StoredMessage): void
  reject(error: unknown): void
}

/** The database's append: PGlite's one session keeps the statement prepared (`createPreparedAppend`). */
export function databaseAppend(db: Database, driver?: DriverName): AppendBatches {
  if (driver !== 'pglite') return (batches) => appendMessages(db, batches)
  return createPreparedAppend(db, pgliteSimpleQuery(db))
}

/** PGlite's own `exec` (the simple query protocol) behind the ORM, when the client has one. */
function pgliteSimpleQuery(db: Database): SimpleQuery | undefined {
  const client = (db as { $client?: { exec?: (text: string) => Promise<{ rows: unknown[] }[]> } }).$client
  const exec = client?.exec?.bind(client)
  if (!exec) return undefined
  return async (text) => {
    const results = await exec(text)
    return results[results.length - 1] ?? { rows: [] }
  }
}

const keyOf = (channel: StoredChannel) => `${channel.channelType}:${channel.canonicalId}`

/**
 * Group commit: while one transaction runs, every new message (of any channel) queues up, and the
 * next transaction stores them all: a handful of statements however many messages and channels.
 * One transaction at a time keeps each channel's messageSeq in arrival order, and it is what an
 * embedded single-connection database (PGlite) does best.
 */
export function createChannelWriter(options: ChannelWriterOptions): ChannelWriter {
  const batchMax = options.batchMax ?? WRITE_BATCH_MAX
  const gapMs = options.gapMs ?? 0
  const waitGap = options.waitGap ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let queue: Pending[] = []
  let running: Promise<void> | undefined
  /** Ends the gap being waited, when one is. */
  let endGap: (() => void) | undefined

  function gap(): Promise<void> {
    return new Promise<void>((resolve) => {
      endGap = resolve
      void waitGap(gapMs).then(resolve)
    }).finally(() => {
      endGap = undefined
    })
  }

  async function flush(taken: Pending[]): Promise<void> {
    // Group by channel, keeping arrival order inside each channel.
    const groups = new Map<string, { channel: StoredChannel; members: readonly string[]; items: Pending[] }>()
    for (const p of taken) {
      const key = keyOf(p.channel)
      const group = groups.get(key)
      if (group) {
        group.items.push(p)
        group.members = p.members
      } else {
        groups.set(key, { channel: p.channel, members: p.members, items: [p] })
      }
    }
    const list = [...groups.values()]
    let stored: StoredMessage[][]
    try {
      stored = await options.append(
        list.map((g) => ({
          channel: g.channel,
          members: g.members,
          messages: g.items.map((p) => p.message),
        })),
      )
    } catch (error) {
      options.logger.error('chat messages not stored', { count: taken.length, error: errorText(error) })
      for (const p of taken) p.reject(error)
      return
    }
    list.forEach((group, i) => {
      const messages = stored[i] ?? []
      try {
        options.onStored(messages, group.members)
      } catch (error) {
        options.logger.error('chat delivery failed', {
          channel: group.channel.canonicalId,
          error: errorText(error),
        })
      }
      for (const [j, p] of group.items.entries()) p.resolve(messages[j]!)
    })
  }

  async function run(): Promise<void> {
    while (queue.length > 0) {
      // Let socket reads that arrived during the last transaction be admitted first, so they join
      // this batch (PGlite on the event loop, PGLITE_THREAD=0, would otherwise keep batches small).
      await new Promise<void>((resolve) => setImmediate(resolve))
      if (gapMs > 0 && queue.length < WRITE_GAP_QUEUE_MAX) await gap()
      const taken = queue.slice(0, batchMax)
      queue = queue.slice(taken.length)
      await flush(taken)
    }
    running = undefined
  }

  return {
    write(channel, members, message) {
      return new Promise<StoredMessage>((resolve, reject) => {
        queue.push({ channel, members, message, resolve, reject })
        if (queue.length >= WRITE_GAP_QUEUE_MAX) endGap?.()
        running ??= run()
      })
    },
    async drain() {
      while (running) await running
    },
  }
}
