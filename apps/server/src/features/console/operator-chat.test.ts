import { ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatHarness, type Person, startChatHarness } from '../../chat/gateway/testing/chat-harness'
import { connectRaw, isRecv, type RawClient } from '../../chat/gateway/testing/raw-client'
import { users } from '../../db/schema'

/**
 * Server README "Console": operators answer the platform's customer service (/service). Their open
 * socket counts as the service being staffed, so no automatic reply goes out; shop staff cannot.
 */
describe('operators on the platform customer service', () => {
  let h: ChatHarness
  let operator: Person
  const open: RawClient[] = []
  const connect = async (person: Person) => {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token, deviceFlag: 2 })
    open.push(client)
    return client
  }

  beforeAll(async () => {
    h = await startChatHarness()
    const { db, tokens } = h.server.services
    const [row] = await db
      .insert(users)
      .values({
        account: `operator-${Date.now().toString(36)}`,
        nickname: 'Olivia',
        passwordHash: '!test',
        role: 'operator',
      })
      .returning({ id: users.id })
    operator = { userId: row!.id, uid: String(row!.id), session: (await tokens.issue(db, row!.id)).token }
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  it("receives a shopper's /service message, answers it, and no automatic reply goes out", async () => {
    const ops = await connect(operator)
    const shopper = await connect(h.people.shopper)
    const question = shopper.send({
      channelID: 'platform',
      channelType: 7,
      content: { type: 1, content: 'My withdrawal?' },
    })
    expect((await shopper.waitForSendack(question.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    const got = await ops.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === question.clientMsgNo)
    expect(got.channelID).toBe(`platform_${h.people.shopper.uid}`)
    const answer = ops.send({
      channelID: got.channelID,
      channelType: 7,
      content: { type: 1, content: 'Passed today', fromName: 'Olivia' },
    })
    expect((await ops.waitForSendack(answer.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    const back = await shopper.waitFor(
      (p): p is RecvPacket => isRecv(p) && p.clientMsgNo === answer.clientMsgNo,
    )
    expect(shopper.open(back)).toEqual({ type: 1, content: 'Passed today', fromName: 'Olivia' })
    // The only message from the service side is the operator's answer: no automatic reply.
    expect(shopper.received.filter((p) => isRecv(p) && p.fromUID !== h.people.shopper.uid)).toHaveLength(1)
  })

  it("may not write into a shop's conversation", async () => {
    const ops = await connect(operator)
    const sent = ops.send({
      channelID: `mer_${h.people.shopIds[0]}_${h.people.shopper.uid}`,
      channelType: 7,
      content: { type: 1, content: 'hello' },
    })
    expect((await ops.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.NotAllowSend)
  })
})
