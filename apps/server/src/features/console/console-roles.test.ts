import {
  API_CODE,
  orderPay,
  PRODUCT_STATUS,
  RECHARGE_METHOD,
  REFUND_TYPE,
  refundApply,
  TOKEN_HEADER,
  walletRecharge,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatChannels, chatMessageExtras, chatMessages, users } from '../../db/schema'
import { checkout, dbOf, makeShopper, PAY_CODE, type Shopper } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

type Role = 'guest' | 'shopper' | 'staffA' | 'staffB' | 'operator'
type Outcome = 'ok' | 'forbidden' | 'notFound' | 'unauthorized'

interface World {
  shopA: number
  shopB: number
  channelA: string
  /** Shop A's address for a registered user who never chatted with it (issue #32). */
  strangerA: string
  orderA: number
  orderA2: number
  orderB: number
  refundA: number
  recharge: number
  quickReplyA: number
}

/** One console call, built from the world so each row names the own-shop or other-shop record. */
interface Call {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: (w: World) => Record<string, unknown>
}

const CODE_OF: Record<Outcome, number> = {
  ok: API_CODE.success,
  forbidden: API_CODE.forbidden,
  notFound: API_CODE.notFound,
  unauthorized: API_CODE.unauthorized,
}

/**
 * Server README "Console": role x endpoint x own/other shop. staffA works for shop A (whose records
 * the calls name), staffB for shop B; the operator answers the platform's service and audits money.
 */
