import { describe, expect, it } from 'vitest'
import { silentLogger } from '../../../http/logger'
import type { StoredChannel } from '../../channel-address'
import { WRITE_GAP_QUEUE_MAX } from '../../constants'
import type { NewMessage } from '../../storage/message-store'
import { plainMessage } from '../testing/plain-message'
import { type AppendBatches, createChannelWriter } from './channel-writer'

const channel: StoredChannel = { kind: 'group', canonicalId: 'g1', channelType: 2 }
let nextId = 1n
const message = (): NewMessage => plainMessage({ messageId: nextId++, clientMsgNo: `n${nextId}` })

/** An append that records each statement's size and numbers the messages of each channel. */
function recordingAppend() {
  const statements: number[] = []
  let seq = 0
  const append: AppendBatches = async (batches) => {
    statements.push(batches.reduce((n, b) => n + b.messages.length, 0))
    return batches.map((b) => b.messages.map((m) => ({ ...m, channel: b.channel, messageSeq: ++seq })))
  }
  return { statements, append }
}

describe('createChannelWriter (group commit)', () => {
  it('without a gap, a write while the queue is idle goes out alone', async () => {
    const { statements, append } = recordingAppend()
    const writer = createChannelWriter({ append, logger: silentLogger, onStored: () => {} })
    const first = await writer.write(channel, ['u1'], message())
    const second = await writer.write(channel, ['u1'], message())
    expect([first.messageSeq, second.messageSeq]).toEqual([1, 2])
    expect(statements).toEqual([1, 1])
  })

  it('with a gap, writes arriving within it share one statement, in order', async () => {
    const { statements, append } = recordingAppend()
    // The gap stays open until the test lets it go: the second write surely arrives within it.
    let endGap = () => {}
    let waitGap: (ms: number) => Promise<void> = () => Promise.resolve()
    const gapStarted = new Promise<void>((started) => {
      waitGap = () =>
        new Promise<void>((resolve) => {
          endGap = resolve
          started()
        })
    })
    const writer = createChannelWriter({
      append,
      logger: silentLogger,
      onStored: () => {},
      gapMs: 200,
      waitGap: (ms) => waitGap(ms),
    })
    const first = writer.write(channel, ['u1'], message())
    await gapStarted
    const second = writer.write(channel, ['u1'], message())
    endGap()
    expect([(await first).messageSeq, (await second).messageSeq]).toEqual([1, 2])
    expect(statements).toEqual([2])
  })

  it('a queue that grows long during the gap is written at once, without waiting for its end', async () => {
    const { statements, append } = recordingAppend()
    let gapStarted = () => {}
    const started = new Promise<void>((resolve) => {
      gapStarted = resolve
    })
    // A gap that never ends by itself: only the queue reaching its length can end it.
    const writer = createChannelWriter({
      append,
      logger: silentLogger,
      onStored: () => {},
      gapMs: 60_000,
      waitGap: () => {
        gapStarted()
        return new Promise<void>(() => {})
      },
    })
    const first = writer.write(channel, ['u1'], message())
    await started
    const rest = Array.from({ length: WRITE_GAP_QUEUE_MAX - 1 }, () =>
      writer.write(channel, ['u1'], message()),
    )
    const stored = await Promise.all([first, ...rest])
    expect(stored.map((m) => m.messageSeq)).toEqual(stored.map((_, i) => i + 1))
    expect(statements).toEqual([WRITE_GAP_QUEUE_MAX])
  })

  it('a long queue is written at once, without waiting for the gap', async () => {
    const { statements, append } = recordingAppend()
    const writer = createChannelWriter({ append, logger: silentLogger, onStored: () => {}, gapMs: 60_000 })
    const writes = Array.from({ length: WRITE_GAP_QUEUE_MAX }, () => writer.write(channel, ['u1'], message()))
    const stored = await Promise.all(writes)
    expect(stored.map((m) => m.messageSeq)).toEqual(stored.map((_, i) => i + 1))
    expect(statements).toEqual([WRITE_GAP_QUEUE_MAX])
  })
})
