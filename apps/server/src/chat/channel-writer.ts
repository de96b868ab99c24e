import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { StoredChannel } from './channel-address'
import { WRITE_BATCH_MAX } from './constants'
import { appendMessages, type NewMessage, type StoredMessage } from './message-store'

/** Appends a batch of one channel's messages; `appendMessages` in production, a fake in unit tests. */
export type AppendBatch = (
  channel: StoredChannel,
  members: readonly string[],
  batch: readonly NewMessage[],
) => Promise<StoredMessage[]>

export interface ChannelWriterOptions {
  append: AppendBatch
  logger: Logger
  batchMax?: number
  /** Called once per committed batch, in seq order, before the writes' promises resolve. */
  onStored(batch: readonly StoredMessage[], members: readonly string[]): void
}

export interface ChannelWriter {
  /** Queues a message; resolves with its messageSeq once its batch is committed. */
  write(channel: StoredChannel, members: readonly string[], message: NewMessage): Promise<StoredMessage>
  /** Resolves when every queued write has been committed or has failed. */
  drain(): Promise<void>
}

interface Pending {
  message: NewMessage
  resolve(stored: StoredMessage): void
  reject(error: unknown): void
}

interface Lane {
  channel: StoredChannel
  members: readonly string[]
  queue: Pending[]
  running: Promise<void>
}

export const databaseAppend =
  (db: Database): AppendBatch =>
  (channel, members, batch) =>
    appendMessages(db, channel, members, batch)

/**
 * Group commit per channel: while one transaction of a channel runs, its next messages queue up and
 * go in the next transaction together. One lane per channel keeps messageSeq in arrival order and
 * lets different channels commit side by side.
 */
export function createChannelWriter(options: ChannelWriterOptions): ChannelWriter {
  const batchMax = options.batchMax ?? WRITE_BATCH_MAX
  const lanes = new Map<string, Lane>()

  async function run(key: string, lane: Lane): Promise<void> {
    while (lane.queue.length > 0) {
      const batch = lane.queue.splice(0, batchMax)
      const members = lane.members
      try {
        const stored = await options.append(
          lane.channel,
          members,
          batch.map((p) => p.message),
        )
        try {
          options.onStored(stored, members)
        } catch (error) {
          options.logger.error('chat delivery failed', {
            channel: lane.channel.canonicalId,
            error: String(error),
          })
        }
        for (const [i, p] of batch.entries()) p.resolve(stored[i]!)
      } catch (error) {
        options.logger.error('chat messages not stored', {
          channel: lane.channel.canonicalId,
          count: batch.length,
          error: String(error),
        })
        for (const p of batch) p.reject(error)
      }
    }
    lanes.delete(key)
  }

  return {
    write(channel, members, message) {
      const key = `${channel.channelType}:${channel.canonicalId}`
      return new Promise<StoredMessage>((resolve, reject) => {
        const lane = lanes.get(key)
        if (lane) {
          lane.members = members
          lane.queue.push({ message, resolve, reject })
          return
        }
        const fresh: Lane = {
          channel,
          members,
          queue: [{ message, resolve, reject }],
          running: Promise.resolve(),
        }
        lanes.set(key, fresh)
        fresh.running = run(key, fresh)
      })
    },
    async drain() {
      while (lanes.size > 0) await Promise.all([...lanes.values()].map((l) => l.running))
    },
  }
}
