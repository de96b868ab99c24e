import { teamChannelIdOf } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { shops, users } from '../../db/schema'
import { engineDrivers, openTestDatabase } from '../../test-support/test-databases'
import { loadGroupMembers } from '../storage/group-store'
import { syncTeamChannels } from './team-channels'

describe.each(engineDrivers())('team channels kept in step with the staff (%s)', (driver) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('one group per service: shop staff, platform staff with the operators; idempotent; leavers are kept as removed', async () => {
    const { db } = handle
    const [shop] = await db.insert(shops).values({ name: 'Harbor Goods' }).returning({ id: shops.id })
    const person = async (account: string, role: 'staff' | 'operator' | 'shopper', shopId: number | null) => {
      const [row] = await db
        .insert(users)
        .values({ account, nickname: account, passwordHash: '!test', role, shopId })
        .returning({ id: users.id })
      return String(row!.id)
    }
    const a = await person('a', 'staff', shop!.id)
    const b = await person('b', 'staff', shop!.id)
    const platform = await person('p', 'staff', null)
    const operator = await person('o', 'operator', null)
    await person('shopper', 'shopper', null)
    const team = teamChannelIdOf(`mer_${shop!.id}`)

    expect(await syncTeamChannels(db)).toEqual([
      { channelId: team, added: [a, b], removed: [] },
      { channelId: teamChannelIdOf('platform'), added: [platform, operator], removed: [] },
    ])
    expect(await syncTeamChannels(db)).toEqual([])

    const before = await loadGroupMembers(db, team, 0)
    const version = Math.max(...before.map((m) => m.version))
    await db
      .update(users)
      .set({ role: 'shopper', shopId: null })
      .where(eq(users.id, Number(b)))
    await db
      .update(users)
      .set({ role: 'shopper' })
      .where(eq(users.id, Number(a)))
    // The last member gone: the channel stays, with nobody in it.
    expect(await syncTeamChannels(db)).toEqual([{ channelId: team, added: [], removed: [a, b] }])
    const changed = await loadGroupMembers(db, team, version)
    expect(changed.map((m) => [m.uid, m.removed])).toEqual([
      [a, true],
      [b, true],
    ])
    expect(await syncTeamChannels(db)).toEqual([])
  })

  it('catches up many new teams in turns, letting other work run between them', async () => {
    const { db } = handle
    const created = await db
      .insert(shops)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Bulk shop ${i}` })))
      .returning({ id: shops.id })
    await db.insert(users).values(
      created.map((shop, i) => ({
        account: `bulk-staff-${i}`,
        nickname: `bulk ${i}`,
        passwordHash: '!test',
        role: 'staff' as const,
        shopId: shop.id,
      })),
    )
    // Timers stand for the gateway's socket work: they must get turns while the sync writes.
    let turns = 0
    const ticker = setInterval(() => {
      turns += 1
    }, 0)
    const changes = await syncTeamChannels(db)
    clearInterval(ticker)
    expect(changes.map((c) => c.channelId).sort()).toEqual(
      created.map((shop) => teamChannelIdOf(`mer_${shop.id}`)).sort(),
    )
    expect(turns).toBeGreaterThan(5)
    expect(await syncTeamChannels(db)).toEqual([])
  })
})
