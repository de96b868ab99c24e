import { request } from 'node:http'
import { chatGetChannelMessage } from '@crossmart/api-client'
import {
  createImClient,
  type ImClient,
  type Message,
  messageSyncPlugin,
  webSocketTransport,
} from '@crossmart/im-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { uploadChatImage } from './testing/own-image'

/** Waits until `check` holds, polling (the SDK reports through events). */
async function until<T>(check: () => T | undefined | false, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('end to end with @crossmart/im-sdk clients', () => {
  let h: ChatHarness
  const clients: ImClient[] = []

  /** An SDK client as the app builds it: credentials from /api/chat/getWebSocketUrl, sync through /api/chat. */
  async function sdk(person: Person, deviceFlag = 1) {
    const { uid, token, wsUrl } = await h.credentials(person)
    const api = h.api(person)
    const client = createImClient({
      uid,
      token,
      address: wsUrl,
      deviceFlag,
      transport: webSocketTransport(WebSocket as never),
      reconnect: { triggers: false },
      callbacks: {
        syncMessages: async ({ channel, startMessageSeq, endMessageSeq, limit, pullMode }) => {
          const page = await api.call(chatGetChannelMessage, {
            channelId: channel.channelID,
            channelType: channel.channelType,
            startMessageSeq,
            endMessageSeq,
            limit,
            pullMode,
          })
          return page.list.map((m) => ({
            messageID: m.messageId,
            messageSeq: m.messageSeq,
            clientMsgNo: m.clientMsgNo,
            fromUID: m.fromUid,
            channel: { channelID: m.channelId, channelType: m.channelType },
            timestamp: m.timestamp,
            content: JSON.parse(Buffer.from(m.payload, 'base64').toString('utf8')),
          }))
        },
      },
      // SDK README "Plugins": the code behind syncMessages (history, gaps, resync).
      plugins: [messageSyncPlugin()],
    })
    const received: Message[] = []
    const statuses: string[] = []
    client.on('message', ({ message }) => received.push(message))
    client.on('status', ({ status }) => statuses.push(status))
    client.connect()
    clients.push(client)
    await until(() => client.status === 'Connected')
    return { client, received, statuses }
  }

  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    for (const c of clients) c.destroy()
    await h?.close()
  })

  it('lets a shopper and the shop staff exchange text and image messages', async () => {
    const [shopA] = h.people.shopIds
    const shopper = await sdk(h.people.shopper)
    const staff = await sdk(h.people.staffA)
    const sent = shopper.client.send(
      { type: 1, content: 'Do you ship to Osaka?' },
      { channelID: `mer_${shopA}`, channelType: 7 },
    )
    const incoming = await until(() => staff.received.find((m) => m.clientMsgNo === sent.clientMsgNo))
    expect(incoming.channel).toEqual({ channelID: `mer_${shopA}_${h.people.shopper.uid}`, channelType: 7 })
    expect(incoming.content).toMatchObject({ type: 1, content: 'Do you ship to Osaka?' })
    expect(incoming.fromUID).toBe(h.people.shopper.uid)
    await until(() => shopper.client.pendingMessages().length === 0)

    const image = { type: 2, url: await uploadChatImage(h, h.people.staffA), width: 800, height: 600 }
    const reply = staff.client.send(image, incoming.channel)
    const got = await until(() => shopper.received.find((m) => m.clientMsgNo === reply.clientMsgNo))
    expect(got.channel).toEqual({ channelID: `mer_${shopA}`, channelType: 7 })
    expect(got.content).toMatchObject(image)
    expect(got.messageSeq).toBe(incoming.messageSeq + 1)
  })

  it('lets a shopper who was offline catch up through sync (getChannelMessage)', async () => {
    const [, shopB] = h.people.shopIds
    const staff = await sdk(h.people.staffB)
    const channel = { channelID: `mer_${shopB}_${h.people.shopper2.uid}`, channelType: 7 }
    const sent = staff.client.send({ type: 1, content: 'Your parcel left the warehouse' }, channel)
    await until(() => staff.client.pendingMessages().length === 0 && sent)

    const shopper = await sdk(h.people.shopper2)
    const history = await shopper.client.messages.history({ channelID: `mer_${shopB}`, channelType: 7 })
    expect(history.map((m) => m.content)).toContainEqual(
      expect.objectContaining({ content: 'Your parcel left the warehouse' }),
    )
    expect(shopper.received).toHaveLength(0) // nothing arrived live: it came through sync
  })

  it('kicks the first client when the same uid and device flag connect again', async () => {
    const first = await sdk(h.people.shopper2, 3)
    await sdk(h.people.shopper2, 3)
    await until(() => first.client.status === 'ConnectKick')
    expect(first.statuses).toContain('ConnectKick')
  })

  // Server README "Security": the socket address a client is given is never built from a forged Host.
  it('the chat socket address never comes from the Host header', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = { host: 'evil.example', token: h.people.shopper.session }
      const req = request(`${h.url}/api/chat/getWebSocketUrl`, { headers }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8')
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(answer.status).toBe(200)
    const data = (JSON.parse(answer.body) as { data: { wsUrl: string } }).data
    expect(data.wsUrl).not.toContain('evil.example')
    expect(data.wsUrl).toBe('/chat/ws')
  })
})
