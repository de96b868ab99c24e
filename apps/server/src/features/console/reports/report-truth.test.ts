import { ApiError, type ConsoleReport, consoleReport } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chatChannels,
  chatRatings,
  conversationAssignments,
  conversationEpisodes,
  conversationLabelLinks,
  conversationLabels,
  conversationStates,
  queueSettings,
  users,
} from '../../../db/schema'
import { dbOf } from '../../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../../test-support/commerce-server'
import { endpointDrivers } from '../../../test-support/test-databases'
import type { TestServer } from '../../../test-support/test-server'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Issue #44 "Reports tell the truth": with a member holding 10 open conversations nobody has
 * answered yet, the report said "Whole shop 45, Nobody 43, Service 1 1". Known conversations,
 * assignments, states, labels and ratings (UTC, no business hours), and the exact figures.
 */
describe.each(endpointDrivers())('report figures of known conversations on %s', (driver) => {
  let t: TestServer
  let shopId: number
  let otherShopId: number
  const ids = {} as Record<'ann' | 'bob' | 'cat' | 'dan', number>
  const tokens = {} as Record<'ann' | 'bob' | 'cat' | 'dan' | 'stranger' | 'operator', string>
  let today = 0
  let report: ConsoleReport

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 2, 10)
    t = started.t
    shopId = started.picks[0]!.shopId
    otherShopId = started.picks[1]!.shopId
    const db = dbOf(t)
    for (const name of ['ann', 'bob', 'cat', 'dan', 'stranger', 'operator'] as const) {
      const { token, userId } = await t.register(name)
      const shop = name === 'stranger' ? otherShopId : name === 'operator' ? null : shopId
      await db
        .update(users)
        .set({
          role: name === 'operator' ? 'operator' : 'staff',
          shopId: shop,
          shopRole: shop === null ? null : 'agent',
          nickname: name,
        })
        .where(eq(users.id, userId))
      tokens[name] = token
      if (name !== 'stranger' && name !== 'operator') ids[name] = userId
    }
    const rater = (await t.register('rater')).userId
    const now = t.clock.now()
    today = Date.parse(`${dayOf(now)}T00:00:00Z`)
    const yesterday = today - DAY
    const before = today - 2 * DAY
    const service = `mer_${shopId}`
    let next = 0
    /** A conversation of the shop: its channel, and its episode, assignment and state as given. */
    const conversation = async (c: {
      openedAt: number
      firstResponseAfter?: number
      resolvedAt?: number
      /** Who the episode counts for as written (the first answer's or the resolution's). */
      episodeStaff?: number
      holder?: number
      state?: 'open' | 'pending' | 'resolved'
      awaitingSince?: number
      label?: number
      rating?: { score: number; at: number }
      serviceId?: string
    }) => {
      const serviceId = c.serviceId ?? service
      const canonicalId = `${serviceId}_${900_000 + next++}`
      await db.insert(chatChannels).values({ channelId: canonicalId, channelType: 7, lastSeq: 2 })
      await db.insert(conversationEpisodes).values({
        canonicalId,
        serviceId,
        staffId: c.episodeStaff ?? null,
        openedAt: new Date(c.openedAt),
        firstResponseAt:
          c.firstResponseAfter === undefined ? null : new Date(c.openedAt + c.firstResponseAfter),
        resolvedAt: c.resolvedAt === undefined ? null : new Date(c.resolvedAt),
      })
      if (c.holder !== undefined)
        await db
          .insert(conversationAssignments)
          .values({ canonicalId, serviceId, staffId: c.holder, assignedAt: new Date(c.openedAt) })
      if (c.state !== undefined || c.awaitingSince !== undefined)
        await db.insert(conversationStates).values({
          canonicalId,
          serviceId,
          state: c.state ?? 'open',
          awaitingSince: c.awaitingSince === undefined ? null : new Date(c.awaitingSince),
          updatedAt: new Date(c.openedAt),
        })
      if (c.label !== undefined)
        await db
          .insert(conversationLabelLinks)
          .values({ canonicalId, labelId: c.label, addedAt: new Date(c.openedAt) })
      if (c.rating)
        await db.insert(chatRatings).values({
          canonicalId,
          serviceId,
          shopperId: rater,
          staffId: c.episodeStaff ?? null,
          requestedAt: new Date(c.rating.at - MIN),
          score: c.rating.score,
          ratedAt: new Date(c.rating.at),
        })
    }
    const [refund] = await db
      .insert(conversationLabels)
      .values([
        { serviceId: service, name: 'Refund', colour: 'red', updatedAt: new Date() },
        { serviceId: service, name: 'Empty', colour: 'blue', updatedAt: new Date() },
      ])
      .returning({ id: conversationLabels.id })
    // Ann holds 10 open conversations of yesterday that nobody has answered yet (the bug's case);
    // three carry the Refund label.
    for (let i = 0; i < 10; i++)
      await conversation({
        openedAt: yesterday + (i + 1) * HOUR,
        holder: ids.ann,
        ...(i < 3 ? { label: refund!.id } : {}),
      })
    // Bob resolved two: one the day before yesterday (answered in 4 min, rated 5), one opened
    // yesterday and resolved today (answered in 6 min, labelled, rated 3); and holds a pending one
    // he answered in 2 min.
    await conversation({
      openedAt: before + 2 * HOUR,
      firstResponseAfter: 4 * MIN,
      resolvedAt: before + 3 * HOUR,
      episodeStaff: ids.bob,
      holder: ids.bob,
      state: 'resolved',
      rating: { score: 5, at: before + 4 * HOUR },
    })
    await conversation({
      openedAt: yesterday + 12 * HOUR,
      firstResponseAfter: 6 * MIN,
      resolvedAt: today + HOUR,
      episodeStaff: ids.bob,
      holder: ids.bob,
      state: 'resolved',
      label: refund!.id,
      rating: { score: 3, at: today + 2 * HOUR },
    })
    await conversation({
      openedAt: yesterday + 13 * HOUR,
      firstResponseAfter: 2 * MIN,
      episodeStaff: ids.bob,
      holder: ids.bob,
      state: 'pending',
    })
    // Two of today nobody holds: one waiting 20 minutes for an answer, one 2 minutes.
    await conversation({ openedAt: today, awaitingSince: now - 20 * MIN })
    await conversation({ openedAt: today + MIN, awaitingSince: now - 2 * MIN })
    // Cat resolved one the day before yesterday that was opened a week ago (outside the period),
    // rated 4 today (late): counts as resolved in the period, not as a conversation of it.
    await conversation({
      openedAt: today - 7 * DAY,
      resolvedAt: before + 5 * HOUR,
      episodeStaff: ids.cat,
      state: 'resolved',
      rating: { score: 4, at: today + 3 * HOUR },
    })
    // Another shop's open, waiting conversation counts nowhere here.
    await conversation({
      openedAt: today,
      awaitingSince: now - 30 * MIN,
      serviceId: `mer_${otherShopId}`,
    })
    report = await t.client(tokens.bob).call(consoleReport, { fromDay: dayOf(before), toDay: dayOf(today) })
  }, 240_000)
  afterAll(async () => t?.close())

  it('counts an unanswered conversation for the member holding it, not for nobody (the bug)', () => {
    // 10 (Ann) + 3 (Bob) + 2 (nobody); Cat's was opened before the period.
    expect(report.total.conversations).toBe(15)
    const byName = Object.fromEntries(report.staff.map((s) => [s.name || 'nobody', s.figures.conversations]))
    // Cat resolved nothing opened in the period but was rated in it.
    expect(byName).toEqual({ ann: 10, bob: 3, cat: 0, nobody: 2 })
  })

  it('gives every member what they hold open now, what they resolved and their first responses', () => {
    const members = Object.fromEntries(report.members.map((m) => [m.name, m]))
    expect(Object.keys(members).sort()).toEqual(['ann', 'bob', 'cat', 'dan'])
    expect(members.ann).toMatchObject({ assignedOpen: 10, resolved: 0, firstResponse: { count: 0 } })
    // Bob's pending conversation is not open (it waits on the shopper).
    expect(members.bob).toMatchObject({
      assignedOpen: 0,
      resolved: 2,
      firstResponse: { median: 4 * MIN, p90: 6 * MIN, count: 3 },
    })
    expect(members.cat).toMatchObject({ assignedOpen: 0, resolved: 1 })
    expect(members.dan).toMatchObject({ assignedOpen: 0, resolved: 0, firstResponse: { median: null } })
    expect(report.members[0]!.name).toBe('ann')
  })

  it('counts the live queue: open, nobody holding, waiting longer than the default 5 minutes', () => {
    expect(report.queue).toEqual({ open: 12, unassigned: 2, waiting: 1, waitingMinutes: 5 })
    // What members hold and what nobody holds add up to the open conversations.
    const held = report.members.reduce((sum, m) => sum + m.assignedOpen, 0)
    expect(held + report.queue.unassigned).toBe(report.queue.open)
  })

  it('gives every day of the period, labels and satisfaction per day', () => {
    expect(report.daily.map((d) => [d.day, d.opened, d.resolved])).toEqual([
      [dayOf(today - 2 * DAY), 1, 2],
      [dayOf(today - DAY), 12, 0],
      [dayOf(today), 2, 1],
    ])
    expect(report.daily.map((d) => d.satisfaction)).toEqual([
      { average: 5, count: 1 },
      { average: null, count: 0 },
      { average: 3.5, count: 2 },
    ])
    expect(report.total.satisfaction).toEqual({ average: 4, count: 3 })
    expect(report.labels.map((l) => [l.name, l.conversations, l.resolved])).toEqual([
      ['Empty', 0, 0],
      ['Refund', 4, 1],
    ])
  })

  it("takes 'waiting too long' from the service's queue settings when it has them", async () => {
    await dbOf(t)
      .insert(queueSettings)
      .values({
        serviceId: `mer_${shopId}`,
        hours: [],
        awayTexts: {},
        noAnswerMinutes: 1,
        updatedAt: new Date(),
      })
    const again = await t
      .client(tokens.ann)
      .call(consoleReport, { fromDay: dayOf(today), toDay: dayOf(today) })
    expect(again.queue).toEqual({ open: 12, unassigned: 2, waiting: 2, waitingMinutes: 1 })
    expect(again.daily).toHaveLength(1)
  })

  it("shows another shop's staff nothing of it, and the operator the same figures", async () => {
    const period = { fromDay: dayOf(today - 2 * DAY), toDay: dayOf(today) }
    await expect(t.client(tokens.stranger).call(consoleReport, { ...period, shopId })).rejects.toBeInstanceOf(
      ApiError,
    )
    const own = await t.client(tokens.stranger).call(consoleReport, period)
    expect(own.queue).toMatchObject({ open: 1, unassigned: 1 })
    expect(own.members.map((m) => m.name)).toEqual(['stranger'])
    const operator = await t.client(tokens.operator).call(consoleReport, { ...period, shopId })
    expect(operator.members.find((m) => m.name === 'ann')?.assignedOpen).toBe(10)
    expect(operator.total.conversations).toBe(15)
  })
})
