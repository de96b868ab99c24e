import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { chatPresence } from '../../db/schema'
import { pgliteTemplate } from '../../test-support/test-databases'
import { openCountingDatabase, type StatementLog } from '../gateway/testing/counting-database'
import { createWukongImPresence } from './wukongim-presence'

describe('WuKongIM presence as the webhook told it', () => {
  let handle: DatabaseHandle
  let log: StatementLog
  const setOnline = (uid: string, onlineDevices: number) =>
    handle.db
      .insert(chatPresence)
      .values({ uid, onlineDevices, updatedAt: new Date() })
      .onConflictDoUpdate({ target: chatPresence.uid, set: { onlineDevices } })

  beforeAll(async () => {
    const counting = await openCountingDatabase(await pgliteTemplate('migrated'))
    handle = counting.database
    log = counting.log
  })
  afterAll(async () => {
    await handle?.close()
  })

  it('kept (one writer): read once, then answered without a statement until that uid changes', async () => {
    const presence = createWukongImPresence(handle.db, { remember: true })
    await setOnline('501', 1)
    log.reset()
    expect([await presence.isOnline('501'), await presence.isOnline('501')]).toEqual([true, true])
    expect(log.statements).toHaveLength(1)

    await setOnline('501', 0)
    presence.changed('501')
    expect(await presence.isOnline('501')).toBe(false)
  })

  it('a read overlapping a write of the same uid is not kept', async () => {
    const presence = createWukongImPresence(handle.db, { remember: true })
    await setOnline('502', 1)
    // The read starts while the row still says online; the write lands before the read answers.
    const reading = presence.isOnline('502')
    presence.changed('502')
    await setOnline('502', 0)
    expect(await reading).toBe(true)
    expect(await presence.isOnline('502')).toBe(false)
  })

  it('not kept (PostgreSQL, several writers): every answer is read', async () => {
    const presence = createWukongImPresence(handle.db, { remember: false })
    await setOnline('503', 1)
    expect(await presence.isOnline('503')).toBe(true)
    await setOnline('503', 0)
    expect(await presence.isOnline('503')).toBe(false)
  })
})
