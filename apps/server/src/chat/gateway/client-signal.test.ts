import { teamChannelIdOf } from '@crossmart/api-client'
import {
  commandContent,
  createImClient,
  type ImClient,
  type Message,
  webSocketTransport,
} from '@crossmart/im-sdk'
import { type TypingApi, typingPlugin } from '@crossmart/im-sdk/typing'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { chatMessages } from '../../db/schema'
import { shopServiceId } from '../channel-address'
import { syncTeamChannels } from '../services/team-channels'
import { isClientSignal } from './client-signal'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { until } from './testing/sdk-helpers'

describe('isClientSignal (issue #29: the only commands a client may send)', () => {
  it.each([
    ['{"type":99,"cmd":"typing"}', true],
    ['{"type":99,"cmd":"typing","param":{"stop":true}}', true],
    ['{"type":99,"cmd":"viewing","param":{"subject":"mer_1_42","name":"agent1"}}', true],
    ['{"type":99,"cmd":"syncMessageExtras"}', false],
    ['{"type":99,"cmd":"typing","param":{"stop":"yes"}}', false],
    ['{"type":99,"cmd":"typing","param":{"url":"javascript:alert(1)"}}', false],
    ['{"type":99,"cmd":"typing","content":"hi"}', false],
    ['{"type":99,"cmd":"typing","param":[1]}', false],
    ['{"type":1,"content":"typing"}', false],
    [`{"type":99,"cmd":"typing","param":{"name":"${'x'.repeat(600)}"}}`, false],
    ['not json', false],
  ])('%s -> %s', (json, expected) => {
    expect(isClientSignal(json)).toBe(expected)
  })
})

describe('typing and viewing signals through the embedded gateway', () => {
  let h: ChatHarness
  const clients: ImClient[] = []

  async function connect(person: Person) {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = createImClient({
      uid,
      token,
      address: wsUrl,
      transport: webSocketTransport(WebSocket as never),
      reconnect: { triggers: false },
      plugins: [typingPlugin()],
    })
    const commands: Message[] = []
    client.on('command', ({ message }) => commands.push(message))
    client.connect()
    clients.push(client)
    await until(() => client.status === 'Connected')
    return { client: client as ImClient & { typing: TypingApi }, commands }
  }
  const storedCount = async () => (await h.server.services.db.select({ n: count() }).from(chatMessages))[0]!.n

  beforeAll(async () => {
    h = await startChatHarness()
    await syncTeamChannels(h.server.services.db)
  })
  afterAll(async () => {
    for (const c of clients) c.destroy()
    await h?.close()
  })

  it('relays typing both ways to the channel members online, stores nothing, and reaches no one else', async () => {
    const [shopA] = h.people.shopIds
    const shopper = await connect(h.people.shopper)
    const staff = await connect(h.people.staffA)
    const staff2 = await connect(h.people.staffA2)
    const otherShop = await connect(h.people.staffB)
    const otherShopper = await connect(h.people.shopper2)
    const before = await storedCount()

    const shopChannel = { channelID: `mer_${shopA}`, channelType: 7 }
    const staffChannel = { channelID: `mer_${shopA}_${h.people.shopper.uid}`, channelType: 7 }
    expect(shopper.client.typing.start(shopChannel)).toBe(true)
    await until(() => staff.client.typing.typing(staffChannel).length === 1)
    await until(() => staff2.client.typing.typing(staffChannel).length === 1)
    expect(staff.client.typing.typing(staffChannel)[0]!.uid).toBe(h.people.shopper.uid)

    expect(staff.client.typing.start(staffChannel, { name: 'agent' })).toBe(true)
    await until(() => shopper.client.typing.typing(shopChannel).length === 1)
    expect(shopper.client.typing.typing(shopChannel)[0]).toMatchObject({
      uid: h.people.staffA.uid,
      param: { name: 'agent' },
    })
    // The other staff member sees the colleague typing too (the warning before two reply at once).
    await until(() => staff2.client.typing.typing(staffChannel).some((s) => s.uid === h.people.staffA.uid))

    // A stop ends it at once on the other side.
    shopper.client.typing.stop(shopChannel)
    await until(() => staff.client.typing.typing(staffChannel).length === 0)

    // A message the shopper then sends is stored as usual: the signals before it were not.
    const sent = shopper.client.send({ type: 1, content: 'hello' }, shopChannel)
    await until(() => shopper.client.pendingMessages().length === 0 && sent)
    expect(await storedCount()).toBe(before + 1)
    expect(otherShop.commands).toEqual([])
    expect(otherShopper.commands).toEqual([])
  })

  it('refuses a typing command that asks to be stored (reason 11), and a signal to a channel the sender is not in', async () => {
    const [, shopB] = h.people.shopIds
    const shopper = await connect(h.people.shopper2)
    const staffA = await connect(h.people.staffA)
    const settled: Message[] = []
    shopper.client.on('messageStatus', ({ message }) => settled.push(message))
    const stored = shopper.client.send(commandContent('typing'), {
      channelID: `mer_${shopB}`,
      channelType: 7,
    })
    const failed = await until(() => settled.find((m) => m.clientMsgNo === stored.clientMsgNo))
    expect(failed).toMatchObject({ status: 'fail', reasonCode: 11 })
    const watched = await connect(h.people.staffB)
    // staffA (shop A) signals into shop B's conversation: refused by the channel check, relayed to nobody.
    staffA.client.typing.start({ channelID: `mer_${shopB}_${h.people.shopper2.uid}`, channelType: 7 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      watched.client.typing.typing({ channelID: `mer_${shopB}_${h.people.shopper2.uid}`, channelType: 7 }),
    ).toEqual([])
  })

  it('"viewing" on the team channel reaches the shop\'s other staff, never the shopper or another shop', async () => {
    const [shopA] = h.people.shopIds
    const team = { channelID: teamChannelIdOf(shopServiceId(shopA)), channelType: 2 }
    const staff = await connect(h.people.staffA)
    const staff2 = await connect(h.people.staffA2)
    const shopper = await connect(h.people.shopper)
    const other = await connect(h.people.staffB)
    const subject = `mer_${shopA}_${h.people.shopper.uid}`
    expect(staff.client.typing.signal(team, 'viewing', { subject, name: 'agent1' })).toBe(true)
    await until(() => staff2.client.typing.active(team, 'viewing').length === 1)
    expect(staff2.client.typing.active(team, 'viewing')[0]).toMatchObject({
      uid: h.people.staffA.uid,
      subject,
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(shopper.commands).toEqual([])
    expect(other.commands).toEqual([])
  })
})
