import {
  API_CODE,
  complaintList,
  complaintOrder,
  complaintPlatform,
  ORDER_STATUS,
  orderConfirm,
  orderDetail,
  orderPay,
  PRODUCT_STATUS,
  productDetail,
  REFUND_REASON_CODES,
  REFUND_REASON_NEEDS_PROOF,
  REFUND_STATUS,
  REFUND_TYPE,
  refundApply,
  refundDetail,
  reviewAdd,
  shopInfo,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkout,
  dbOf,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { COMMAND_LINE_ACTOR } from '../console/console-actor'
import { resolveComplaint } from '../console/operations'
import { auditBalance } from '../ledger/ledger'
import { REFUND_TRANSITIONS, type RefundAction } from './refunds'

const post = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify(body),
})

describe.each(endpointDrivers())('after-sale on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let buyer: Shopper
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 2, 10_000))
    buyer = await makeShopper(t, { balanceCents: 10_000_000 })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function paidOrder(pick = picks[0]!) {
    const order = (await checkout(buyer, [{ pick, quantity: 1 }])).orders[0]!
    await buyer.client.call(orderPay, { orderIds: [order.id], payCode: PAY_CODE })
    return order
  }
  const refundBody = (orderId: number, amountCents: number) => ({
    orderId,
    type: REFUND_TYPE.returnAndRefund,
    amountCents,
    productStatus: PRODUCT_STATUS.received,
    reason: 'Broken',
    explanation: 'Arrived cracked',
    proof: [buyer.image],
  })

  describe('refund request rules (shop-spec §5)', () => {
    it.each([
      ['negative amount', { amountCents: -1 }, 'validation.amountNegative'],
      ['no reason', { reason: '  ' }, 'validation.reasonRequired'],
      ['no explanation', { explanation: '' }, 'validation.explanationRequired'],
      // Issue #46: a picture only where it proves the reason.
      ['damaged, no proof', { reasonCode: 'damaged', proof: [] }, 'validation.proofRequired'],
      ['wrong item, no proof', { reasonCode: 'wrongItem', proof: undefined }, 'validation.proofRequired'],
      ['unknown type', { type: 9 }, 'validation.refundTypeInvalid'],
      ['unknown product status', { productStatus: 5 }, 'validation.productStatusInvalid'],
      ['unknown reason code', { reasonCode: 'bored' }, 'validation.invalid'],
    ])('%s is refused', async (_, change, key) => {
      const order = await paidOrder()
      const response = await t.raw(
        '/api/order/refund_apply',
        post(buyer.token, { ...refundBody(order.id, 0), ...change }),
      )
      expect(response.body.code).toBe(API_CODE.validation)
      expect(
        (response.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey),
      ).toContain(key)
    })

    // Issue #46: the contract's one table (reason -> picture required) is what the server applies.
    it.each(REFUND_REASON_CODES.map((code) => [code, REFUND_REASON_NEEDS_PROOF[code]] as const))(
      'reason %s without a picture: refused = %s',
      async (reasonCode, needsProof) => {
        const order = await paidOrder()
        const response = await t.raw(
          '/api/order/refund_apply',
          post(buyer.token, {
            ...refundBody(order.id, 0),
            type: REFUND_TYPE.refundOnly,
            productStatus: PRODUCT_STATUS.notReceived,
            reasonCode,
            proof: [],
          }),
        )
        const keys =
          response.body.code === API_CODE.validation
            ? (response.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey)
            : []
        expect(keys.includes('validation.proofRequired')).toBe(needsProof)
        if (!needsProof) expect(response.body.code).toBe(1)
      },
    )

    it('asks no picture where none proves anything: "no longer needed" on an unshipped order, a typed reason (issue #46)', async () => {
      const unshipped = await paidOrder()
      const applied = await buyer.client.call(refundApply, {
        ...refundBody(unshipped.id, 0),
        type: REFUND_TYPE.refundOnly,
        productStatus: PRODUCT_STATUS.notReceived,
        reason: 'No longer needed',
        reasonCode: 'noLongerNeeded',
        proof: [],
      })
      expect(applied).toMatchObject({
        reasonCode: 'noLongerNeeded',
        proof: [],
        status: REFUND_STATUS.applied,
      })
      const typed = await paidOrder()
      const { proof: _, ...withoutProof } = refundBody(typed.id, 0)
      expect((await buyer.client.call(refundApply, withoutProof)).proof).toEqual([])
    })

    it('keeps the offered reason as a code beside its text; a typed reason has none (issue #31)', async () => {
      const coded = await paidOrder()
      const applied = await buyer.client.call(refundApply, {
        ...refundBody(coded.id, 0),
        reason: 'Dañado',
        reasonCode: 'damaged',
      })
      expect(applied).toMatchObject({ reason: 'Dañado', reasonCode: 'damaged' })
      expect(await buyer.client.call(refundDetail, { orderId: coded.id })).toMatchObject({
        reasonCode: 'damaged',
      })
      const typed = await paidOrder()
      expect((await buyer.client.call(refundApply, refundBody(typed.id, 0))).reasonCode).toBeNull()
    })

    it('refuses more than was paid; accepts zero and exactly the total', async () => {
      const order = await paidOrder()
      expect(
        await refusal(buyer.client.call(refundApply, refundBody(order.id, order.totalCents + 1))),
      ).toMatchObject({
        code: API_CODE.failure,
        msg: expect.stringContaining('cannot exceed the amount paid'),
      })
      expect((await buyer.client.call(refundApply, refundBody(order.id, order.totalCents))).amountCents).toBe(
        order.totalCents,
      )
      const zero = await paidOrder()
      expect((await buyer.client.call(refundApply, refundBody(zero.id, 0))).status).toBe(
        REFUND_STATUS.applied,
      )
    })

    it('answers a second request that one was already submitted, even after a refusal', async () => {
      const order = await paidOrder()
      const first = await buyer.client.call(refundApply, refundBody(order.id, 100))
      expect(await refusal(buyer.client.call(refundApply, refundBody(order.id, 100)))).toEqual({
        code: API_CODE.alreadySubmitted,
        msg: 'A refund request has already been submitted for this order',
      })
      await operatorOf(t).run({ verb: 'refund', action: 'refuse', id: first.id, remark: 'no damage visible' })
      expect(await outcome(buyer.client.call(refundApply, refundBody(order.id, 100)))).toBe(
        API_CODE.alreadySubmitted,
      )
    })

    it('two simultaneous requests: one is recorded, the other told it was already submitted', async () => {
      const order = await paidOrder()
      const codes = await Promise.all(
        [1, 2, 3].map(() => outcome(buyer.client.call(refundApply, refundBody(order.id, 50)))),
      )
      expect(codes.sort()).toEqual([1, API_CODE.alreadySubmitted, API_CODE.alreadySubmitted].sort())
    })
  })

  describe('refund progress: applied -> refunding -> refunded, or refused', () => {
    const statuses = Object.values(REFUND_STATUS)
    const cases = (Object.keys(REFUND_TRANSITIONS) as RefundAction[]).flatMap((action) =>
      statuses.map((from) => [action, from] as const),
    )
    it.each(cases)('%s from status %i', async (action, from) => {
      const order = await paidOrder()
      const refund = await buyer.client.call(refundApply, refundBody(order.id, 300))
      const ops = operatorOf(t)
      const path: Record<number, RefundAction[]> = {
        [REFUND_STATUS.applied]: [],
        [REFUND_STATUS.refunding]: ['approve'],
        [REFUND_STATUS.refunded]: ['approve', 'complete'],
        [REFUND_STATUS.refused]: ['refuse'],
      }
      for (const step of path[from]!)
        await ops.run({ verb: 'refund', action: step, id: refund.id, remark: '' })
      const before = await auditBalance(dbOf(t), buyer.userId)
      const allowed = REFUND_TRANSITIONS[action].from.includes(from as never)
      const run = ops.run({ verb: 'refund', action, id: refund.id, remark: 'audited' })
      if (!allowed) {
        await expect(run).rejects.toMatchObject({
          code: 'refund.cannotAudit',
          apiCode: API_CODE.invalidTransition,
        })
        expect(await auditBalance(dbOf(t), buyer.userId)).toEqual(before)
        return
      }
      await run
      const after = await auditBalance(dbOf(t), buyer.userId)
      const record = await buyer.client.call(refundDetail, { orderId: order.id })
      expect(record.status).toBe(REFUND_TRANSITIONS[action].to)
      expect(after.balanceCents).toBe(before.balanceCents + (action === 'complete' ? 300 : 0))
      expect(after.balanceCents).toBe(after.ledgerSumCents)
      const detail = await buyer.client.call(orderDetail, { id: order.id })
      expect(detail.refundStatus).toBe(record.status)
      // Refused: the order goes back to where it was (paid = to ship); otherwise it stays in after-sale.
      expect(detail.status).toBe(action === 'refuse' ? ORDER_STATUS.toShip : ORDER_STATUS.afterSale)
    })

    it("a stranger cannot read someone's refund", async () => {
      const order = await paidOrder()
      await buyer.client.call(refundApply, refundBody(order.id, 1))
      const stranger = await makeShopper(t)
      expect(await outcome(stranger.client.call(refundDetail, { orderId: order.id }))).toBe(API_CODE.notFound)
    })
  })

  describe('reviews', () => {
    async function receivedOrder(pick: SkuPick) {
      const order = await paidOrder(pick)
      const ops = operatorOf(t)
      await ops.run({ verb: 'ship', orderId: order.id })
      await ops.run({ verb: 'deliver', orderId: order.id })
      await buyer.client.call(orderConfirm, { id: order.id })
      return order
    }

    it.each([
      ['score 0', { productScore: 0 }, 'validation.scoreRange'],
      ['score 6', { serviceScore: 6 }, 'validation.scoreRange'],
      ['empty content', { content: ' ' }, 'validation.reviewContentRequired'],
    ])('%s is refused', async (_, change, key) => {
      const body = { orderId: 1, productScore: 5, serviceScore: 5, postageScore: 5, content: 'ok', ...change }
      const response = await t.raw('/api/order/review', post(buyer.token, body))
      expect(
        (response.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey),
      ).toContain(key)
    })

    it("once per order; moves the product's and the shop's favourable rate", async () => {
      const pick = picks[1]!
      const order = await receivedOrder(pick)
      const productBefore = await t.client().call(productDetail, { id: pick.productId })
      const shopBefore = await t.client().call(shopInfo, { id: pick.shopId })
      const review = {
        orderId: order.id,
        productScore: 1,
        serviceScore: 2,
        postageScore: 3,
        content: 'Bad',
        pictures: [buyer.image],
      }
      expect(await buyer.client.call(reviewAdd, review)).toMatchObject({ orderId: order.id })
      expect(await refusal(buyer.client.call(reviewAdd, review))).toEqual({
        code: API_CODE.alreadySubmitted,
        msg: 'You have already reviewed this order',
      })
      const productAfter = await t.client().call(productDetail, { id: pick.productId })
      const shopAfter = await t.client().call(shopInfo, { id: pick.shopId })
      expect(productAfter.reviewCount).toBe(productBefore.reviewCount + 1)
      // A 1-star review lowers (or keeps at 0) the rate.
      expect(productAfter.favourableRate).toBeLessThanOrEqual(productBefore.favourableRate)
      if (productBefore.favourableRate > 0)
        expect(productAfter.favourableRate).toBeLessThan(productBefore.favourableRate)
      expect(shopAfter.favourableRate).toBeLessThanOrEqual(shopBefore.favourableRate)
      expect((await buyer.client.call(orderDetail, { id: order.id })).status).toBe(ORDER_STATUS.completed)
    })
  })

  describe('complaints', () => {
    it('needs content; the certificate is optional (issue #46: a silent seller has nothing to photograph)', async () => {
      for (const path of ['/api/user/complain', '/api/user/platform_complain']) {
        const noContent = await t.raw(
          path,
          post(buyer.token, { orderId: 1, content: '', certificate: '/c.png' }),
        )
        expect(noContent.body.code).toBe(API_CODE.validation)
      }
      const order = await paidOrder()
      const silent = await buyer.client.call(complaintOrder, {
        orderId: order.id,
        content: 'The seller never answers',
      })
      const blank = await buyer.client.call(complaintPlatform, { content: 'No reply', certificate: ' ' })
      expect(blank.id).toBeGreaterThan(silent.id)
      const mine = (await buyer.client.call(complaintList, {})).list
      expect(mine.filter((c) => [silent.id, blank.id].includes(c.id)).map((c) => c.certificate)).toEqual([
        '',
        '',
      ])
      // A picture given is still one of the shopper's own uploads.
      expect(
        await outcome(
          buyer.client.call(complaintPlatform, { content: 'x', certificate: '/uploads/someone-else.png' }),
        ),
      ).not.toBe(API_CODE.success)
    })

    it("files about my order and the platform; not about someone else's order", async () => {
      const order = await paidOrder()
      const filed = await buyer.client.call(complaintOrder, {
        orderId: order.id,
        content: 'Slow',
        certificate: buyer.image,
      })
      expect(filed.id).toBeGreaterThan(0)
      expect(
        (
          await buyer.client.call(complaintPlatform, {
            content: 'App is slow',
            certificate: buyer.image,
          })
        ).id,
      ).toBeGreaterThan(filed.id)
      const stranger = await makeShopper(t)
      expect(
        await outcome(
          stranger.client.call(complaintOrder, { orderId: order.id, content: 'x', certificate: '/c.png' }),
        ),
      ).toBe(API_CODE.notFound)
    })

    it('lists only my own complaints, newest first, paged, with the state and the operator note', async () => {
      const me = await makeShopper(t)
      const other = await makeShopper(t)
      const order = (await checkout(me, [{ pick: picks[0]!, quantity: 1 }])).orders[0]!
      const theirs = await other.client.call(complaintPlatform, {
        content: 'Theirs',
        certificate: other.image,
      })
      const first = await me.client.call(complaintOrder, {
        orderId: order.id,
        content: 'Box was damaged',
        certificate: me.image,
      })
      t.clock.advance(1_000)
      const second = await me.client.call(complaintPlatform, {
        content: 'App is slow',
        certificate: me.image,
      })

      const all = await me.client.call(complaintList, {})
      expect(all.total).toBe(2)
      expect(all.list.map((c) => c.id)).toEqual([second.id, first.id])
      expect(all.list[1]).toMatchObject({
        kind: 'order',
        orderId: order.id,
        orderSn: order.orderSn,
        content: 'Box was damaged',
        state: 'open',
        resolution: null,
      })
      expect(all.list[0]).toMatchObject({ kind: 'platform', orderId: null, orderSn: null })
      expect(all.list.some((c) => c.id === theirs.id)).toBe(false)

      // paged
      const page2 = await me.client.call(complaintList, { page: 2, limit: 1 })
      expect(page2).toMatchObject({ total: 2, page: 2, limit: 1 })
      expect(page2.list.map((c) => c.id)).toEqual([first.id])

      // one order's complaint, for the order page; another shopper's order shows nothing
      expect((await me.client.call(complaintList, { orderId: order.id })).list.map((c) => c.id)).toEqual([
        first.id,
      ])
      expect(await other.client.call(complaintList, { orderId: order.id })).toMatchObject({
        list: [],
        total: 0,
      })

      // the operator resolves it: the shopper sees the state and the note
      const at = t.clock.now()
      await resolveComplaint(dbOf(t), t.clock, COMMAND_LINE_ACTOR, first.id, 'Refunded the shipping')
      const resolved = (await me.client.call(complaintList, { orderId: order.id })).list[0]!
      expect(resolved.state).toBe('resolved')
      expect(resolved.resolution?.note).toBe('Refunded the shipping')
      expect(Date.parse(resolved.resolution?.at ?? '')).toBeGreaterThanOrEqual(at)
      expect((await other.client.call(complaintList, {})).list.map((c) => c.id)).toEqual([theirs.id])
    })

    it('refuses a bad page or order id with a clear message, and a guest', async () => {
      const bad = await t.raw('/api/user/complaints?page=0', { headers: { token: buyer.token } })
      expect(bad.body.code).toBe(API_CODE.validation)
      const badOrder = await t.raw('/api/user/complaints?orderId=x', { headers: { token: buyer.token } })
      expect(
        (badOrder.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey),
      ).toContain('validation.idInvalid')
      const guest = await t.raw('/api/user/complaints', {})
      expect(guest.body.code).toBe(API_CODE.unauthorized)
    })
  })
})
