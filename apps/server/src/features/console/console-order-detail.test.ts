import { API_CODE, consoleOrderDetail, orderPay, TOKEN_HEADER } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { checkout, dbOf, makeShopper, PAY_CODE, type SkuPick } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

// Issue #29: staff ship with the order in front of them: its lines' variants, the address and phone.
describe.each(endpointDrivers())('console order view on %s', (driver) => {
  let t: TestServer
  let pickA: SkuPick
  let orderA: number
  const tokens: Record<'staffA' | 'staffB' | 'operator' | 'shopper', string> = {
    staffA: '',
    staffB: '',
    operator: '',
    shopper: '',
  }

  async function staffOf(shopId: number | null, role: 'staff' | 'operator') {
    const { token, userId } = await t.register(role)
    await dbOf(t).update(users).set({ role, shopId }).where(eq(users.id, userId))
    return token
  }

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 2, 100)
    t = started.t
    const [a, b] = started.picks as [SkuPick, SkuPick]
    pickA = a
    const shopper = await makeShopper(t, { balanceCents: 100_000 })
    const [order] = (await checkout(shopper, [{ pick: a, quantity: 2 }])).orders
    await shopper.client.call(orderPay, { orderIds: [order!.id], payCode: PAY_CODE })
    orderA = order!.id
    tokens.shopper = shopper.token
    tokens.staffA = await staffOf(a.shopId, 'staff')
    tokens.staffB = await staffOf(b.shopId, 'staff')
    tokens.operator = await staffOf(null, 'operator')
  })
  afterAll(async () => {
    await t?.close()
  })

  it("shows the shop's own order with each line's variant, the address and the phone", async () => {
    const detail = await t.client(tokens.staffA).call(consoleOrderDetail, { id: orderA })
    expect(detail).toMatchObject({
      id: orderA,
      state: 'paid',
      shopId: pickA.shopId,
      address: {
        addressee: 'Ada Buyer',
        mobile: '+15551234567',
        area: 'Springfield',
        detailedAddress: '1 Main Street',
        // Issue #31: what a cross-border label needs.
        country: 'US',
        region: 'Illinois',
        postcode: '62701',
      },
      logistics: null,
      logisticsEvents: [],
      shippedAt: null,
    })
    expect(detail.items).toEqual([expect.objectContaining({ skuId: pickA.skuId, quantity: 2, spec: 'Red' })])
    expect(detail.paidAt).not.toBeNull()
  })

  it.each([
    ['staffA', API_CODE.success],
    ['operator', API_CODE.success],
    ['staffB', API_CODE.notFound],
    ['shopper', API_CODE.forbidden],
  ] as const)('as %s answers code %i', async (role, code) => {
    const { body } = await t.raw(`/api/console/order?id=${orderA}`, {
      headers: { [TOKEN_HEADER]: tokens[role] },
    })
    expect(body.code, body.msg).toBe(code)
  })

  it('lists orders with their address too, so the ship form needs no second call', async () => {
    const { body } = await t.raw('/api/console/orders?tab=toShip', {
      headers: { [TOKEN_HEADER]: tokens.staffA },
    })
    const list = (body.data as { list: { id: number; address: { mobile: string } }[] }).list
    expect(list.find((o) => o.id === orderA)?.address.mobile).toBe('+15551234567')
  })
})
