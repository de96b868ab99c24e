/**
 * The persistent outbox (README "Storage in the browser"): a message is written to storage when it is queued
 * (status wait) and deleted once it settles (normal, or fail). After a reload, `restore()` queues
 * every stored message again with its original clientMsgNo (the runtime's resend), so it goes out
 * after the next connect-ack and the server can recognise a copy that got through before the reload.
 */

import { ImDataError } from '../callbacks/errors.js'
import { type Message, TOPIC_AND_STREAM_NO, toChannel } from '../chat/message.js'
import type { Clock } from '../clock.js'
import { copyDefinedFields } from '../copy-defined-fields.js'
import type { ImStorage, OutboxEntry } from './types.js'

/** The calls of the runtime's send pipeline the outbox needs. */
export interface OutboxSender {
  /** Queues a failed message again ahead of everything not yet written. */
  replay(message: Message): Message
  pendingMessages(): Message[]
  /** Pauses writing until the returned release is called. */
  hold(): () => void
}

/**
 * How long a restore may hold new sends back. Reading the outbox takes milliseconds; an IndexedDB
 * open blocked by another tab's upgrade can take forever, and new messages must not wait for that.
 */
export const OUTBOX_RESTORE_HOLD_MS = 3000

export interface Outbox {
  /** Follows an own message: persisted while wait, dropped when settled. */
  track(message: Message): void
  /** Queues the stored messages again (oldest first); resolves with how many were queued. */
  restore(): Promise<number>
  /** Resolves when every storage write issued so far has settled. */
  flush(): Promise<void>
}

export interface OutboxDeps {
  readonly storage: ImStorage
  readonly sender: OutboxSender
  readonly clock: Clock
  readonly onError: (error: Error) => void
}

function toEntry(message: Message, queuedAt: number): OutboxEntry {
  return {
    clientMsgNo: message.clientMsgNo,
    channel: toChannel(message.channel),
    content: message.content,
    fromUID: message.fromUID,
    timestamp: message.timestamp,
    queuedAt,
    header: { ...message.header },
    setting: { ...message.setting },
    ...copyDefinedFields(message, TOPIC_AND_STREAM_NO),
    expire: message.expire,
  }
}

function toFailedMessage(entry: OutboxEntry): Message {
  const { queuedAt: _queuedAt, ...fields } = entry
  // The runtime's resend takes a failed message and keeps its clientMsgNo.
  return { ...fields, messageID: '', messageSeq: 0, clientSeq: 0, status: 'fail' }
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { storage } = deps
  const writes = new Set<Promise<void>>()
  const queuedAt = new Map<string, number>()
  // Strictly increasing, so two messages queued in the same millisecond replay in queue order.
  let lastAt = -Infinity

  function settle(promise: Promise<void>): void {
    const tracked = promise.catch((cause: unknown) => {
      deps.onError(
        cause instanceof ImDataError
          ? cause
          : new ImDataError('STORAGE_FAILED', 'outbox write failed', { cause }),
      )
    })
    writes.add(tracked)
    void tracked.then(() => writes.delete(tracked))
  }

  return {
    track(message) {
      if (message.status === 'wait') {
        // A resend keeps the first queue time, so the replay order stays the original order.
        let at = queuedAt.get(message.clientMsgNo)
        if (at === undefined) {
          at = Math.max(deps.clock.now(), lastAt + 1)
          lastAt = at
        }
        queuedAt.set(message.clientMsgNo, at)
        settle(storage.putOutbox(toEntry(message, at)))
      } else {
        queuedAt.delete(message.clientMsgNo)
        settle(storage.deleteOutbox(message.clientMsgNo))
      }
    },
    async restore() {
      // Nothing is written while the stored messages are read back, so a message sent meanwhile
      // cannot overtake them.
      const release = deps.sender.hold()
      const timer = deps.clock.setTimeout(release, OUTBOX_RESTORE_HOLD_MS)
      try {
        return await replayStored()
      } finally {
        deps.clock.clearTimeout(timer)
        release()
      }
    },
    async flush() {
      while (writes.size > 0) await Promise.all([...writes])
    },
  }

  async function replayStored(): Promise<number> {
    const entries = await storage.listOutbox()
    const pending = new Set(deps.sender.pendingMessages().map((m) => m.clientMsgNo))
    let queued = 0
    for (const entry of entries) {
      if (pending.has(entry.clientMsgNo)) continue
      queuedAt.set(entry.clientMsgNo, entry.queuedAt)
      lastAt = Math.max(lastAt, entry.queuedAt)
      try {
        deps.sender.replay(toFailedMessage(entry))
        queued += 1
      } catch (cause) {
        // Content the codec now refuses (e.g. an app type no longer registered): drop it, report it.
        settle(storage.deleteOutbox(entry.clientMsgNo))
        deps.onError(
          new ImDataError('STORAGE_FAILED', 'a stored outbox message could not be queued again', { cause }),
        )
      }
    }
    return queued
  }
}
