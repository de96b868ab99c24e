import {
  ApiError,
  type ConsoleShopper,
  consoleShopper,
  RECHARGE_METHOD,
  TOKEN_HEADER,
  walletRecharge,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatChannels, complaintResolutions, complaints, conversationEpisodes, users } from '../../db/schema'
import { checkout, dbOf, makeShopper, type Shopper, type SkuPick } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { countryOf, maskAccount } from './shopper-context'

const HOUR = 60 * 60 * 1000

describe('the account as staff see it (issue #44)', () => {
  it.each([
    ['demo', 'de*o'],
    ['ab', 'a*'],
    ['a', 'a*'],
    ['alexander', 'al****r'],
    ['jo.smith@example.com', 'jo***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['+15551234567', '+15****67'],
    ['0812345678', '081****78'],
  ])('%s -> %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked)
    expect(maskAccount(account)).not.toBe(account)
  })

  it.each([
    ['TH', '+15551234567', { country: 'TH', countrySource: 'address' }],
    ['', '+66812345678', { country: 'TH', countrySource: 'phone' }],
    [undefined, '+819012345678', { country: 'JP', countrySource: 'phone' }],
    [undefined, '0812345678', { country: null, countrySource: null }],
    [undefined, null, { country: null, countrySource: null }],
    [undefined, '+999123', { country: null, countrySource: null }],
  ])('country from address %s / phone %s', (address, mobile, expected) => {
    expect(countryOf(address, mobile)).toEqual(expected)
  })
})

/**
 * Issue #44 "Who the shopper is" on a real server: a shop's staff see the shopper's account
 * (masked), country, conversations and orders with their own shop only, never another shop's and
 * never the wallet; the platform's service sees top-ups, withdrawals and complaints with states.
 */
