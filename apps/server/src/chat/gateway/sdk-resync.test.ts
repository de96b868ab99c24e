import {
  type ChatMessage,
  createImClient,
  type ImClient,
  messageSyncPlugin,
  webSocketTransport,
} from '@crossmart/im-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { syncMessagesOver, until } from './testing/sdk-helpers'

/** The `ws` sockets a client opened, so the test can cut one without a close handshake. */
function trackedWebSocket() {
  const sockets: WebSocket[] = []
  class Tracked extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args)
      sockets.push(this)
    }
  }
  return { sockets, Tracked }
}

describe('resync after a reconnect (README "Connection: status and reconnects")', () => {
  let h: ChatHarness
  const clients: ImClient[] = []
  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    for (const c of clients) c.destroy()
    await h?.close()
  })

  async function sdk(person: Person, options: { beforeReconnect?: () => Promise<undefined> } = {}) {
    const { uid, token, wsUrl } = await h.credentials(person)
    const api = h.api(person)
    const { sockets, Tracked } = trackedWebSocket()
    const client = createImClient({
      uid,
      token,
      address: wsUrl,
      transport: webSocketTransport(Tracked as never),
      constants: { reconnectDelayMs: 20 },
      reconnect: {
        triggers: false,
        backoff: false,
        ...(options.beforeReconnect === undefined ? {} : { beforeReconnect: options.beforeReconnect }),
      },
      callbacks: { syncMessages: syncMessagesOver(api) },
      plugins: [messageSyncPlugin()],
    })
    const shown: ChatMessage[] = []
    client.on('newMessage', ({ message }) => shown.push(message))
    client.connect()
    clients.push(client)
    await until(() => client.status === 'Connected')
    return { client, shown, sockets }
  }

  it('delivers the messages sent during a drop once each, in seq order, after the reconnect', async () => {
    const [shopA] = h.people.shopIds
    let releaseReconnect: () => void = () => {}
    const reconnectGate = new Promise<void>((resolve) => {
      releaseReconnect = resolve
    })
    const shopper = await sdk(h.people.shopper, {
      beforeReconnect: async () => {
        await reconnectGate
        return undefined
      },
    })
    const staff = await sdk(h.people.staffA)
    const first = shopper.client.send(
      { type: 1, content: 'hello?' },
      { channelID: `mer_${shopA}`, channelType: 7 },
    )
    const question = await until(() => staff.shown.find((m) => m.clientMsgNo === first.clientMsgNo))
    await until(() => shopper.client.pendingMessages().length === 0)

    // The shopper's socket is cut; the staff answers three times while it is down.
    shopper.sockets.at(-1)?.terminate()
    await until(() => shopper.client.status !== 'Connected')
    const answers = ['one', 'two', 'three'].map((text) =>
      staff.client.send({ type: 1, content: text }, question.channel),
    )
    await until(() => staff.client.pendingMessages().length === 0)
    expect(shopper.shown.filter((m) => m.fromUID !== h.people.shopper.uid)).toHaveLength(0)

    releaseReconnect()
    await until(() => shopper.client.status === 'Connected')
    await until(() => shopper.shown.filter((m) => m.fromUID !== h.people.shopper.uid).length >= 3)
    // And one more, live, after the reconnect.
    const live = staff.client.send({ type: 1, content: 'four' }, question.channel)
    await until(() => shopper.shown.some((m) => m.clientMsgNo === live.clientMsgNo))
    await shopper.client.idle()

    const fromStaff = shopper.shown.filter((m) => m.fromUID !== h.people.shopper.uid)
    expect(fromStaff.map((m) => m.content['content'])).toEqual(['one', 'two', 'three', 'four'])
    expect(fromStaff.map((m) => m.clientMsgNo)).toEqual([...answers, live].map((m) => m.clientMsgNo))
    const seqs = fromStaff.map((m) => m.messageSeq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    expect(shopper.client.messages.list({ channelID: `mer_${shopA}`, channelType: 7 })).toHaveLength(5)
  })
})
