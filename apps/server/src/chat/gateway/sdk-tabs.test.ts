import {
  type ChatMessage,
  createImClient,
  type ImClient,
  messageSyncPlugin,
  sharedTabsPlugin,
  webSocketTransport,
} from '@crossmart/im-sdk'
import { createTabNetwork } from '@crossmart/im-sdk/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { syncMessagesOver, until } from './testing/sdk-helpers'

describe('one socket for all tabs (SDK README "One socket for all tabs")', () => {
  let h: ChatHarness
  const clients: ImClient[] = []
  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    for (const c of clients) c.destroy()
    await h?.close()
  })

  async function tab(person: Person, network?: ReturnType<typeof createTabNetwork>) {
    const { uid, token, wsUrl } = await h.credentials(person)
    let sockets = 0
    class Counted extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args)
        sockets += 1
      }
    }
    const client = createImClient({
      uid,
      token,
      address: wsUrl,
      transport: webSocketTransport(Counted as never),
      constants: { reconnectDelayMs: 20 },
      reconnect: { triggers: false, backoff: false },
      callbacks: { syncMessages: syncMessagesOver(h.api(person)) },
      plugins:
        network === undefined
          ? [messageSyncPlugin()]
          : [messageSyncPlugin(), sharedTabsPlugin({ locks: network.locks, openBus: network.openBus })],
    })
    const shown: ChatMessage[] = []
    const statuses: string[] = []
    client.on('newMessage', ({ message }) => shown.push(message))
    client.on('status', ({ status }) => statuses.push(status))
    client.connect()
    clients.push(client)
    return { client, shown, statuses, sockets: () => sockets }
  }

  it('two tabs share the leader socket; when the leader closes the other takes over and loses nothing', async () => {
    const [shopA] = h.people.shopIds
    const shopChannel = { channelID: `mer_${shopA}`, channelType: 7 }
    const network = createTabNetwork()
    const first = await tab(h.people.shopper, network)
    await until(() => first.client.status === 'Connected')
    const second = await tab(h.people.shopper, network)
    await until(() => second.client.status === 'Connected')
    expect((first.client as ImClient & { tabs: { leader: boolean } }).tabs.leader).toBe(true)
    expect(second.sockets()).toBe(0)

    const staff = await tab(h.people.staffA)
    await until(() => staff.client.status === 'Connected')
    // The follower's send goes out on the leader's socket and settles in both tabs.
    const question = second.client.send({ type: 1, content: 'from the second tab' }, shopChannel)
    const atStaff = await until(() => staff.shown.find((m) => m.clientMsgNo === question.clientMsgNo))
    await until(() => second.client.pendingMessages().length === 0)
    expect(second.shown.find((m) => m.clientMsgNo === question.clientMsgNo)).toBeDefined()
    await until(() =>
      first.client.messages
        .list(shopChannel)
        .find((m) => m.clientMsgNo === question.clientMsgNo && m.status === 'normal'),
    )
    expect(
      second.client.messages.list(shopChannel).find((m) => m.clientMsgNo === question.clientMsgNo)?.status,
    ).toBe('normal')

    const hello = staff.client.send({ type: 1, content: 'hello both' }, atStaff.channel)
    await until(() => first.shown.some((m) => m.clientMsgNo === hello.clientMsgNo))
    await until(() => second.shown.some((m) => m.clientMsgNo === hello.clientMsgNo))

    // The leader tab closes; the staff answers during the handover; the second tab sends meanwhile.
    first.client.destroy()
    const during = ['one', 'two'].map((text) =>
      staff.client.send({ type: 1, content: text }, atStaff.channel),
    )
    const meanwhile = second.client.send({ type: 1, content: 'still there?' }, shopChannel)
    await until(() => (second.client as ImClient & { tabs: { leader: boolean } }).tabs.leader)
    await until(() => second.client.status === 'Connected' && second.sockets() === 1)
    await until(() => staff.shown.some((m) => m.clientMsgNo === meanwhile.clientMsgNo))
    const after = staff.client.send({ type: 1, content: 'three' }, atStaff.channel)
    await until(() => second.shown.some((m) => m.clientMsgNo === after.clientMsgNo))
    await second.client.idle()

    const fromStaff = second.shown.filter((m) => m.fromUID === h.people.staffA.uid)
    expect(fromStaff.map((m) => m.clientMsgNo)).toEqual([hello, ...during, after].map((m) => m.clientMsgNo))
    expect(second.statuses).not.toContain('ConnectKick')
    expect(second.client.pendingMessages()).toEqual([])
    expect(staff.shown.filter((m) => m.clientMsgNo === meanwhile.clientMsgNo)).toHaveLength(1)
  })
})
