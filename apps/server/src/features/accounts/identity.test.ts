import { API_CODE, cartAdd, orderCancel, orderCreate, userProfile } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { checkout, dbOf, makeShopper, type SkuPick } from '../../test-support/commerce-fixtures'
import { outcome } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { engineDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { isUniqueViolation } from './user-lookup'

/** Server README "Security": identifiers are unique across account, email and mobile; WELCOME10 once per user. */
describe.each(engineDrivers())('identity on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 4, 10_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  // Issue #31: an account is registered with an email or a mobile, one of the two.
  const register = (username: string, contact: string) =>
    t.raw('/api/user/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username,
        ...(contact.includes('@') ? { email: contact } : { mobile: contact }),
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    })

  it("refuses a username equal to another user's email or mobile, and the reverse", async () => {
    const stamp = Date.now().toString(36)
    const first = await register(`first${stamp}`, `first${stamp}@example.com`)
    expect(first.body.code).toBe(1)
    const firstMobile = await register(`firstm${stamp}`, '+15550109999')
    expect(firstMobile.body.code).toBe(1)
    const cases = [
      [`first${stamp}@example.com`.toUpperCase(), `other1${stamp}@example.com`],
      ['+15550109999', `other2${stamp}@example.com`],
      [`other3${stamp}`, `other3${stamp}@example.com`],
    ] as const
    expect((await register(...cases[0])).body.code).toBe(API_CODE.accountExists)
    expect((await register(...cases[1])).body.code).toBe(API_CODE.accountExists)
    expect((await register(...cases[2])).body.code).toBe(1)
    // A profile edit cannot take someone's account name as an email-like or mobile identity either.
    const numeric = await register(`15550107777`, `numeric${stamp}@example.com`)
    expect(numeric.body.code).toBe(1)
    const third = await register(`third${stamp}`, `third${stamp}@example.com`)
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

  it('parallel registrations cannot make an account name equal to another email or mobile', async () => {
    const stamp = Date.now().toString(36)
    const pairs = Array.from({ length: 8 }, (_, i) => {
      const email = `race${i}${stamp}@example.com`
      const mobile = `+1555011${String(i).padStart(4, '0')}`
      // One takes the other's email as its name, the next its mobile.
      return i % 2 === 0
        ? [
            register(`racer${i}${stamp}`, email),
            register(email.toUpperCase(), `other${i}${stamp}@example.com`),
          ]
        : [register(`racer${i}${stamp}`, mobile), register(mobile, `other${i}${stamp}@example.com`)]
    })
    const results = await Promise.all(pairs.map((pair) => Promise.all(pair)))
    for (const pair of results) {
      expect(pair.map((r) => r.body.code).sort()).toEqual([1, API_CODE.accountExists].sort())
    }
    const everyone = await dbOf(t).select().from(users)
    const others = (id: number) => everyone.filter((u) => u.id !== id)
    const clashes = everyone.filter((a) =>
      others(a.id).some((b) => [b.email?.toLowerCase(), b.mobile].includes(a.account.toLowerCase())),
    )
    expect(clashes).toEqual([])
  })

  it('the database itself refuses a cross-kind clash, whoever writes the row', async () => {
    const stamp = Date.now().toString(36)
    const [first] = await dbOf(t)
      .insert(users)
      .values({
        account: `db${stamp}`,
        email: `db${stamp}@example.com`,
        mobile: '+15550133333',
        passwordHash: 'x',
      })
      .returning()
    const clash = (values: { account: string; email?: string; mobile?: string }) =>
      dbOf(t)
        .insert(users)
        .values({ ...values, passwordHash: 'x' })
        .then(
          () => 'inserted',
          (error: unknown) => (isUniqueViolation(error) ? 'refused' : String(error)),
        )
    expect(await clash({ account: `DB${stamp}@EXAMPLE.COM` })).toBe('refused')
    expect(await clash({ account: '+15550133333' })).toBe('refused')
    expect(await clash({ account: `x${stamp}`, email: `DB${stamp}` })).toBe('refused')
    expect(await clash({ account: `y${stamp}`, mobile: `db${stamp}@example.com` })).toBe('refused')
    // An update is held to the same rule; a user may repeat its own identifier.
    const [second] = await dbOf(t)
      .insert(users)
      .values({ account: `second${stamp}`, passwordHash: 'x' })
      .returning()
    const update = (email: string) =>
      dbOf(t)
        .update(users)
        .set({ email })
        .where(eq(users.id, second!.id))
        .then(
          () => 'updated',
          (error: unknown) => (isUniqueViolation(error) ? 'refused' : String(error)),
        )
    expect(await update(first!.account)).toBe('refused')
    expect(await update(`second${stamp}`)).toBe('updated')
    // Deleting a user frees its identifiers.
    await dbOf(t).delete(users).where(eq(users.id, first!.id))
    expect(await clash({ account: `db${stamp}@example.com` })).toBe('inserted')
  })
})
