import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CONSTANTS } from '../src/constants.js'
import { subscriptionsPlugin } from '../src/subscriptions/subscriptions-plugin.js'
import { createVirtualClock, startTestServer, type TestServer } from '../src/testing/index.js'
import { type LiveClient, liveClient, sleep } from './helpers.js'

const toBob = { channelID: 'bob', channelType: 1 }
let server: TestServer
const clients: LiveClient[] = []
const open = (overrides?: Parameters<typeof liveClient>[1]) => {
  const c = liveClient(server, overrides)
  clients.push(c)
  return c
}

beforeEach(async () => {
  server = await startTestServer()
})
afterEach(async () => {
  for (const c of clients.splice(0)) c.client.destroy()
  await server.close()
})

describe('client over a real WebSocket on 127.0.0.1', () => {
  it('connects with a key exchange and sends a message the server can decrypt', async () => {
    const a = open()
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    expect(a.of('status').at(-1)).toMatchObject({ status: 'Connected', reasonCode: 1, nodeId: '1' })
    expect(server.connects[0]).toMatchObject({
      uid: 'alice',
      token: 'alice-token',
      version: 4,
      deviceFlag: 1,
    })
    const sent = a.client.send({ type: 1, content: 'hello' }, toBob)
    await server.waitFor(() => a.of('messageStatus').length === 1)
    expect(server.messages).toMatchObject([
      { fromUID: 'alice', clientMsgNo: sent.clientMsgNo, content: { type: 1, content: 'hello' } },
    ])
    expect(a.of('messageStatus')[0]?.message).toMatchObject({
      status: 'normal',
      messageID: server.messages[0]?.messageID,
      messageSeq: 1,
    })
  })

  it('after the server drops the socket, reconnects and delivers queued and in-flight messages exactly once, in order', async () => {
    const a = open()
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    // In flight: the server stores these but never acks them before the drop.
    server.script.ackSends = false
    for (let i = 0; i < 5; i += 1) a.client.send({ type: 1, content: `m${i}` }, toBob)
    await server.waitFor(() => server.messages.length === 5)
    server.drop()
    await server.waitFor(() => a.client.status !== 'Connected')
    // Queued while offline.
    for (let i = 5; i < 15; i += 1) a.client.send({ type: 1, content: `m${i}` }, toBob)
    server.script.ackSends = true
    await server.waitFor(() => a.of('messageStatus').length === 15)
    expect(server.connects.length).toBeGreaterThanOrEqual(2)
    expect(server.messages.map((m) => (m.content as { content: string }).content)).toEqual(
      Array.from({ length: 15 }, (_, i) => `m${i}`),
    )
    expect(server.sendCount).toBe(20) // the 5 in-flight ones came again with the dup flag...
    expect(a.of('messageStatus').every((e) => e.message.status === 'normal')).toBe(true)
    expect(new Set(a.of('messageStatus').map((e) => e.message.clientMsgNo)).size).toBe(15) // ...settled once each
  })

  // The client's timers run on a virtual clock: moving it past the reconnect delay shows that no
  // reconnect was scheduled, where a real-time wait shorter than the delay could not.
  it('kick: ConnectKick with the reason code and no reconnect', async () => {
    const clock = createVirtualClock({ startMs: Date.now() })
    const a = open({ clock })
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    server.kick('alice', 12, 'logged in elsewhere')
    await server.waitFor(() => a.client.status === 'ConnectKick')
    expect(a.of('status').at(-1)).toMatchObject({ status: 'ConnectKick', reasonCode: 12 })
    clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs * 10)
    expect(a.client.status).toBe('ConnectKick')
    expect(a.of('status').at(-1)).toMatchObject({ status: 'ConnectKick' })
    expect(server.connects).toHaveLength(1)
  })

  // WuKongIM sends EVENT packets (type 12) to every connection: read as a frame of its own, not as
  // a broken one that would reconnect.
  it('a server event leaves the connection as it was and the next message arrives', async () => {
    const a = open()
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    server.event('alice', { id: 'e1', type: 'user.status', data: new TextEncoder().encode('{}') })
    const pushed = server.push('alice', {
      fromUID: 'bob',
      channelID: 'bob',
      channelType: 1,
      content: { type: 1, content: 'after the event' },
    })
    await server.waitFor(() => server.recvacks.some((r) => r.messageID === pushed.messageID))
    expect(a.of('message').map((e) => e.message.content)).toEqual([{ type: 1, content: 'after the event' }])
    // The only status since the start is Connecting, then Connected: no reconnect went by.
    expect(a.of('status').map((e) => e.status)).toEqual(['Connecting', 'Connected'])
    expect(server.connects).toHaveLength(1)
  })

  it('failed connect: ConnectFail with the reason code and no reconnect', async () => {
    server.script.connect = () => 2
    const clock = createVirtualClock({ startMs: Date.now() })
    const a = open({ clock })
    a.client.connect()
    await server.waitFor(() => a.client.status === 'ConnectFail')
    expect(a.of('status').at(-1)).toMatchObject({ status: 'ConnectFail', reasonCode: 2 })
    clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs * 10)
    expect(a.client.status).toBe('ConnectFail')
    expect(server.connects).toHaveLength(1)
  })

  it('a tampered message is ignored: no ack, no listener', async () => {
    const a = open()
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    const bad = server.push('alice', {
      fromUID: 'bob',
      channelID: 'bob',
      channelType: 1,
      content: { type: 1, content: 'evil' },
      tamper: true,
    })
    const good = server.push('alice', {
      fromUID: 'bob',
      channelID: 'bob',
      channelType: 1,
      content: { type: 1, content: 'fine' },
    })
    await server.waitFor(() => a.of('message').length === 1 && server.recvacks.length === 1)
    await sleep(50)
    expect(a.of('message').map((e) => e.message.content)).toEqual([{ type: 1, content: 'fine' }])
    expect(server.recvacks.map((r) => r.messageID)).toEqual([good.messageID])
    expect(server.recvacks.map((r) => r.messageID)).not.toContain(bad.messageID)
  })

  it('a burst of 2,000 messages each way: none lost, duplicated or reordered', async () => {
    const n = 2_000
    const a = open({ constants: { reconnectDelayMs: 50, sendBatchSize: 200, sendIntervalMs: 5 } })
    a.client.connect()
    await server.waitFor(() => a.client.status === 'Connected')
    for (let i = 0; i < n; i += 1) {
      a.client.send({ type: 1, content: `out ${i}` }, toBob)
      server.push('alice', {
        fromUID: 'bob',
        channelID: 'bob',
        channelType: 1,
        content: { type: 1, content: `in ${i}` },
      })
    }
    await server.waitFor(() => a.of('messageStatus').length === n && a.of('message').length === n, 20_000)
    expect(server.messages.map((m) => (m.content as { content: string }).content)).toEqual(
      Array.from({ length: n }, (_, i) => `out ${i}`),
    )
    expect(a.of('message').map((e) => (e.message.content as { content?: string }).content)).toEqual(
      Array.from({ length: n }, (_, i) => `in ${i}`),
    )
    expect(a.of('messageStatus').map((e) => e.message.clientSeq)).toEqual(
      Array.from({ length: n }, (_, i) => i + 1),
    )
    expect(a.of('messageStatus').every((e) => e.message.status === 'normal')).toBe(true)
    expect(server.recvacks).toHaveLength(n)
    expect(server.sendCount).toBe(n)
  })

  it('two clients chat through the relay; subscriptions are renewed after a drop', async () => {
    const a = open()
    const b = liveClient(server, { uid: 'bob', token: 'bob-token', plugins: [subscriptionsPlugin()] })
    clients.push(b)
    a.client.connect()
    b.client.connect()
    await server.waitFor(() => a.client.status === 'Connected' && b.client.status === 'Connected')
    const acks: number[] = []
    b.client.subscriptions.subscribe(
      { channelID: 'alice', channelType: 1 },
      { param: 'x', onAck: (code) => acks.push(code) },
    )
    await server.waitFor(() => acks.length === 1)
    a.client.send({ type: 1, content: 'hi bob' }, toBob)
    await server.waitFor(() => b.of('message').length === 1)
    expect(b.of('message')[0]?.message).toMatchObject({
      fromUID: 'alice',
      channel: { channelID: 'alice', channelType: 1 },
    })
    server.drop('bob')
    await server.waitFor(() => acks.length === 2)
    expect(server.subscribes.filter((s) => s.uid === 'bob').map((s) => s.param)).toEqual(['x', 'x'])
  })
})
