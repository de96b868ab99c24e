import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import postgres from 'postgres'
import { inject } from 'vitest'
import type { DatabaseHandle, DriverName } from '../db/database'
import { openDatabase } from '../db/open-database'
import { databaseUrlFor, type TemplateKind } from './database-templates'

/**
 * The engines a suite runs on (server README "Tests"). The endpoint suites test what the server
 * does, which the engine does not change: they run on one engine, PGlite (what `pnpm start` runs),
 * or on both with TEST_ENGINES=all. The engine suites test what differs between them (the adapter,
 * statements a driver treats differently, races that only real connections show): they run on
 * PostgreSQL too whenever TEST_DATABASE_URL is set, as in CI.
 */
export function endpointDrivers(): DriverName[] {
  return process.env['TEST_ENGINES'] === 'all' ? engineDrivers() : ['pglite']
}

/** Every engine this machine has: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engineDrivers(): DriverName[] {
  return process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * A database of the suite's own, copied from the run's template (test-support/database-templates.ts):
 * in-memory PGlite loaded from the template's tarball, or a throwaway PostgreSQL database made from
 * the template database next to TEST_DATABASE_URL's and dropped on close (the migrations name the
 * `public` schema, so a database, not a schema, is the unit of isolation).
 */
export async function openTestDatabase(
  driver: DriverName,
  kind: TemplateKind = 'migrated',
): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates')
  if (driver === 'pglite') {
    return openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      template: await openAsBlob(templates.pglite[kind]),
    })
  }
  const adminUrl = process.env['TEST_DATABASE_URL']
  if (!adminUrl || !templates.postgres) throw new Error('TEST_DATABASE_URL is not set')
  const name = `crossmart_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templates.postgres[kind]}"`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(adminUrl, name),
    maxConnections: 10,
  })
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

/**
 * The PGlite template's tarball, for a suite that opens PGlite itself (on disk, say): a Blob backed
 * by the file, read by PGlite as it loads, never copied whole into memory first.
 */
export function pgliteTemplate(kind: TemplateKind = 'migrated'): Promise<Blob> {
  return openAsBlob(inject('databaseTemplates').pglite[kind])
}
