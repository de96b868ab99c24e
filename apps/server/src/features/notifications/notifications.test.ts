import {
  API_CODE,
  type ApiClient,
  type Notification,
  notificationList,
  notificationRead,
  notificationReadAll,
  notificationUnreadCount,
  orderCancel,
  orderConfirm,
  orderPay,
  PRODUCT_STATUS,
  RECHARGE_METHOD,
  REFUND_TYPE,
  refundApply,
  reviewAdd,
  WITHDRAW_TYPE,
  walletExtract,
  walletRecharge,
} from '@crossmart/api-client'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import {
  checkout,
  dbOf,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { outcome } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { recordNotification } from './record-notification'

const refundBody = (orderId: number, amountCents: number, proof: string) => ({
  orderId,
  type: REFUND_TYPE.refundOnly,
  amountCents,
  productStatus: PRODUCT_STATUS.notReceived,
  reason: 'Changed my mind',
  explanation: 'No longer needed',
  proof: [proof],
})

/** Every notification of a client, newest first. */
async function feed(client: ApiClient): Promise<Notification[]> {
  return (await client.call(notificationList, { page: 1, limit: 100 })).list
}
const newest = async (client: ApiClient) => (await feed(client))[0]

describe.each(endpointDrivers())('notifications on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 2, 10_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  const ops = () => operatorOf(t)
  async function order(buyer: Shopper) {
    return (await checkout(buyer, [{ pick: picks[0]!, quantity: 1 }])).orders[0]!
  }
  async function paidOrder(buyer: Shopper) {
    const o = await order(buyer)
    await buyer.client.call(orderPay, { orderIds: [o.id], payCode: PAY_CODE })
    return o
  }
  const totalRows = async () => (await dbOf(t).select({ n: count() }).from(notifications))[0]!.n

  it("an order's life: paid, shipped (carrier, tracking), delivered, completed, each with the order as target", async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const o = await paidOrder(buyer)
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.orderPaid',
      params: { orderSn: o.orderSn, amountCents: o.totalCents },
      target: { type: 'order', id: o.id, orderId: o.id },
      read: false,
    })
    await ops().run({ verb: 'ship', orderId: o.id, company: 'DHL', trackingNo: 'DH123' })
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.orderShipped',
      params: { orderSn: o.orderSn, company: 'DHL', trackingNo: 'DH123' },
      target: { type: 'order', id: o.id },
    })
    await ops().run({ verb: 'track', orderId: o.id, description: 'At the sorting centre' })
    await ops().run({ verb: 'deliver', orderId: o.id })
    expect((await newest(buyer.client))?.templateKey).toBe('notification.orderDelivered')
    await buyer.client.call(orderConfirm, { id: o.id })
    await buyer.client.call(reviewAdd, {
      orderId: o.id,
      productScore: 5,
      serviceScore: 5,
      postageScore: 5,
      content: 'Great',
      pictures: [],
    })
    // A logistics event and the shopper's own confirmation are not notified; the rest, once each.
    expect((await feed(buyer.client)).map((n) => n.templateKey)).toEqual([
      'notification.orderCompleted',
      'notification.orderDelivered',
      'notification.orderShipped',
      'notification.orderPaid',
      'notification.rechargePassed',
    ])
  })

  it('cancelled, paid or not (a paid one says what came back)', async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const unpaid = await order(buyer)
    await buyer.client.call(orderCancel, { id: unpaid.id })
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.orderCancelled',
      params: { orderSn: unpaid.orderSn, refundedCents: 0 },
      target: { type: 'order', id: unpaid.id },
    })
    const paid = await paidOrder(buyer)
    await buyer.client.call(orderCancel, { id: paid.id })
    expect((await newest(buyer.client))?.params).toEqual({
      orderSn: paid.orderSn,
      refundedCents: paid.totalCents,
    })
  })

  it('refund applied, accepted, refunded; another refused; the target names the refund and its order', async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const o = await paidOrder(buyer)
    const refund = await buyer.client.call(refundApply, refundBody(o.id, 150, buyer.image))
    const target = { type: 'refund', id: refund.id, orderId: o.id }
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.refundApplied',
      params: { orderSn: o.orderSn, amountCents: 150 },
      target,
    })
    await ops().run({ verb: 'refund', action: 'approve', id: refund.id, remark: 'ok' })
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.refundAccepted',
      params: { orderSn: o.orderSn, amountCents: 150, remark: 'ok' },
      target,
    })
    await ops().run({ verb: 'refund', action: 'complete', id: refund.id, remark: '' })
    expect(await newest(buyer.client)).toMatchObject({ templateKey: 'notification.refundRefunded', target })

    const other = await paidOrder(buyer)
    const refused = await buyer.client.call(refundApply, refundBody(other.id, 1, buyer.image))
    await ops().run({ verb: 'refund', action: 'refuse', id: refused.id, remark: 'Used item' })
    expect(await newest(buyer.client)).toMatchObject({
      templateKey: 'notification.refundRefused',
      params: { orderSn: other.orderSn, amountCents: 1, remark: 'Used item' },
      target: { type: 'refund', id: refused.id, orderId: other.id },
    })
  })

  it.each([
    ['pass', 'notification.rechargePassed'],
    ['refuse', 'notification.rechargeRefused'],
  ] as const)('recharge %s', async (decision, templateKey) => {
    const buyer = await makeShopper(t)
    const r = await buyer.client.call(walletRecharge, {
      method: RECHARGE_METHOD.manual,
      amountCents: 4_321,
      evidence: buyer.image,
    })
    expect(await feed(buyer.client)).toEqual([])
    await ops().run({ verb: 'recharge', decision, id: r.id, remark: 'checked' })
    expect(await feed(buyer.client)).toMatchObject([
      {
        templateKey,
        params: { amountCents: 4_321, remark: 'checked' },
        target: { type: 'recharge', id: r.id },
      },
    ])
  })

  it.each([
    ['pass', 'notification.withdrawalPassed'],
    ['refuse', 'notification.withdrawalRefused'],
  ] as const)('withdrawal %s', async (decision, templateKey) => {
    const buyer = await makeShopper(t, { balanceCents: 100_000 })
    const w = await buyer.client.call(walletExtract, {
      type: WITHDRAW_TYPE.bankCard,
      amountCents: 10_000,
      bankCardNumber: '6222 0000 1111 2223',
      bankName: 'Bank of Examples',
      payCode: PAY_CODE,
    })
    await ops().run({ verb: 'withdrawal', decision, id: w.id, remark: '' })
    expect(await newest(buyer.client)).toMatchObject({
      templateKey,
      params: { amountCents: 10_000, remark: '' },
      target: { type: 'withdrawal', id: w.id },
    })
  })

  it('a platform announcement reaches every shopper, with no target', async () => {
    const a = await makeShopper(t)
    const b = await makeShopper(t)
    const result = (await ops().run({ verb: 'announce', title: 'Maintenance', body: 'Sunday 2:00' })) as {
      notified: number
    }
    expect(result.notified).toBeGreaterThanOrEqual(2)
    for (const s of [a, b])
      expect(await newest(s.client)).toMatchObject({
        templateKey: 'notification.platformAnnouncement',
        params: { title: 'Maintenance', body: 'Sunday 2:00' },
        target: null,
      })
  })

  describe('a failed event leaves no notification', () => {
    it('a transaction that throws after the insert rolls the notification back', async () => {
      const buyer = await makeShopper(t)
      const before = await totalRows()
      await expect(
        dbOf(t).transaction(async (tx) => {
          await recordNotification(tx, {
            userId: buyer.userId,
            templateKey: 'notification.orderPaid',
            params: { orderSn: 'X', amountCents: 1 },
            at: new Date(),
          })
          throw new Error('the event failed after its notification was written')
        }),
      ).rejects.toThrow('the event failed')
      expect(await totalRows()).toBe(before)
      expect(await feed(buyer.client)).toEqual([])
    })

    it('paying two orders the balance cannot cover: nothing charged, no "paid" for the first either', async () => {
      const buyer = await makeShopper(t)
      const first = await order(buyer)
      const second = await order(buyer)
      const exact = first.totalCents // enough for the first only
      const recharge = await buyer.client.call(walletRecharge, {
        method: RECHARGE_METHOD.manual,
        amountCents: exact,
        evidence: buyer.image,
      })
      await ops().run({ verb: 'recharge', decision: 'pass', id: recharge.id, remark: '' })
      const before = await feed(buyer.client)
      expect(
        await outcome(buyer.client.call(orderPay, { orderIds: [first.id, second.id], payCode: PAY_CODE })),
      ).not.toBe(1)
      expect(await feed(buyer.client)).toEqual(before)
    })

    it('a refused operator action (shipping an unpaid order) notifies nothing', async () => {
      const buyer = await makeShopper(t)
      const o = await order(buyer)
      const before = await totalRows()
      await expect(ops().run({ verb: 'ship', orderId: o.id })).rejects.toThrow()
      await expect(ops().run({ verb: 'deliver', orderId: o.id })).rejects.toThrow()
      expect(await totalRows()).toBe(before)
    })
  })

  describe('reading', () => {
    let reader: Shopper
    beforeAll(async () => {
      reader = await makeShopper(t)
      const db = dbOf(t)
      await db.transaction(async (tx) => {
        for (let i = 1; i <= 25; i++)
          await recordNotification(tx, {
            userId: reader.userId,
            templateKey: 'notification.platformAnnouncement',
            params: { title: `n${i}`, body: 'b' },
            at: new Date(),
          })
      })
    })

    it('pages newest first with total and unread', async () => {
      const first = await reader.client.call(notificationList, { page: 1, limit: 10 })
      expect(first).toMatchObject({ total: 25, page: 1, limit: 10, unread: 25 })
      expect(first.list.map((n) => n.params['title'])).toEqual(
        Array.from({ length: 10 }, (_, i) => `n${25 - i}`),
      )
      const third = await reader.client.call(notificationList, { page: 3, limit: 10 })
      expect(third.list.map((n) => n.params['title'])).toEqual(['n5', 'n4', 'n3', 'n2', 'n1'])
      expect((await reader.client.call(notificationList, { page: 4, limit: 10 })).list).toEqual([])
      // Defaults: page 1, 10 per page.
      expect((await reader.client.call(notificationList, {})).list).toHaveLength(10)
    })

    it('marks one read (twice is fine), then all; the unread count follows', async () => {
      const [top] = (await reader.client.call(notificationList, { page: 1, limit: 1 })).list
      await reader.client.call(notificationRead, { id: top!.id })
      await reader.client.call(notificationRead, { id: top!.id })
      expect(await reader.client.call(notificationUnreadCount)).toEqual({ unread: 24 })
      expect((await reader.client.call(notificationList, { page: 1, limit: 1 })).list[0]?.read).toBe(true)
      expect(await reader.client.call(notificationReadAll)).toEqual({ marked: 24 })
      expect(await reader.client.call(notificationReadAll)).toEqual({ marked: 0 })
      expect(await reader.client.call(notificationUnreadCount)).toEqual({ unread: 0 })
      expect((await feed(reader.client)).every((n) => n.read)).toBe(true)
    })

    it("another user's notification answers not found and stays unread; feeds are per user", async () => {
      const stranger = await makeShopper(t)
      const owner = await makeShopper(t)
      await dbOf(t).transaction((tx) =>
        recordNotification(tx, {
          userId: owner.userId,
          templateKey: 'notification.platformAnnouncement',
          params: { title: 'mine', body: 'b' },
          at: new Date(),
        }),
      )
      const [mine] = await feed(owner.client)
      expect(await outcome(stranger.client.call(notificationRead, { id: mine!.id }))).toBe(API_CODE.notFound)
      expect(await outcome(stranger.client.call(notificationRead, { id: 999_999_999 }))).toBe(
        API_CODE.notFound,
      )
      await stranger.client.call(notificationReadAll)
      expect(await feed(stranger.client)).toEqual([])
      expect(await owner.client.call(notificationUnreadCount)).toEqual({ unread: 1 })
      const [row] = await dbOf(t).select().from(notifications).where(eq(notifications.id, mine!.id))
      expect(row?.readAt).toBeNull()
    })

    it('guests are refused (401)', async () => {
      expect((await t.raw('/api/notification/list')).status).toBe(401)
      expect((await t.raw('/api/notification/unread_count')).status).toBe(401)
    })
  })
})
