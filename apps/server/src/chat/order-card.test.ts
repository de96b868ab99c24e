import { ORDER_CARD_CONTENT_TYPE, ORDER_STATUS } from '@crossmart/api-client'
import type { RecvPacket } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, products } from '../db/schema'
import { createTestCatalog } from '../test-support/commerce-fixtures'
import { type ChatHarness, type Person, startChatHarness } from './gateway/testing/chat-harness'
import { connectRaw, isRecv, type RawClient } from './gateway/testing/raw-client'

// Issue #44 "A chat from an order": the shop sends the order's card; the server accepts only the
// sender's own order as it stands (client-content-policy.ts orderCardIsTrue).
describe('the order card a shopper may send', () => {
  let h: ChatHarness
  const open: RawClient[] = []
  let shopper: RawClient
  let staff: RawClient
  let order = { id: 0, orderSn: '', shopId: 0 }
  let othersOrderId = 0
  let product = { id: 0, name: '' }
  const translatedName = '亚麻衬衫 (issue #44)'
  const picture = '/uploads/seed/issue-44-line.png'

  beforeAll(async () => {
    h = await startChatHarness()
    await createTestCatalog(h.server.services.db)
    const { db } = h.server.services
    const [shopA] = h.people.shopIds
    product = (await db.select({ id: products.id, name: products.name }).from(products).limit(1))[0]!
    await db
      .update(products)
      .set({ translations: { zh: { name: translatedName } } })
      .where(eq(products.id, product.id))
    const place = (userId: number, orderSn: string) =>
      db
        .insert(orders)
        .values({
          orderSn,
          userId,
          shopId: shopA,
          state: 'paid',
          goodsCents: 5_000,
          freightCents: 198,
          totalCents: 5_198,
          addressee: 'A',
          mobile: '+6681234567',
          area: 'Bangkok',
          detailedAddress: '1 Road',
        })
        .returning({ id: orders.id, orderSn: orders.orderSn, shopId: orders.shopId })
    const [mine] = await place(h.people.shopper.userId, 'CM-ISSUE44-1')
    const [theirs] = await place(h.people.shopper2.userId, 'CM-ISSUE44-2')
    order = mine!
    othersOrderId = theirs!.id
    for (const id of [order.id, othersOrderId]) {
      await db.insert(orderItems).values([
        {
          orderId: id,
          productId: product.id,
          productName: product.name,
          image: picture,
          quantity: 2,
          unitPriceCents: 2_000,
        },
        {
          orderId: id,
          productId: product.id,
          productName: 'Socks',
          image: '',
          quantity: 1,
          unitPriceCents: 1_000,
        },
      ])
    }
    shopper = await connect(h.people.shopper)
    staff = await connect(h.people.staffA)
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  async function connect(person: Person): Promise<RawClient> {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token })
    open.push(client)
    return client
  }
  const card = (change: Record<string, unknown> = {}) => ({
    type: ORDER_CARD_CONTENT_TYPE,
    orderId: order.id,
    orderSn: order.orderSn,
    shopId: order.shopId,
    status: ORDER_STATUS.toShip,
    quantity: 3,
    totalCents: 5_198,
    name: product.name,
    image: picture,
    ...change,
  })

  it.each([
    ['the card of an own order as it is', 1, () => card()],
    ['the card with the first line in the shopper’s language', 1, () => card({ name: translatedName })],
    ['another total', 11, () => card({ totalCents: 1 })],
    ['another status (shipped, while it waits to ship)', 11, () => card({ status: ORDER_STATUS.toReceive })],
    ['another number of units', 11, () => card({ quantity: 1 })],
    ['another order number', 11, () => card({ orderSn: 'CM-FORGED' })],
    ['another shop', 11, () => card({ shopId: order.shopId + 1 })],
    ['the second line’s name', 11, () => card({ name: 'Socks' })],
    ['a picture of something else', 11, () => card({ image: '/uploads/seed/other.png' })],
    ['a card carrying a url', 11, () => card({ url: 'javascript:alert(1)' })],
    ['another shopper’s order', 11, () => card({ orderId: othersOrderId, orderSn: 'CM-ISSUE44-2' })],
    ['no order', 11, () => card({ orderId: 2_000_000_000 })],
  ])('%s: send-ack reason %s, and staff receive only what was accepted', async (_, reason, content) => {
    const [shopA] = h.people.shopIds
    const sent = shopper.send({ channelID: `mer_${shopA}`, channelType: 7, content: content() })
    expect((await shopper.waitForSendack(sent.clientSeq)).reasonCode).toBe(reason)
    if (reason === 1) {
      const got = await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)
      expect(staff.open(got)).toMatchObject({ orderSn: order.orderSn })
    } else {
      const marker = shopper.send({
        channelID: `mer_${shopA}`,
        channelType: 7,
        content: { type: 1, content: 'm' },
      })
      await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === marker.clientMsgNo)
      expect(staff.received.some((p) => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)).toBe(false)
    }
  })
})
