import {
  type ConnackPacket,
  type DisconnectPacket,
  type Packet,
  PacketType,
  ReasonCode,
  type RecvPacket,
  type SubackPacket,
} from '@crossmart/im-sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGroupChannel } from '../storage/group-store'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { uploadChatImage } from './testing/own-image'
import { connectRaw, isRecv, type RawClient } from './testing/raw-client'

const isPong = (p: Packet): p is Extract<Packet, { type: typeof PacketType.Pong }> =>
  p.type === PacketType.Pong
const isDisconnect = (p: Packet): p is DisconnectPacket => p.type === PacketType.Disconnect
const isSuback = (p: Packet): p is SubackPacket => p.type === PacketType.Suback
const recvFrom =
  (uid: string) =>
  (p: Packet): p is RecvPacket =>
    p.type === PacketType.Recv && p.fromUID === uid

describe('chat gateway over real WebSockets (protocol level)', () => {
  let h: ChatHarness
  const open: RawClient[] = []
  const connect = async (person: Person, extra: { version?: number; deviceFlag?: number } = {}) => {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token, ...extra })
    open.push(client)
    return client
  }

  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  it('hands out uid, token and the ws address of this server', async () => {
    const creds = await h.credentials(h.people.shopper)
    expect(creds.uid).toBe(h.people.shopper.uid)
    expect(creds.token).toMatch(/^[0-9a-f]{48}$/)
    expect(creds.wsUrl).toBe(`${h.url.replace('http', 'ws')}/chat/ws`)
  })

  it.each([
    { version: 4, serverVersion: 4, nodeId: '1' },
    { version: 5, serverVersion: 4, nodeId: '1' },
    { version: 3, serverVersion: 3, nodeId: undefined },
    { version: 2, serverVersion: undefined, nodeId: undefined },
  ])(
    'answers a version $version client with its version fields',
    async ({ version, serverVersion, nodeId }) => {
      const client = await connect(h.people.shopper2, { version, deviceFlag: 10 + version })
      expect(client.connack.reasonCode).toBe(ReasonCode.Success)
      expect(client.connack.serverVersion).toBe(serverVersion)
      expect(client.connack.nodeId).toBe(nodeId)
      expect(client.connack.salt).toHaveLength(16)
      // The coded fields must agree both ways: a send decodes and a receive comes back readable.
      const staff = await connect(h.people.staffB)
      const sent = client.send({
        channelID: `mer_${h.people.shopIds[1]}`,
        channelType: 7,
        content: { type: 1, content: `v${version}` },
      })
      expect((await client.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.Success)
      const recv = await staff.waitFor(
        (p): p is RecvPacket => isRecv(p) && p.clientMsgNo === sent.clientMsgNo,
      )
      expect(staff.open(recv)).toEqual({ type: 1, content: `v${version}` })
      expect(recv.channelID).toBe(`mer_${h.people.shopIds[1]}_${h.people.shopper2.uid}`)
      const reply = staff.send({
        channelID: recv.channelID,
        channelType: 7,
        content: { type: 1, content: `re v${version}` },
      })
      await staff.waitForSendack(reply.clientSeq)
      const back = await client.waitFor(
        (p): p is RecvPacket => isRecv(p) && p.clientMsgNo === reply.clientMsgNo,
      )
      expect(client.open(back)).toEqual({ type: 1, content: `re v${version}` })
      expect(back.channelID).toBe(`mer_${h.people.shopIds[1]}`)
      staff.close()
      client.close()
    },
  )

  it('refuses a wrong token with connack reason 2 and closes', async () => {
    const { wsUrl } = await h.credentials(h.people.shopper)
    const client = await connectRaw(wsUrl, { uid: h.people.shopper.uid, token: 'f'.repeat(48) })
    expect(client.connack.reasonCode).toBe(ReasonCode.AuthFail)
    await client.closed
    // Someone else's valid token does not open this uid either.
    const other = await h.credentials(h.people.shopper2)
    const stolen = await connectRaw(wsUrl, { uid: h.people.shopper.uid, token: other.token })
    expect(stolen.connack.reasonCode).toBe(ReasonCode.AuthFail)
  })

  it('lets a shopper and every staff device of the shop exchange text and image messages', async () => {
    const [shopA] = h.people.shopIds
    const shopper = await connect(h.people.shopper)
    const staff1 = await connect(h.people.staffA)
    const staff2 = await connect(h.people.staffA2)
    const staffView = `mer_${shopA}_${h.people.shopper.uid}`

    const text = shopper.send({
      channelID: `mer_${shopA}`,
      channelType: 7,
      content: { type: 1, content: 'Is the teapot in stock?' },
    })
    const ack1 = await shopper.waitForSendack(text.clientSeq)
    expect(ack1).toMatchObject({ reasonCode: 1, messageSeq: 1 })
    for (const staff of [staff1, staff2]) {
      const recv = await staff.waitFor(
        (p): p is RecvPacket => isRecv(p) && p.clientMsgNo === text.clientMsgNo,
      )
      expect(recv).toMatchObject({
        channelID: staffView,
        channelType: 7,
        fromUID: h.people.shopper.uid,
        messageID: ack1.messageID,
        messageSeq: 1,
      })
      expect(staff.open(recv)).toEqual({ type: 1, content: 'Is the teapot in stock?' })
      staff.recvack(recv)
    }

    const url = await uploadChatImage(h, h.people.staffA)
    const image = staff1.send({
      channelID: staffView,
      channelType: 7,
      content: { type: 2, url, width: 640, height: 480 },
    })
    const ack2 = await staff1.waitForSendack(image.clientSeq)
    expect(ack2.messageSeq).toBe(2)
    expect(BigInt(ack2.messageID)).toBeGreaterThan(BigInt(ack1.messageID))
    const got = await shopper.waitFor(
      (p): p is RecvPacket => isRecv(p) && p.clientMsgNo === image.clientMsgNo,
    )
    expect(got.channelID).toBe(`mer_${shopA}`)
    expect(shopper.open(got)).toEqual({
      type: 2,
      url,
      width: 640,
      height: 480,
    })
    // The other staff device sees its colleague's answer too; the sending device only gets the ack.
    await staff2.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === image.clientMsgNo)
    expect(staff1.received.some((p) => isRecv(p) && p.clientMsgNo === image.clientMsgNo)).toBe(false)
    // Staff were online: no automatic reply.
    expect(shopper.received.some((p) => isRecv(p) && p.fromUID === `mer_${shopA}`)).toBe(false)
  })

  it('refuses a tampered msgKey with send-ack reason 8 and delivers nothing', async () => {
    const [shopA] = h.people.shopIds
    const shopper = await connect(h.people.shopper, { deviceFlag: 2 })
    const staff = await connect(h.people.staffA, { deviceFlag: 2 })
    const bad = shopper.send({
      channelID: `mer_${shopA}`,
      channelType: 7,
      content: { type: 1, content: 'forged' },
      tamperMsgKey: true,
    })
    expect(await shopper.waitForSendack(bad.clientSeq)).toMatchObject({
      reasonCode: ReasonCode.MsgKeyError,
      messageID: '0',
      messageSeq: 0,
    })
    const good = shopper.send({
      channelID: `mer_${shopA}`,
      channelType: 7,
      content: { type: 1, content: 'genuine' },
    })
    await shopper.waitForSendack(good.clientSeq)
    await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === good.clientMsgNo)
    expect(staff.received.some((p) => isRecv(p) && p.clientMsgNo === bad.clientMsgNo)).toBe(false)
    shopper.write({ type: PacketType.Ping })
    await shopper.waitFor(isPong)
  })

  it.each([
    {
      name: 'a shop that does not exist',
      channelID: () => 'mer_999999',
      channelType: 7,
      reason: ReasonCode.ChannelNotExist,
    },
    {
      name: "another shopper's conversation",
      channelID: () => `mer_${h.people.shopIds[0]}_${h.people.shopper2.uid}`,
      channelType: 7,
      reason: ReasonCode.NotAllowSend,
    },
    {
      name: 'an id this server does not name',
      channelID: () => 'whatever',
      channelType: 7,
      reason: ReasonCode.ChannelIDError,
    },
    {
      name: 'a person channel',
      channelID: () => h.people.staffA.uid,
      channelType: 1,
      reason: ReasonCode.ChannelTypeNotSupported,
    },
    {
      name: 'a group that does not exist',
      channelID: () => 'no-such-group',
      channelType: 2,
      reason: ReasonCode.ChannelNotExist,
    },
    // Server README "Security": over-long ids are refused before any cache or query (were kept in memory forever).
    {
      name: 'a 30,000-character group id',
      channelID: () => 'g'.repeat(30_000),
      channelType: 2,
      reason: ReasonCode.ChannelIDError,
    },
    // Server README "Security": a shop id above the 32-bit column names nothing (was close 1011).
    {
      name: 'a shop id above 32 bits',
      channelID: () => 'mer_2147483648',
      channelType: 7,
      reason: ReasonCode.ChannelIDError,
    },
  ])('refuses a send to $name', async ({ channelID, channelType, reason }) => {
    const shopper = await connect(h.people.shopper, { deviceFlag: 3 })
    const sent = shopper.send({ channelID: channelID(), channelType, content: { type: 1, content: 'x' } })
    expect((await shopper.waitForSendack(sent.clientSeq)).reasonCode).toBe(reason)
    shopper.close()
  })

  it('answers a resent clientMsgNo with the first ack and stores and delivers it once', async () => {
    const [shopA] = h.people.shopIds
    const shopper = await connect(h.people.shopper, { deviceFlag: 3 })
    const staff = await connect(h.people.staffA, { deviceFlag: 3 })
    const message = { channelID: `mer_${shopA}`, channelType: 7, content: { type: 1, content: 'once' } }
    const first = shopper.send({ ...message, clientMsgNo: 'resent-1' })
    const firstAck = await shopper.waitForSendack(first.clientSeq)
    // No dup flag: the gateway's memory of recent sends answers it, not the database.
    const again = shopper.send({ ...message, clientMsgNo: 'resent-1' })
    const againAck = await shopper.waitForSendack(again.clientSeq)
    expect(againAck).toMatchObject({
      reasonCode: ReasonCode.Success,
      messageID: firstAck.messageID,
      messageSeq: firstAck.messageSeq,
    })
    // The same number to another channel is a new message.
    const elsewhere = shopper.send({
      ...message,
      channelID: `mer_${h.people.shopIds[1]}`,
      clientMsgNo: 'resent-1',
    })
    const elsewhereAck = await shopper.waitForSendack(elsewhere.clientSeq)
    expect(elsewhereAck.reasonCode).toBe(ReasonCode.Success)
    expect(elsewhereAck.messageID).not.toBe(firstAck.messageID)
    const marker = shopper.send({ ...message, content: { type: 1, content: 'after' } })
    await shopper.waitForSendack(marker.clientSeq)
    await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === marker.clientMsgNo)
    expect(staff.received.filter((p) => isRecv(p) && p.clientMsgNo === 'resent-1')).toHaveLength(1)
  })

  it('refuses content that is not a JSON object with a type (reason 9)', async () => {
    const shopper = await connect(h.people.shopper, { deviceFlag: 4 })
    for (const content of ['just text', [1, 2], { content: 'no type' }]) {
      const sent = shopper.send({ channelID: `mer_${h.people.shopIds[0]}`, channelType: 7, content })
      expect((await shopper.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.PayloadDecodeError)
    }
    shopper.close()
  })

  it('kicks the first connection when the same uid and device flag log in again (reason 12)', async () => {
    const first = await connect(h.people.shopper2, { deviceFlag: 5 })
    const otherDevice = await connect(h.people.shopper2, { deviceFlag: 6 })
    const second = await connect(h.people.shopper2, { deviceFlag: 5 })
    const kick = await first.waitFor(isDisconnect)
    expect(kick.reasonCode).toBe(ReasonCode.ConnectKick)
    await first.closed
    for (const client of [second, otherDevice]) {
      client.write({ type: PacketType.Ping })
      await client.waitFor(isPong)
    }
  })

  it.each([
    { name: 'an unknown packet type', bytes: [0xf0, 0x00] },
    { name: 'a length longer than 4 varint bytes', bytes: [0x30, 0xff, 0xff, 0xff, 0xff, 0x01] },
    { name: 'a truncated send body', bytes: [0x30, 0x03, 0x00, 0x00, 0x01] },
    { name: 'a connect-ack from a client', bytes: [0x20, 0x00] },
  ])('closes only the connection that sends $name', async ({ bytes }) => {
    const bystander = await connect(h.people.staffB, { deviceFlag: 7 })
    const broken = await connect(h.people.shopper, { deviceFlag: 8 })
    broken.writeBytes(Uint8Array.from(bytes))
    expect((await broken.closed).code).toBe(1002)
    bystander.write({ type: PacketType.Ping })
    await bystander.waitFor(isPong)
  })

  it('closes a connection whose first packet is not connect', async () => {
    const { wsUrl } = await h.credentials(h.people.shopper)
    const ws = new (await import('ws')).default(wsUrl)
    await new Promise((resolve) => ws.once('open', resolve))
    ws.send(Uint8Array.from([0x70]))
    const code = await new Promise<number>((resolve) => ws.once('close', resolve))
    expect(code).toBe(1002)
  })

  it('delivers group messages to members and answers subscribe / unsubscribe', async () => {
    const { shopper, shopper2, staffB } = h.people
    await createGroupChannel(h.server.services.db, 'club-1', [shopper.uid, shopper2.uid])
    const a = await connect(shopper, { deviceFlag: 9 })
    const b = await connect(shopper2, { deviceFlag: 9 })
    const outsider = await connect(staffB, { deviceFlag: 9 })
    const sent = a.send({ channelID: 'club-1', channelType: 2, content: { type: 1, content: 'hi club' } })
    await a.waitForSendack(sent.clientSeq)
    const recv = await b.waitFor(recvFrom(shopper.uid))
    expect(recv).toMatchObject({ channelID: 'club-1', channelType: 2, messageSeq: 1 })
    const denied = outsider.send({
      channelID: 'club-1',
      channelType: 2,
      content: { type: 1, content: 'let me in' },
    })
    expect((await outsider.waitForSendack(denied.clientSeq)).reasonCode).toBe(ReasonCode.NotAllowSend)

    b.write({
      type: PacketType.Subscribe,
      setting: 0,
      clientMsgNo: 's1',
      channelID: 'club-1',
      channelType: 2,
      action: 0,
      param: '',
    })
    expect(await b.waitFor(isSuback)).toMatchObject({ channelID: 'club-1', action: 0, reasonCode: 1 })
    outsider.write({
      type: PacketType.Subscribe,
      setting: 0,
      clientMsgNo: 's2',
      channelID: 'club-1',
      channelType: 2,
      action: 0,
      param: '',
    })
    expect((await outsider.waitFor(isSuback)).reasonCode).toBe(ReasonCode.NotAllowSend)
    b.write({
      type: PacketType.Subscribe,
      setting: 0,
      clientMsgNo: 's3',
      channelID: 'club-1',
      channelType: 2,
      action: 1,
      param: '',
    })
    expect(await b.waitFor((p): p is SubackPacket => isSuback(p) && p.clientMsgNo === 's3')).toMatchObject({
      action: 1,
      reasonCode: 1,
    })
  })
})

