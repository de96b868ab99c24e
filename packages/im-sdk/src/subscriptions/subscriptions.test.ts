import { describe, expect, it } from 'vitest'
import { ReasonCode } from '../protocol/index.js'
import { createHarness as createClientHarness } from '../testing/unit-harness.js'
import { subscriptionsPlugin } from './subscriptions-plugin.js'

/** A client with the subscriptions plugin installed. */
const createHarness = () => createClientHarness({ plugins: [subscriptionsPlugin()] })

const channel = { channelID: 'live-1', channelType: 2 }

function suback(h: ReturnType<typeof createHarness>, action: 0 | 1, reasonCode: number): void {
  const s = h.server.last()
  const request = s
    .takeType(10)
    .filter((p) => p.action === action)
    .at(-1)
  if (request === undefined) throw new Error('no subscribe packet')
  s.send({
    type: 11,
    clientMsgNo: request.clientMsgNo,
    channelID: request.channelID,
    channelType: request.channelType,
    action,
    reasonCode,
  })
}

describe('subscriptions (chat-spec §4 subscription, §8 reason codes)', () => {
  it('subscribes with the param and reports the ack', () => {
    const h = createHarness()
    h.connect()
    const acks: number[] = []
    h.client.subscriptions.subscribe(channel, { param: '{"role":"buyer"}', onAck: (code) => acks.push(code) })
    const [packet] = h.server.last().takeType(10)
    expect(packet).toMatchObject({
      type: 10,
      setting: 0,
      channelID: 'live-1',
      channelType: 2,
      action: 0,
      param: '{"role":"buyer"}',
    })
    expect(packet?.clientMsgNo).toMatch(/^[0-9a-f]{32}$/)
    h.server.last().send({
      type: 11,
      clientMsgNo: packet!.clientMsgNo,
      channelID: 'live-1',
      channelType: 2,
      action: 0,
      reasonCode: 1,
    })
    expect(acks).toEqual([1])
    expect(h.client.subscriptions.state(channel)).toBe('subscribed')
    expect(h.of('subscription')).toEqual([
      { type: 'subscription', channel, action: 'subscribe', reasonCode: 1 },
    ])
  })

  it.each(Object.entries(ReasonCode).filter(([, code]) => code !== 1))(
    'reports reason %s (%i) and marks it failed',
    (_, code) => {
      const h = createHarness()
      h.connect()
      const acks: number[] = []
      h.client.subscriptions.subscribe(channel, { onAck: (c) => acks.push(c) })
      suback(h, 0, code)
      expect(acks).toEqual([code])
      expect(h.client.subscriptions.state(channel)).toBe('failed')
      expect(h.of('subscription').at(-1)?.reasonCode).toBe(code)
    },
  )

  it('one server subscription per channel; the last unsubscribe sends action 1 and the ack removes the context', () => {
    const h = createHarness()
    h.connect()
    const seen: string[] = []
    const off1 = h.client.subscriptions.subscribe(channel, { onMessage: () => seen.push('a') })
    const off2 = h.client.subscriptions.subscribe(channel, { onMessage: () => seen.push('b') })
    suback(h, 0, 1)
    expect(h.server.last().takeType(10)).toEqual([])
    off1()
    off1()
    expect(h.server.last().takeType(10)).toEqual([])
    off2()
    expect(h.client.subscriptions.state(channel)).toBe('unsubscribing')
    h.server.last().push({
      fromUID: 'x',
      channelID: 'live-1',
      channelType: 2,
      content: { type: 1 },
      messageID: '1',
      messageSeq: 1,
    })
    expect(seen).toEqual([])
    suback(h, 1, 1)
    expect(h.client.subscriptions.state(channel)).toBeUndefined()
    expect(h.of('subscription').at(-1)).toMatchObject({ action: 'unsubscribe', reasonCode: 1 })
  })

  it('waits for the connection, and renews every subscription after each reconnect', () => {
    const h = createHarness()
    h.client.subscriptions.subscribe(channel, { param: 'p' })
    h.client.subscriptions.subscribe({ channelID: 'other', channelType: 2 })
    h.connect()
    const first = h.server.last().takeType(10)
    expect(first.map((p) => [p.channelID, p.action, p.param])).toEqual([
      ['live-1', 0, 'p'],
      ['other', 0, ''],
    ])
    const request = first[0]!
    h.server.last().send({
      type: 11,
      clientMsgNo: request.clientMsgNo,
      channelID: 'live-1',
      channelType: 2,
      action: 0,
      reasonCode: 1,
    })
    expect(h.client.subscriptions.state(channel)).toBe('subscribed')
    h.server.last().close()
    h.clock.advance(3_000)
    h.server.last().handshake()
    expect(
      h.server
        .last()
        .takeType(10)
        .map((p) => [p.channelID, p.action]),
    ).toEqual([
      ['live-1', 0],
      ['other', 0],
    ])
    expect(h.client.subscriptions.state(channel)).toBe('pending')
  })

  it('unsubscribing while offline drops the context at once (the server forgot it with the connection)', () => {
    const h = createHarness()
    const off = h.client.subscriptions.subscribe(channel)
    off()
    expect(h.client.subscriptions.state(channel)).toBeUndefined()
    h.connect()
    expect(h.server.last().takeType(10)).toEqual([])
  })

  it('refuses a bad channel with a typed error', () => {
    const h = createHarness()
    expect(() => h.client.subscriptions.subscribe({ channelID: '', channelType: 2 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHANNEL' }),
    )
  })
})

describe('a client without subscriptionsPlugin', () => {
  it('ignores a subscribe-ack (logged, no event, no error) and keeps working', () => {
    const h = createClientHarness()
    h.connect()
    const s = h.server.last()
    s.send({ type: 11, clientMsgNo: 'x', channelID: 'live-1', channelType: 2, action: 0, reasonCode: 1 })
    expect(h.of('subscription')).toEqual([])
    expect(h.of('error')).toEqual([])
    expect(h.client.status).toBe('Connected')
    expect(h.logs).toContainEqual(
      expect.objectContaining({
        level: 'debug',
        message: 'packet for no plugin ignored',
        fields: { type: 11 },
      }),
    )
    expect(h.client).not.toHaveProperty('subscriptions')
    s.push({
      fromUID: 'a',
      channelID: 'live-1',
      channelType: 2,
      content: { type: 1 },
      messageID: '1',
      messageSeq: 1,
    })
    expect(h.of('message')).toHaveLength(1)
  })

  it('refuses to install without a client (the data layer alone has no socket)', () => {
    expect(() =>
      subscriptionsPlugin().install({} as Parameters<ReturnType<typeof subscriptionsPlugin>['install']>[0]),
    ).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }))
  })
})
