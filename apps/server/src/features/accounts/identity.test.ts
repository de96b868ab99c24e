import { API_CODE, cartAdd, orderCancel, orderCreate, userProfile } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCommerceServer } from '../../test-support/commerce-server'
import { availableDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { checkout, makeShopper, type SkuPick } from '../commerce-testing/fixtures'
import { outcome } from '../commerce-testing/outcome'

/** Server README "Security": identifiers are unique across account, email and mobile; WELCOME10 once per user. */
describe.each(availableDrivers())('identity on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 4, 10_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  const register = (username: string, email: string, mobile: string) =>
    t.raw('/api/user/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email, mobile, password: 'secret123', confirmPassword: 'secret123' }),
    })

  it("refuses a username equal to another user's email or mobile, and the reverse", async () => {
    const stamp = Date.now().toString(36)
    const first = await register(`first${stamp}`, `first${stamp}@example.com`, '+15550109999')
    expect(first.body.code).toBe(1)
    const cases = [
      [`first${stamp}@example.com`.toUpperCase(), `other1${stamp}@example.com`, '+15550100001'],
      ['+15550109999', `other2${stamp}@example.com`, '+15550100002'],
      [`other3${stamp}`, `other3${stamp}@example.com`, '+15550100003'],
    ] as const
    expect((await register(...cases[0])).body.code).toBe(API_CODE.accountExists)
    expect((await register(...cases[1])).body.code).toBe(API_CODE.accountExists)
    expect((await register(...cases[2])).body.code).toBe(1)
    // A profile edit cannot take someone's account name as an email-like or mobile identity either.
    const numeric = await register(`15550107777`, `numeric${stamp}@example.com`, '+15550107778')
    expect(numeric.body.code).toBe(1)
    const third = await register(`third${stamp}`, `third${stamp}@example.com`, '+15550100004')
    const token = (third.body.data as { userinfo: { token: string } }).userinfo.token
    expect(await outcome(t.client(token).call(userProfile, { mobile: '15550107777' }))).toBe(
      API_CODE.accountExists,
    )
  })

  it('WELCOME10 works once per user; a cancelled order gives it back', async () => {
    const shopper = await makeShopper(t)
    const first = await checkout(shopper, [{ pick: picks[0]!, quantity: 1 }], 'welcome10')
    expect(first.orders.length).toBe(1)
    const again = await outcome(checkout(shopper, [{ pick: picks[0]!, quantity: 1 }], 'WELCOME10'))
    expect(again).not.toBe(1)
    await shopper.client.call(orderCancel, { id: first.orders[0]!.id })
    expect(await outcome(checkout(shopper, [{ pick: picks[0]!, quantity: 1 }], 'WELCOME10'))).toBe(1)
  })

  it('parallel checkouts with WELCOME10 use it once', async () => {
    const shopper = await makeShopper(t)
    const cartIds: number[] = []
    for (const pick of picks.slice(1, 4)) {
      const view = await shopper.client.call(cartAdd, {
        productId: pick.productId,
        skuId: pick.skuId,
        quantity: 1,
      })
      cartIds.push(view.shops.flatMap((s) => s.items).find((i) => i.skuId === pick.skuId)!.id)
    }
    const results = await Promise.all(
      cartIds.map((id) =>
        outcome(
          shopper.client.call(orderCreate, {
            cartIds: [id],
            addressId: shopper.addressId,
            promoCode: 'WELCOME10',
          }),
        ),
      ),
    )
    expect(results.filter((code) => code === 1).length).toBe(1)
  })
})
