import { describe, expect, it } from 'vitest'
import { silentLogger } from '../logger.js'
import { PacketType, type SendackPacket } from '../protocol/index.js'
import type { Message } from './message.js'
import { createSendQueue } from './send-queue.js'

const message = (clientSeq: number): Message => ({
  messageID: '',
  messageSeq: 0,
  clientMsgNo: `no-${clientSeq}`,
  clientSeq,
  fromUID: 'u1',
  channel: { channelID: 'c', channelType: 1 },
  timestamp: 0,
  content: { type: 1 },
  status: 'wait',
  header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
  setting: { receipt: false, topic: false, stream: false },
  expire: 0,
})

function setup() {
  const settled: Message[] = []
  const queue = createSendQueue(silentLogger, (m) => settled.push(m))
  const add = (seq: number, rank = seq, signal?: AbortSignal) =>
    queue.add(message(seq), new Uint8Array(), rank, signal)
  const order = (): number[] => {
    const seqs: number[] = []
    for (let entry = queue.next(); entry !== undefined; entry = queue.next()) {
      seqs.push(entry.message.clientSeq)
      queue.written(entry)
    }
    return seqs
  }
  return { queue, add, settled, order }
}

const sendack = (clientSeq: number, reasonCode: number): SendackPacket => ({
  type: PacketType.Sendack,
  header: { dup: false, syncOnce: false, reddot: false, noPersist: false },
  clientSeq,
  reasonCode,
  messageID: '9',
  messageSeq: 3,
})

describe('send queue', () => {
  it('writes in clientSeq order with replays ahead of every plain send', () => {
    const { add, order } = setup()
    add(1)
    add(2)
    add(3, 3 - 2 ** 50)
    add(4, 4 - 2 ** 50)
    expect(order()).toEqual([3, 4, 1, 2])
  })

  it('a send-ack settles its message: 1 is normal, any other code fails it as rejected', () => {
    const { queue, add, settled } = setup()
    add(1)
    add(2)
    queue.acknowledge(sendack(1, 1))
    queue.acknowledge(sendack(2, 22))
    queue.acknowledge(sendack(7, 1))
    expect(settled).toMatchObject([
      { clientSeq: 1, status: 'normal', messageID: '9', messageSeq: 3, reasonCode: 1 },
      { clientSeq: 2, status: 'fail', failReason: 'rejected', reasonCode: 22 },
    ])
    expect(queue.pending()).toEqual([])
    expect(queue.waiting).toBe(0)
  })

  it('an abort cancels a waiting message only', () => {
    const { queue, add, settled } = setup()
    const waiting = new AbortController()
    const written = new AbortController()
    add(1, 1, written.signal)
    add(2, 2, waiting.signal)
    queue.written(queue.next()!)
    written.abort()
    waiting.abort()
    expect(settled).toMatchObject([{ clientSeq: 2, status: 'fail', failReason: 'aborted' }])
    expect(queue.has('no-1')).toBe(true)
    expect(queue.has('no-2')).toBe(false)
  })

  it('after a lost connection every unacknowledged message waits again, replays first', () => {
    const { queue, add, order } = setup()
    add(1)
    add(2, 2 - 2 ** 50)
    add(3)
    expect(order()).toEqual([2, 1, 3])
    queue.acknowledge(sendack(1, 1))
    queue.requeueAll()
    expect(queue.waiting).toBe(2)
    expect(order()).toEqual([2, 3])
  })

  it('clear() forgets everything and detaches the abort listeners', () => {
    const { queue, add, settled } = setup()
    const controller = new AbortController()
    add(1, 1, controller.signal)
    queue.clear()
    controller.abort()
    expect(settled).toEqual([])
    expect(queue.next()).toBeUndefined()
  })
})
