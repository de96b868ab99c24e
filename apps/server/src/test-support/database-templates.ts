import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import type { DatabaseHandle } from '../db/database'
import { openDatabase, pgliteHandle } from '../db/open-database'
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.mjs'
import { createPasswordHasher } from '../security/password-hasher'
import { seedDemoData } from '../seed/seed-demo'
import { createLocalFileStorage } from '../storage/local-file-storage'
import { TEST_HASHER_PARAMS, TEST_STORAGE_DIR } from './test-constants'

/** What a suite's database starts from: the migrations only, or the migrations and the demo seed. */
export type TemplateKind = 'migrated' | 'seeded'

/**
 * Where the run's templates are (handed from the global setup to every test file): one PGlite data
 * folder per kind as an uncompressed tarball, and, when TEST_DATABASE_URL is set, one PostgreSQL
 * template database per kind.
 */
export interface DatabaseTemplates {
  pglite: Record<TemplateKind, string>
  postgres: Record<TemplateKind, string> | undefined
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates
  }
}

/**
 * Migrating and seeding take seconds per database; every suite of a run needs the same result, so
 * the global setup makes each once and the suites copy it (PGlite's `loadDataDir`, PostgreSQL's
 * `CREATE DATABASE ... TEMPLATE`). The seed's pictures go to the shared test upload folder, where
 * every suite's server reads them.
 */
export async function createDatabaseTemplates(adminUrl: string | undefined): Promise<{
  templates: DatabaseTemplates
  remove(): Promise<void>
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'crossmart-db-templates-'))
  const pglite = {} as Record<TemplateKind, string>
  {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
    const handle = pgliteHandle(client, { persisted: false })
    try {
      await handle.migrate()
      pglite.migrated = await dumpPglite(client, path.join(folder, 'migrated.tar'))
      await seed(handle)
      pglite.seeded = await dumpPglite(client, path.join(folder, 'seeded.tar'))
    } finally {
      await handle.close()
    }
  }
  const postgresTemplates = adminUrl ? await createPostgresTemplates(adminUrl) : undefined
  return {
    templates: { pglite, postgres: postgresTemplates?.names },
    async remove() {
      await postgresTemplates?.drop()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

async function seed(handle: DatabaseHandle): Promise<void> {
  await seedDemoData({
    db: handle.db,
    storage: createLocalFileStorage(path.join(TEST_STORAGE_DIR, 'uploads')),
    hasher: createPasswordHasher(TEST_HASHER_PARAMS),
  })
}

async function dumpPglite(client: PGlite, file: string): Promise<string> {
  // Uncompressed: each suite reads it back, and gunzip would cost more than the bytes saved.
  const dump = await client.dumpDataDir('none')
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()))
  return file
}

async function createPostgresTemplates(adminUrl: string): Promise<{
  names: Record<TemplateKind, string>
  drop(): Promise<void>
}> {
  const stem = `crossmart_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const names: Record<TemplateKind, string> = { migrated: `${stem}_migrated`, seeded: `${stem}_seeded` }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const drop = async () => {
    for (const name of Object.values(names))
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end({ timeout: 5 })
  }
  try {
    await admin.unsafe(`CREATE DATABASE "${names.migrated}"`)
    await withDatabase(adminUrl, names.migrated, (handle) => handle.migrate())
    // A template must have no session open when it is copied, so each is closed before the next step.
    await admin.unsafe(`CREATE DATABASE "${names.seeded}" TEMPLATE "${names.migrated}"`)
    await withDatabase(adminUrl, names.seeded, seed)
  } catch (error) {
    await drop()
    throw error
  }
  return { names, drop }
}

async function withDatabase(
  adminUrl: string,
  name: string,
  use: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(adminUrl, name),
    maxConnections: 2,
  })
  try {
    await use(handle)
  } finally {
    await handle.close()
  }
}

/** TEST_DATABASE_URL with another database name (same server, role and password). */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