describe.each(endpointDrivers())('the shopper in the context panel on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let shopper: Shopper
  const token = {} as Record<'staffA' | 'staffB' | 'platform' | 'operator', string>
  const channel = { a: '', b: '', platform: '' }

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 2, 50)
    t = started.t
    picks = started.picks
    const db = dbOf(t)
    shopper = await makeShopper(t, { balanceCents: 10_000 })
    // Two orders with shop A, one with shop B.
    await checkout(shopper, [{ pick: picks[0]!, quantity: 1 }])
    await checkout(shopper, [{ pick: picks[0]!, quantity: 2 }])
    await checkout(shopper, [{ pick: picks[1]!, quantity: 1 }])
    // A second top-up, still waiting, and a complaint about the platform, resolved.
    await shopper.client.call(walletRecharge, {
      method: RECHARGE_METHOD.manual,
      amountCents: 2_500,
      evidence: shopper.image,
    })
    const [complaint] = await db
      .insert(complaints)
      .values({ userId: shopper.userId, content: 'late refund', certificate: '' })
      .returning({ id: complaints.id })
    await db.insert(complaints).values({ userId: shopper.userId, content: 'another', certificate: '' })
    const staff = async (key: keyof typeof token, shopId: number | null, role: 'staff' | 'operator') => {
      const registered = await t.register(key)
      await db
        .update(users)
        .set({ role, shopId, shopRole: shopId === null ? null : 'agent', nickname: key })
        .where(eq(users.id, registered.userId))
      token[key] = registered.token
      return registered.userId
    }
    await staff('staffA', picks[0]!.shopId, 'staff')
    await staff('staffB', picks[1]!.shopId, 'staff')
    await staff('platform', null, 'staff')
    const operatorId = await staff('operator', null, 'operator')
    await db
      .insert(complaintResolutions)
      .values({ complaintId: complaint!.id, note: 'paid', resolvedBy: operatorId, resolvedAt: new Date() })
    channel.a = `mer_${picks[0]!.shopId}_${shopper.userId}`
    channel.b = `mer_${picks[1]!.shopId}_${shopper.userId}`
    channel.platform = `platform_${shopper.userId}`
    const now = t.clock.now()
    for (const channelId of Object.values(channel))
      await db.insert(chatChannels).values({ channelId, channelType: 7, lastSeq: 3 })
    const episode = (canonicalId: string, serviceId: string, openedHoursAgo: number, resolved: boolean) => ({
      canonicalId,
      serviceId,
      openedAt: new Date(now - openedHoursAgo * HOUR),
      resolvedAt: resolved ? new Date(now - openedHoursAgo * HOUR + HOUR) : null,
    })
    await db
      .insert(conversationEpisodes)
      .values([
        episode(channel.a, `mer_${picks[0]!.shopId}`, 72, true),
        episode(channel.a, `mer_${picks[0]!.shopId}`, 48, true),
        episode(channel.a, `mer_${picks[0]!.shopId}`, 2, false),
        episode(channel.b, `mer_${picks[1]!.shopId}`, 30, true),
        episode(channel.platform, 'platform', 5, false),
      ])
  }, 240_000)
  afterAll(async () => t?.close())

  const ask = (who: keyof typeof token, channelId: string, limit?: number): Promise<ConsoleShopper> =>
    t.client(token[who]).call(consoleShopper, { channelId, ...(limit ? { limit } : {}) })

  it("shows a shop's staff their own shop's conversations and orders, masked account and country, no wallet", async () => {
    const seen = await ask('staffA', channel.a)
    const [account] = await dbOf(t)
      .select({ account: users.account })
      .from(users)
      .where(eq(users.id, shopper.userId))
    expect(seen.account).toBe(maskAccount(account!.account))
    expect(seen.account).not.toBe(account!.account)
    expect(seen).toMatchObject({ country: 'US', countrySource: 'address', ordersTotal: 2, wallet: null })
    expect(seen.orders.map((o) => o.shopId)).toEqual([picks[0]!.shopId, picks[0]!.shopId])
    expect(seen.orders.every((o) => o.shopperId === shopper.userId)).toBe(true)
    expect(seen.conversations.channelId).toBe(channel.a)
    expect(seen.conversations.total).toBe(3)
    // Newest first: the open one, then the two resolved.
    expect(seen.conversations.list.map((c) => c.state)).toEqual(['open', 'resolved', 'resolved'])

    const other = await ask('staffB', channel.b)
    expect(other).toMatchObject({ ordersTotal: 1, wallet: null })
    expect(other.conversations.total).toBe(1)
    expect(other.orders.map((o) => o.shopId)).toEqual([picks[1]!.shopId])
    // Shop B never reaches shop A's conversation (not found, as if it did not exist).
    await expect(ask('staffB', channel.a)).rejects.toBeInstanceOf(ApiError)
    await expect(ask('staffA', channel.platform)).rejects.toBeInstanceOf(ApiError)
  })

  it('trims every list to the limit and keeps the totals', async () => {
    const seen = await ask('staffA', channel.a, 1)
    expect(seen.orders).toHaveLength(1)
    expect(seen.ordersTotal).toBe(2)
    expect(seen.conversations.list).toHaveLength(1)
    expect(seen.conversations.total).toBe(3)
    const refused = await t.raw(`/api/console/shopper?channelId=${channel.a}&limit=21`, {
      headers: { [TOKEN_HEADER]: token.staffA },
    })
    expect(refused.body.code).not.toBe(1)
  })

  it("shows the platform's service the top-ups, withdrawals and complaints with their states", async () => {
    const seen = await ask('platform', channel.platform)
    expect(seen.orders).toEqual([])
    expect(seen.ordersTotal).toBe(0)
    expect(seen.conversations.total).toBe(1)
    expect(seen.wallet).not.toBeNull()
    const wallet = seen.wallet!
    expect(wallet.topUps.total).toBe(2)
    // Newest first: the waiting 25.00, then the passed 100.00 of fund().
    expect(wallet.topUps.list.map((r) => [r.amountCents, r.status])).toEqual([
      [2_500, 0],
      [10_000, 1],
    ])
    expect(wallet.withdrawals).toEqual({ total: 0, list: [] })
    expect(wallet.complaints.total).toBe(2)
    expect(wallet.complaints.list.map((c) => [c.kind, c.resolvedAt !== null])).toEqual([
      ['platform', false],
      ['platform', true],
    ])
    // The operator answers the platform's service too, and sees every shop's orders.
    const operator = await ask('operator', channel.platform, 2)
    expect(operator.ordersTotal).toBe(3)
    expect(operator.orders).toHaveLength(2)
    expect(operator.wallet?.topUps.list).toHaveLength(2)
    expect(operator.wallet?.complaints.list).toHaveLength(2)
  })
})
