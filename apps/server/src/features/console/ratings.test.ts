import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { shops, users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { createOffsetClock } from '../../test-support/test-clock'
import { endpointDrivers, openTestDatabase } from '../../test-support/test-databases'
import type { ConsoleActor } from './console-actor'
import { rateConversation, ratingsOfConversation, requestRating } from './ratings'

describe.each(endpointDrivers())('satisfaction ratings (issue #29) on %s', (driver) => {
  let handle: DatabaseHandle
  const clock = createOffsetClock()
  let shopA: number
  let shopper: number
  let otherShopper: number
  let staffA: ConsoleActor
  let staffB: ConsoleActor
  let channelId: string

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
    const { db } = handle
    const [a, b] = await db
      .insert(shops)
      .values([{ name: 'Harbor' }, { name: 'Tea' }])
      .returning({ id: shops.id })
    shopA = a!.id
    const person = async (account: string, role: 'shopper' | 'staff', shopId: number | null) => {
      const [row] = await db
        .insert(users)
        .values({ account, nickname: account, passwordHash: '!test', role, shopId, language: 'en' })
        .returning({ id: users.id })
      return row!.id
    }
    shopper = await person('rating-shopper', 'shopper', null)
    otherShopper = await person('rating-shopper2', 'shopper', null)
    const actor = async (account: string, shopId: number): Promise<ConsoleActor> => ({
      userId: await person(account, 'staff', shopId),
      role: 'staff',
      displayName: account,
      shopId,
      shopName: null,
      shopRole: 'agent',
      serviceId: `mer_${shopId}`,
    })
    staffA = await actor('rating-staff-a', shopA)
    staffB = await actor('rating-staff-b', b!.id)
    channelId = `mer_${shopA}_${shopper}`
  }, 240_000)
  afterAll(async () => {
    await handle?.close()
  })

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(RefusalError)
    return (error as RefusalError).code
  }

  it('asks once per resolution: resolving again before an answer reuses the open request', async () => {
    const first = await requestRating(handle.db, clock, { channelId, staffId: staffA.userId })
    expect(first.created).toBe(true)
    const again = await requestRating(handle.db, clock, { channelId, staffId: staffA.userId })
    expect(again).toEqual({ id: first.id, created: false })
  })

  it('takes one answer (1-5, optional comment), then a new resolution asks again', async () => {
    const { id } = await requestRating(handle.db, clock, { channelId, staffId: staffA.userId })
    expect(await refusal(rateConversation(handle.db, clock, shopper, { ratingId: id, score: 6 }))).toBe(
      'rating.scoreInvalid',
    )
    expect(await refusal(rateConversation(handle.db, clock, shopper, { ratingId: id, score: 0 }))).toBe(
      'rating.scoreInvalid',
    )
    // Another shopper cannot answer it: the same answer as no request at all.
    expect(await refusal(rateConversation(handle.db, clock, otherShopper, { ratingId: id, score: 5 }))).toBe(
      'rating.notFound',
    )
    clock.advance(60_000)
    const rated = await rateConversation(handle.db, clock, shopper, {
      ratingId: id,
      score: 4,
      comment: '  Quick and kind  ',
    })
    expect(rated).toMatchObject({ id, score: 4, comment: 'Quick and kind', staffId: staffA.userId })
    expect(await refusal(rateConversation(handle.db, clock, shopper, { ratingId: id, score: 5 }))).toBe(
      'rating.alreadyGiven',
    )
    const next = await requestRating(handle.db, clock, { channelId, staffId: null })
    expect(next.created).toBe(true)
    expect(next.id).not.toBe(id)
  })

  it("shows a conversation's ratings to its shop's staff only", async () => {
    const rows = await ratingsOfConversation(handle.db, staffA, channelId)
    expect(rows.map((r) => r.score)).toEqual([null, 4])
    expect(await refusal(ratingsOfConversation(handle.db, staffB, channelId))).toBe(
      'console.conversationNotFound',
    )
  })
})
