import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { storedFiles } from '../db/schema'
import { type FileStorage, isValidStorageKey, StorageKeyError } from './file-storage'

/**
 * Files in the database (server README "Production topology"): with DATABASE_URL every replica
 * reads and writes the same rows, so an image uploaded through one is served by all. A second put of
 * a key replaces its bytes, as a file write would. `before` (the local folder a deployment used until
 * now) answers the keys the database does not have, so earlier uploads stay readable.
 */
export function createDatabaseFileStorage(db: Database, before?: FileStorage): FileStorage {
  return {
    async put(key, bytes) {
      if (!isValidStorageKey(key)) throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`)
      await db
        .insert(storedFiles)
        .values({ key, bytes, size: bytes.length })
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, size: bytes.length } })
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
      if (row) return new Uint8Array(row.bytes)
      return before ? before.get(key) : null
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(eq(storedFiles.key, key))
      if (row) return true
      return before ? before.exists(key) : false
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return
      await db.delete(storedFiles).where(eq(storedFiles.key, key))
      // A key may still live in the folder used before; the cleanup must not leave it readable there.
      if (before) await before.delete(key)
    },
  }
}
