import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { engineDrivers, openTestDatabase } from '../test-support/test-databases'
import { createDatabaseFileStorage } from './database-file-storage'
import { createLocalFileStorage } from './local-file-storage'

describe.each(engineDrivers())('database file storage (%s)', (driver) => {
  let database: DatabaseHandle
  let root: string
  beforeAll(async () => {
    database = await openTestDatabase(driver)
    await database.migrate()
    root = await mkdtemp(path.join(tmpdir(), 'crossmart-dbstorage-'))
  })
  afterAll(async () => {
    await database?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('stores, replaces, reads back and reports existence', async () => {
    const storage = createDatabaseFileStorage(database.db)
    await storage.put('u/202611/a.png', Uint8Array.from([1, 2, 3, 0, 255]))
    expect(await storage.get('u/202611/a.png')).toEqual(Uint8Array.from([1, 2, 3, 0, 255]))
    await storage.put('u/202611/a.png', Uint8Array.from([9]))
    expect(await storage.get('u/202611/a.png')).toEqual(Uint8Array.from([9]))
    expect(await storage.exists('u/202611/a.png')).toBe(true)
    expect(await storage.get('u/202611/missing.png')).toBeNull()
    expect(await storage.exists('u/202611/missing.png')).toBe(false)
  })

  it('a second storage on the same database (another replica) reads what the first wrote', async () => {
    await createDatabaseFileStorage(database.db).put('u/202611/shared.webp', Uint8Array.from([7, 7]))
    expect(await createDatabaseFileStorage(database.db).get('u/202611/shared.webp')).toEqual(
      Uint8Array.from([7, 7]),
    )
  })

  it('answers keys it lacks from the folder used before', async () => {
    const local = createLocalFileStorage(root)
    await local.put('seed/old.jpg', Uint8Array.from([4]))
    const storage = createDatabaseFileStorage(database.db, local)
    expect(await storage.get('seed/old.jpg')).toEqual(Uint8Array.from([4]))
    expect(await storage.exists('seed/old.jpg')).toBe(true)
  })

  it('deletes from the database and from the folder used before; a missing key is not an error', async () => {
    const local = createLocalFileStorage(root)
    await local.put('seed/both.jpg', Uint8Array.from([5]))
    const storage = createDatabaseFileStorage(database.db, local)
    await storage.put('u/202611/del.png', Uint8Array.from([6]))
    await storage.delete('u/202611/del.png')
    await storage.delete('seed/both.jpg')
    expect(await storage.exists('u/202611/del.png')).toBe(false)
    expect(await storage.exists('seed/both.jpg')).toBe(false)
    await expect(storage.delete('u/202611/never.png')).resolves.toBeUndefined()
  })

  it.each(['../escape.png', 'UPPER.png', 'a//b.png'])('refuses key %j', async (key) => {
    const storage = createDatabaseFileStorage(database.db)
    await expect(storage.put(key, new Uint8Array([1]))).rejects.toMatchObject({ code: 'STORAGE_KEY_INVALID' })
    expect(await storage.get(key)).toBeNull()
  })
})
