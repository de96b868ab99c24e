import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../../db/database'
import { conversationAssignments, conversationEpisodes, users } from '../../../db/schema'
import { createOffsetClock } from '../../../test-support/test-clock'
import { endpointDrivers, openTestDatabase } from '../../../test-support/test-databases'
import { createEpisodeRecorder } from './episode-recorder'

/**
 * Issue #44 "Reports tell the truth": a first answer in a conversation nobody holds counts for the
 * member who gave it (it counted for "nobody"), and the service's own automatic messages (away
 * message, rating ask) are no answer at all.
 */
describe.each(endpointDrivers())('episode recorder: who answered first, on %s', (driver) => {
  let handle: DatabaseHandle
  const clock = createOffsetClock()
  let ann: number
  let bob: number

  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
    const person = async (account: string) => {
      const [row] = await handle.db
        .insert(users)
        .values({ account, nickname: account, passwordHash: '!test', role: 'staff', shopId: 1 })
        .returning({ id: users.id })
      return row!.id
    }
    ann = await person('episode-ann')
    bob = await person('episode-bob')
  }, 240_000)
  afterAll(async () => handle?.close())

  const episodeOf = async (canonicalId: string) => {
    const [row] = await handle.db
      .select()
      .from(conversationEpisodes)
      .where(eq(conversationEpisodes.canonicalId, canonicalId))
    return row!
  }

  it('counts the first answer of an unassigned conversation for whoever answered', async () => {
    const recorder = createEpisodeRecorder({ db: handle.db, clock })
    const channel = { canonicalId: 'mer_1_501', serviceId: 'mer_1' }
    await recorder.shopperWrote(channel, 1_000_000)
    // The away message (the service's own uid) is not an answer.
    await recorder.staffAnswered(channel.canonicalId, 1_000_500, 'mer_1')
    expect(await episodeOf(channel.canonicalId)).toMatchObject({ firstResponseAt: null, staffId: null })
    await recorder.staffAnswered(channel.canonicalId, 1_060_000, String(ann))
    expect(await episodeOf(channel.canonicalId)).toMatchObject({
      firstResponseAt: new Date(1_060_000),
      staffId: ann,
    })
  })

  it('counts it for the member holding the conversation when someone holds it', async () => {
    const recorder = createEpisodeRecorder({ db: handle.db, clock })
    const channel = { canonicalId: 'mer_1_502', serviceId: 'mer_1' }
    await handle.db
      .insert(conversationAssignments)
      .values({ canonicalId: channel.canonicalId, serviceId: 'mer_1', staffId: bob, assignedAt: new Date() })
    await recorder.shopperWrote(channel, 2_000_000)
    await recorder.staffAnswered(channel.canonicalId, 2_030_000, String(ann))
    expect(await episodeOf(channel.canonicalId)).toMatchObject({ staffId: bob })
  })
})