describe('chat gateway limits', () => {
  let h: ChatHarness
  beforeAll(async () => {
    h = await startChatHarness({ chat: { messagesPerSecond: 1, messageBurst: 3, maxFrameBytes: 4096 } })
  })
  afterAll(async () => {
    await h?.close()
  })

  it('refuses sends beyond the burst with reason 22 (rate limit)', async () => {
    const { uid, token, wsUrl } = await h.credentials(h.people.shopper)
    const client = await connectRaw(wsUrl, { uid, token })
    const seqs = Array.from(
      { length: 5 },
      (_, i) =>
        client.send({
          channelID: `mer_${h.people.shopIds[0]}`,
          channelType: 7,
          content: { type: 1, content: `m${i}` },
        }).clientSeq,
    )
    const reasons = await Promise.all(seqs.map(async (s) => (await client.waitForSendack(s)).reasonCode))
    expect(reasons).toEqual([1, 1, 1, ReasonCode.RateLimit, ReasonCode.RateLimit])
    client.close()
  })

  it('closes a connection that sends a frame above the size limit', async () => {
    const { uid, token, wsUrl } = await h.credentials(h.people.shopper2)
    const client = await connectRaw(wsUrl, { uid, token })
    client.send({
      channelID: `mer_${h.people.shopIds[0]}`,
      channelType: 7,
      content: { type: 1, content: 'x'.repeat(5000) },
    })
    const { code } = await client.closed
    expect([1002, 1009]).toContain(code)
  })

  it('answers a connect with an empty client key with reason 21', async () => {
    const { uid, token, wsUrl } = await h.credentials(h.people.shopper)
    const ws = new (await import('ws')).default(wsUrl)
    await new Promise((resolve) => ws.once('open', resolve))
    const { encodePacket, decodePacket } = await import('@crossmart/im-sdk/protocol')
    ws.send(
      encodePacket(
        {
          type: PacketType.Connect,
          version: 4,
          deviceFlag: 1,
          deviceID: 'x',
          uid,
          token,
          clientTimestamp: Date.now(),
          clientKey: '',
        },
        { serverVersion: 4 },
      ),
    )
    const data = await new Promise<Buffer>((resolve) => ws.once('message', resolve))
    expect((decodePacket(new Uint8Array(data), { serverVersion: 4 }) as ConnackPacket).reasonCode).toBe(
      ReasonCode.ClientKeyEmpty,
    )
  })
})
