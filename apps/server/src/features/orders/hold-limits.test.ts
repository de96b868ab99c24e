import { API_CODE, orderCancel, orderPay } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkout,
  createTestCatalog,
  dbOf,
  makeShopper,
  PAY_CODE,
  pickSkus,
  type Shopper,
  type SkuPick,
  skuStock,
} from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { engineDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { MAX_UNCOVERED_UNITS_PER_SKU } from './hold-limits'

const PER_ADDRESS = 10

// Issue #32 (server README "Unpaid orders hold stock within bounds"): a free account cannot lock a
// SKU's stock, nor can many fresh accounts from one address; a balance that covers the order can.
describe.each(engineDrivers())('unpaid stock held within bounds on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    t = await startTestServer(driver, {
      seed: false,
      config: { abuseLimits: { unpaidUnitsPerSkuPerIp: PER_ADDRESS } },
    })
    await createTestCatalog(dbOf(t))
    picks = await pickSkus(dbOf(t), 4, 224)
  })
  afterAll(async () => {
    await t?.close()
  })

  const from = (shopper: Shopper, address: string): Shopper => ({
    ...shopper,
    client: t.clientFrom(address, shopper.token),
  })

  it('a free account cannot reserve the whole stock: at most 5 units of a SKU beyond its balance', async () => {
    const pick = picks[0]!
    const hoarder = from(await makeShopper(t), '127.0.5.1')
    const refused = await refusal(checkout(hoarder, [{ pick, quantity: 224 }]))
    expect(refused).toEqual({
      code: API_CODE.failure,
      msg: `Unpaid orders beyond your balance may hold at most ${MAX_UNCOVERED_UNITS_PER_SKU} of “${pick.name}”: pay or cancel an order, or top up first`,
    })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(224)
    const free = from(await makeShopper(t), '127.0.5.1')
    expect(await outcome(checkout(free, [{ pick, quantity: 3 }]))).toBe(1)
    expect(await outcome(checkout(free, [{ pick, quantity: 2 }]))).toBe(1)
    expect(await outcome(checkout(free, [{ pick, quantity: 1 }]))).toBe(0)
    // Another SKU is its own bound; the others can still buy this one.
    expect(await outcome(checkout(free, [{ pick: picks[1]!, quantity: 5 }]))).toBe(1)
    const other = from(await makeShopper(t), '127.0.5.2')
    expect(await outcome(checkout(other, [{ pick, quantity: 5 }]))).toBe(1)
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(224 - 10)
  })

  it('a balance that covers the unpaid orders holds what it pays for; cancelling frees the bound', async () => {
    const pick = picks[2]!
    const rich = from(await makeShopper(t, { balanceCents: 100 * pick.priceCents + 10_000 }), '127.0.5.3')
    const big = (await checkout(rich, [{ pick, quantity: 40 }])).orders[0]!
    // Beyond the balance the bound applies to everything held unpaid, this order included.
    expect(await outcome(checkout(rich, [{ pick, quantity: 70 }]))).toBe(0)
    await rich.client.call(orderPay, { orderIds: [big.id], payCode: PAY_CODE })
    const poor = from(await makeShopper(t), '127.0.5.4')
    const held = (await checkout(poor, [{ pick, quantity: 5 }])).orders[0]!
    expect(await outcome(checkout(poor, [{ pick, quantity: 1 }]))).toBe(0)
    await poor.client.call(orderCancel, { id: held.id })
    expect(await outcome(checkout(poor, [{ pick, quantity: 1 }]))).toBe(1)
  })

  it(`many fresh accounts from one address hold at most ${PER_ADDRESS} units of a SKU unpaid; the deadline frees them`, async () => {
    const pick = picks[3]!
    const address = '127.0.5.9'
    const a = from(await makeShopper(t), address)
    const b = from(await makeShopper(t), address)
    const c = from(await makeShopper(t), address)
    expect(await outcome(checkout(a, [{ pick, quantity: 5 }]))).toBe(1)
    expect(await outcome(checkout(b, [{ pick, quantity: 5 }]))).toBe(1)
    expect(await refusal(checkout(c, [{ pick, quantity: 1 }]))).toEqual({
      code: API_CODE.failure,
      msg: `Unpaid orders from your network already hold the most of “${pick.name}” they may (${PER_ADDRESS}): pay or cancel an order first`,
    })
    expect(await skuStock(dbOf(t), pick.skuId)).toBe(224 - 10)
    // The same account from another address, and the address again once the orders' pay time ran out.
    expect(await outcome(checkout(from(c, '127.0.5.10'), [{ pick, quantity: 1 }]))).toBe(1)
    t.clock.advance(31 * 60 * 1000)
    expect(await outcome(checkout(c, [{ pick, quantity: 4 }]))).toBe(1)
  })
})
