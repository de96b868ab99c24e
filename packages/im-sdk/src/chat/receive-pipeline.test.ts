import { describe, expect, it } from 'vitest'
import { subscriptionsPlugin } from '../subscriptions/subscriptions-plugin.js'
import { createHarness } from '../testing/unit-harness.js'

const push = (n: number, extra: Record<string, unknown> = {}) => ({
  fromUID: 'shop',
  channelID: 'u1',
  channelType: 1,
  content: { type: 1, content: `hello ${n}` },
  messageID: `${1000 + n}`,
  messageSeq: n,
  clientMsgNo: `cmn-${n}`,
  ...extra,
})

describe('receive (chat-spec §4 incoming message)', () => {
  it('verifies, decrypts, acks, then delivers to message listeners', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    s.push(push(1, { timestamp: 1_700_000_123, topic: 'news' }))
    expect(s.takeType(6)).toEqual([
      {
        type: 6,
        header: { dup: false, noPersist: false, reddot: false, syncOnce: false },
        messageID: '1001',
        messageSeq: 1,
      },
    ])
    expect(h.of('message').map((e) => e.message)).toEqual([
      {
        messageID: '1001',
        messageSeq: 1,
        clientMsgNo: 'cmn-1',
        clientSeq: 0,
        fromUID: 'shop',
        channel: { channelID: 'u1', channelType: 1 },
        timestamp: 1_700_000_123,
        content: { type: 1, content: 'hello 1' },
        status: 'normal',
        header: { dup: false, noPersist: false, reddot: false, syncOnce: false },
        setting: { receipt: false, topic: true, stream: false },
        topic: 'news',
        expire: 0,
      },
    ])
  })

  it.each([
    { noPersist: true, reddot: false, syncOnce: false },
    { noPersist: false, reddot: true, syncOnce: false },
    { noPersist: false, reddot: false, syncOnce: true },
    { noPersist: true, reddot: true, syncOnce: true },
  ])('the receive-ack copies the header flags %o', (flags) => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    s.push(push(1, { header: flags }))
    expect(s.takeType(6)[0]?.header).toEqual({ dup: false, ...flags })
  })

  it('a msgKey mismatch is logged and ignored: no ack, no listener', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    s.push(push(1, { tamper: true }))
    expect(s.takeType(6)).toEqual([])
    expect(h.of('message')).toEqual([])
    expect(h.logs.some((l) => l.level === 'warn' && l.message.includes('msgKey mismatch'))).toBe(true)
    s.push(push(1)) // the genuine copy still gets through
    expect(h.of('message')).toHaveLength(1)
  })

  it('routes command content (type 99) to command listeners only', () => {
    const h = createHarness({ plugins: [subscriptionsPlugin()] })
    h.connect()
    const onMessage: unknown[] = []
    h.client.subscriptions.subscribe(
      { channelID: 'u1', channelType: 1 },
      { onMessage: (m) => onMessage.push(m) },
    )
    h.server.last().push(push(1, { content: { type: 99, cmd: 'syncConversation', param: { a: 1 } } }))
    expect(h.of('command').map((e) => e.message.content)).toEqual([
      { type: 99, cmd: 'syncConversation', param: { a: 1 } },
    ])
    expect(h.of('message')).toEqual([])
    expect(onMessage).toEqual([])
    expect(h.server.last().takeType(6)).toHaveLength(1)
  })

  it('acks a redelivery (same messageID or same clientMsgNo) but delivers it once', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    s.push(push(1))
    s.push(push(1))
    s.push(push(2, { clientMsgNo: 'cmn-1' }))
    expect(s.takeType(6)).toHaveLength(3)
    expect(h.of('message').map((e) => e.message.messageID)).toEqual(['1001'])
  })

  it('delivers to the subscribers of that channel only', () => {
    const h = createHarness({ plugins: [subscriptionsPlugin()] })
    h.connect()
    const a: string[] = []
    const b: string[] = []
    h.client.subscriptions.subscribe(
      { channelID: 'u1', channelType: 1 },
      { onMessage: (m) => a.push(m.messageID) },
    )
    h.client.subscriptions.subscribe(
      { channelID: 'g', channelType: 2 },
      { onMessage: (m) => b.push(m.messageID) },
    )
    h.server.last().push(push(1))
    h.server.last().push(push(2, { channelID: 'g', channelType: 2 }))
    expect(a).toEqual(['1001'])
    expect(b).toEqual(['1002'])
  })

  it('content that is not JSON with a numeric type arrives as type 0 (unknown)', () => {
    const h = createHarness()
    h.connect()
    h.server.last().push(push(1, { content: new TextEncoder().encode('not json') }))
    h.server.last().push(push(2, { content: { type: 'text' } }))
    expect(h.of('message').map((e) => e.message.content)).toEqual([{ type: 0 }, { type: 0 }])
  })

  it('a listener that throws does not stop the others and is reported as an error event', () => {
    const h = createHarness()
    h.connect()
    const seen: string[] = []
    h.client.on('message', () => {
      throw new Error('app bug')
    })
    h.client.on('message', (e) => seen.push(e.message.messageID))
    h.server.last().push(push(1))
    expect(seen).toEqual(['1001'])
    expect(h.of('error').map((e) => [e.error.code, (e.error as { eventType?: string }).eventType])).toEqual([
      ['LISTENER_FAILED', 'message'],
    ])
  })

  it('a content codec that throws is reported; the connection and later packets carry on', () => {
    const h = createHarness({
      content: {
        encode: (c) => new TextEncoder().encode(JSON.stringify(c)),
        decode: () => {
          throw new Error('codec bug')
        },
      },
    })
    h.connect()
    const s = h.server.last()
    s.push(push(1))
    expect(h.of('error').map((e) => e.error.code)).toEqual(['PACKET_HANDLING_FAILED'])
    expect(h.client.status).toBe('Connected')
    h.clock.advance(60_000)
    s.send({ type: 8 })
    expect(h.of('delay')).toHaveLength(1)
  })
})