const TABLE: [Call, Record<Role, Outcome>][] = [
  [
    { name: 'me', method: 'GET', path: '/api/console/me' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    { name: 'inbox', method: 'GET', path: '/api/console/inbox' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    {
      name: 'shopper of shop A conversation',
      method: 'GET',
      path: '/api/console/shopper',
      body: (w) => ({ channelId: w.channelA }),
    },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'notFound', operator: 'notFound' },
  ],
  [
    {
      name: 'shopper of a user who never chatted with shop A',
      method: 'GET',
      path: '/api/console/shopper',
      body: (w) => ({ channelId: w.strangerA }),
    },
    {
      guest: 'unauthorized',
      shopper: 'forbidden',
      staffA: 'notFound',
      staffB: 'notFound',
      operator: 'notFound',
    },
  ],
  [
    { name: 'colleagues', method: 'GET', path: '/api/console/colleagues' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    { name: 'queue settings (own service)', method: 'GET', path: '/api/console/queue_settings' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    { name: 'availability', method: 'GET', path: '/api/console/availability' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    {
      name: 'state of a shop A conversation',
      method: 'POST',
      path: '/api/console/conversation_state',
      body: (w) => ({ channelId: w.channelA, state: 'pending' }),
    },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'notFound', operator: 'notFound' },
  ],
  [
    { name: 'quick replies', method: 'GET', path: '/api/console/quick_replies' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    {
      name: "edit shop A's quick reply",
      method: 'POST',
      path: '/api/console/quick_reply_save',
      body: (w) => ({ id: w.quickReplyA, shortcut: 'hello', text: 'Hello there' }),
    },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'notFound', operator: 'notFound' },
  ],
  [
    { name: 'orders', method: 'GET', path: '/api/console/orders' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'ok', operator: 'ok' },
  ],
  [
    { name: "shop A's refund", method: 'GET', path: '/api/console/refund', body: (w) => ({ id: w.refundA }) },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'ok', staffB: 'notFound', operator: 'ok' },
  ],
  [
    { name: 'recharges', method: 'GET', path: '/api/console/recharges' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'forbidden', staffB: 'forbidden', operator: 'ok' },
  ],
  [
    { name: 'withdrawals', method: 'GET', path: '/api/console/withdrawals' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'forbidden', staffB: 'forbidden', operator: 'ok' },
  ],
  [
    { name: 'complaints', method: 'GET', path: '/api/console/complaints' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'forbidden', staffB: 'forbidden', operator: 'ok' },
  ],
  [
    { name: 'audit log', method: 'GET', path: '/api/console/audit_log' },
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'forbidden', staffB: 'forbidden', operator: 'ok' },
  ],
  [
    {
      name: 'recharge audit (refuse)',
      method: 'POST',
      path: '/api/console/recharge_audit',
      body: (w) => ({ id: w.recharge, decision: 'refuse', remark: 'no evidence' }),
    },
    // The operator row runs last in its column, so the refusals above change nothing.
    { guest: 'unauthorized', shopper: 'forbidden', staffA: 'forbidden', staffB: 'forbidden', operator: 'ok' },
  ],
]

/** Actions that change a record: the other shop's staff first (not found), then the owner (ok). */
const WRITE_TABLE: [Call, Partial<Record<Role, Outcome>>][] = [
  [
    {
      name: "ship shop A's order",
      method: 'POST',
      path: '/api/console/order_ship',
      body: (w) => ({ orderId: w.orderA, company: 'DHL', trackingNo: 'DHL123' }),
    },
    { shopper: 'forbidden', staffB: 'notFound', staffA: 'ok' },
  ],
  [
    {
      name: "decide shop A's refund",
      method: 'POST',
      path: '/api/console/refund_decide',
      body: (w) => ({ refundId: w.refundA, decision: 'refuse', reason: 'Item was used' }),
    },
    { shopper: 'forbidden', staffB: 'notFound', staffA: 'ok' },
  ],
  [
    {
      name: "take shop A's conversation",
      method: 'POST',
      path: '/api/console/assign',
      body: (w) => ({ channelId: w.channelA, action: 'take' }),
    },
    { shopper: 'forbidden', staffB: 'notFound', operator: 'notFound', staffA: 'ok' },
  ],
  [
    {
      name: "ship shop B's order as operator",
      method: 'POST',
      path: '/api/console/order_ship',
      body: (w) => ({ orderId: w.orderB, company: 'UPS', trackingNo: 'UPS9' }),
    },
    { staffA: 'notFound', operator: 'ok' },
  ],
]

describe.each(endpointDrivers())('console roles on %s', (driver) => {
  let t: TestServer
  let world: World
  const tokens = {} as Record<Role, string | undefined>
  let shopper: Shopper

  async function staffOf(shopId: number | null, role: 'staff' | 'operator'): Promise<string> {
    const { token, userId } = await t.register(role)
    await dbOf(t)
      .update(users)
      .set({ role, shopId, nickname: `${role} ${shopId ?? 'ops'}` })
      .where(eq(users.id, userId))
    return token
  }

  async function call(role: Role, c: Call) {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    const token = tokens[role]
    if (token) headers[TOKEN_HEADER] = token
    const body = c.body?.(world) ?? {}
    if (c.method === 'GET') {
      const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))
      return t.raw(`${c.path}?${query}`, { headers })
    }
    return t.raw(c.path, { method: 'POST', headers, body: JSON.stringify(body) })
  }

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 2, 1_000)
    t = started.t
    const [pickA, pickB] = started.picks as [(typeof started.picks)[0], (typeof started.picks)[0]]
    shopper = await makeShopper(t, { balanceCents: 1_000_000 })
    const pay = async (pick: typeof pickA) => {
      const [order] = (await checkout(shopper, [{ pick, quantity: 1 }])).orders
      await shopper.client.call(orderPay, {
        orderIds: [order!.id],
        payCode: PAY_CODE,
      })
      return order!.id
    }
    const orderA = await pay(pickA)
    const orderA2 = await pay(pickA)
    const orderB = await pay(pickB)
    const refund = await shopper.client.call(refundApply, {
      orderId: orderA2,
      type: REFUND_TYPE.refundOnly,
      amountCents: 100,
      productStatus: PRODUCT_STATUS.notReceived,
      reason: 'Wrong size',
      explanation: 'Too small',
      proof: [shopper.image],
    })
    const recharge = await shopper.client.call(walletRecharge, {
      method: RECHARGE_METHOD.manual,
      amountCents: 5_000,
      evidence: shopper.image,
    })
    // A conversation with each shop, as the gateway stores them (staff view `mer_<shop>_<uid>`).
    const channelA = `mer_${pickA.shopId}_${shopper.userId}`
    const channelB = `mer_${pickB.shopId}_${shopper.userId}`
    for (const [i, channelId] of [channelA, channelB].entries()) {
      await dbOf(t).insert(chatChannels).values({ channelId, channelType: 7, lastSeq: 1 })
      await dbOf(t)
        .insert(chatMessages)
        .values({
          messageId: BigInt(1000 + i),
          channelId,
          channelType: 7,
          messageSeq: 1,
          clientMsgNo: `c${i}`,
          fromUid: String(shopper.userId),
          timestamp: 1_800_000_000 + i,
          payload: JSON.stringify({ type: 1, content: `hello shop ${i}` }),
        })
    }
    tokens.guest = undefined
    tokens.shopper = shopper.token
    tokens.staffA = await staffOf(pickA.shopId, 'staff')
    tokens.staffB = await staffOf(pickB.shopId, 'staff')
    tokens.operator = await staffOf(null, 'operator')
    const saved = await t.raw('/api/console/quick_reply_save', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: tokens.staffA! },
      body: JSON.stringify({ shortcut: 'hi', text: 'Hi!' }),
    })
    world = {
      shopA: pickA.shopId,
      shopB: pickB.shopId,
      channelA,
      strangerA: `mer_${pickA.shopId}_${(await t.register('stranger')).userId}`,
      orderA,
      orderA2,
      orderB,
      refundA: refund.id,
      recharge: recharge.id,
      quickReplyA: (saved.body.data as { id: number }).id,
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const roles: Role[] = ['guest', 'shopper', 'staffA', 'staffB', 'operator']
  const reads = TABLE.flatMap(([c, outcomes]) =>
    roles.map((role) => [c.name, role, outcomes[role], c] as const),
  )

  it.each(reads)('%s as %s: %s', async (_name, role, expected, c) => {
    const { body } = await call(role, c)
    expect(body.code, body.msg).toBe(CODE_OF[expected])
    if (expected === 'forbidden') expect(body.msg).toMatch(/console|operators/i)
  })

  it.each(WRITE_TABLE)('$name: other shop first, then the owner', async (c, outcomes) => {
    for (const [role, expected] of Object.entries(outcomes) as [Role, Outcome][]) {
      const { body } = await call(role, c)
      expect(`${role}: ${body.code}`, body.msg).toBe(`${role}: ${CODE_OF[expected]}`)
    }
  })

  it("staff see only their own shop's conversations and orders; the operator sees the platform's", async () => {
    const inbox = async (role: Role) =>
      (
        (await call(role, { name: '', method: 'GET', path: '/api/console/inbox' })).body.data as {
          list: { channelId: string; shopperName: string; lastMessage: string }[]
        }
      ).list
    expect((await inbox('staffA')).map((c) => c.channelId)).toEqual([world.channelA])
    expect((await inbox('staffA'))[0]).toMatchObject({ lastMessage: 'hello shop 0', shopperReadSeq: 0 })
    expect((await inbox('staffB')).map((c) => c.channelId)).toEqual([`mer_${world.shopB}_${shopper.userId}`])
    // A recalled last message is not previewed (chat-spec §3 remoteExtra.revoke).
    await dbOf(t)
      .insert(chatMessageExtras)
      .values({
        messageId: 1001n,
        channelId: `mer_${world.shopB}_${shopper.userId}`,
        channelType: 7,
        revoke: true,
        extraVersion: 1,
      })
    expect((await inbox('staffB'))[0]).toMatchObject({ lastMessage: '[recalled]' })
    expect(await inbox('operator')).toEqual([])
    const orders = async (role: Role) =>
      (
        (await call(role, { name: '', method: 'GET', path: '/api/console/orders' })).body.data as {
          list: { id: number; shopId: number }[]
        }
      ).list
    expect(new Set((await orders('staffA')).map((o) => o.shopId))).toEqual(new Set([world.shopA]))
    expect((await orders('staffB')).map((o) => o.id)).toEqual([world.orderB])
    expect((await orders('operator')).length).toBe(3)
  })

  it('writes every console action to the audit log with before and after', async () => {
    const { body } = await call('operator', {
      name: '',
      method: 'GET',
      path: '/api/console/audit_log',
      body: () => ({ limit: 50 }),
    })
    const entries = (
      body.data as {
        list: { action: string; actorName: string; before: unknown; after: unknown; targetId: string }[]
      }
    ).list
    const ship = entries.find((e) => e.action === 'order.ship' && e.targetId === String(world.orderA))
    expect(ship).toMatchObject({
      actorName: `staff ${world.shopA}`,
      before: { state: 'paid' },
      after: { state: 'shipped', company: 'DHL', trackingNo: 'DHL123' },
    })
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'recharge.refuse',
        'refund.refuse',
        'conversation.take',
        'quickReply.add',
        'quickReply.edit',
      ]),
    )
  })
})
