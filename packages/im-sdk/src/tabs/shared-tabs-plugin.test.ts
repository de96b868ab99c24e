import { describe, expect, it } from 'vitest'
import type { Message } from '../chat/message.js'
import { createImClient } from '../client.js'
import { createFakeServer } from '../testing/fake-server.js'
import { createTabNetwork } from '../testing/tab-network.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import { sharedTabsPlugin } from './shared-tabs-plugin.js'

const NO_FLAGS = { noPersist: false, reddot: false, syncOnce: false, dup: false }
const SEND = 3
const SENDACK = 4
const DISCONNECT = 9
const shop = { channelID: 'mer_1', channelType: 7 }
/** The tab network delivers on a later macrotask, as BroadcastChannel does. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

function setup() {
  const server = createFakeServer()
  const network = createTabNetwork()
  const tab = () => {
    const clock = createVirtualClock()
    const client = createImClient({
      uid: 'u1',
      token: 't',
      address: 'ws://test',
      transport: server.transport,
      clock,
      reconnect: { triggers: false },
      plugins: [sharedTabsPlugin({ locks: network.locks, openBus: network.openBus })],
    })
    const received: Message[] = []
    const settled: Message[] = []
    client.on('message', ({ message }) => received.push(message))
    client.on('messageStatus', ({ message }) => settled.push(message))
    client.connect()
    return { client, clock, received, settled }
  }
  return { server, tab }
}

describe('sharedTabsPlugin (README "One socket for all tabs")', () => {
  it('one socket: the follower shows the leader status and messages; its sends go out on the leader socket', async () => {
    const { server, tab } = setup()
    const first = tab()
    await settle()
    const second = tab()
    await settle()
    expect(server.sockets).toHaveLength(1)
    server.last().handshake()
    await settle()
    expect(first.client.tabs.leader).toBe(true)
    expect(second.client.tabs.leader).toBe(false)
    expect(second.client.status).toBe('Connected')

    const push = { fromUID: 'staff', channelID: 'mer_1', channelType: 7, messageID: '9', messageSeq: 1 }
    server.last().push({ ...push, content: { type: 1, content: 'hi' } })
    await settle()
    expect(second.received.map((m) => m.content['content'])).toEqual(['hi'])

    const queued = second.client.send({ type: 1, content: 'from the second tab' }, shop)
    await settle()
    first.clock.advance(100) // the leader's send timer
    const [packet] = server.last().takeType(SEND)
    expect(packet?.clientMsgNo).toBe(queued.clientMsgNo)
    server.last().send({
      type: SENDACK,
      header: NO_FLAGS,
      messageID: '10',
      clientSeq: packet!.clientSeq,
      messageSeq: 2,
      reasonCode: 1,
    })
    await settle()
    expect(second.settled.map((m) => [m.clientMsgNo, m.status, m.messageSeq])).toEqual([
      [queued.clientMsgNo, 'normal', 2],
    ])
    expect(second.client.pendingMessages()).toEqual([])
    first.client.destroy()
    second.client.destroy()
  })

  it('a kick shows in every tab; "reconnect here" in a follower makes the leader connect again', async () => {
    const { server, tab } = setup()
    const first = tab()
    await settle()
    const second = tab()
    server.last().handshake()
    await settle()
    server.last().send({ type: DISCONNECT, reasonCode: 12, reason: 'elsewhere' })
    await settle()
    expect(first.client.status).toBe('ConnectKick')
    expect(second.client.status).toBe('ConnectKick')
    second.client.connect()
    await settle()
    expect(server.sockets).toHaveLength(2)
    server.last().handshake()
    await settle()
    expect(second.client.status).toBe('Connected')
    first.client.destroy()
    second.client.destroy()
  })

  it('when the leader closes, a follower takes the lock, opens its own socket and sends what waited', async () => {
    const { server, tab } = setup()
    const first = tab()
    await settle()
    const second = tab()
    server.last().handshake()
    await settle()
    first.client.destroy()
    const waiting = second.client.send({ type: 1, content: 'during the handover' }, shop)
    await settle()
    expect(second.client.tabs.leader).toBe(true)
    expect(server.sockets).toHaveLength(2)
    server.last().handshake()
    second.clock.advance(100)
    expect(
      server
        .last()
        .takeType(SEND)
        .map((p) => p.clientMsgNo),
    ).toEqual([waiting.clientMsgNo])
    second.client.destroy()
  })
})
