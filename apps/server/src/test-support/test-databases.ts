import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import type { DatabaseHandle, DriverName } from '../db/database'
import { openDatabase } from '../db/open-database'

/**
 * The drivers the endpoint suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (README "Tests": the same suite on both; CI provides the URL).
 */
export function availableDrivers(): DriverName[] {
  return process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A fresh, empty database for one suite: in-memory PGlite, or a throwaway PostgreSQL database created
 * next to TEST_DATABASE_URL's and dropped on close (the migrations name the `public` schema, so a
 * database, not a schema, is the unit of isolation).
 */
export async function openTestDatabase(driver: DriverName): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined })
  const adminUrl = process.env['TEST_DATABASE_URL']
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `crossmart_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 10 })
  return {
    ...handle,
    async close() {
      await handle.close()
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} })
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await cleanup.end({ timeout: 5 })
      }
    },
  }
}
