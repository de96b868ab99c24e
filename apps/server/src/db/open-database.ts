import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { Database, DatabaseHandle } from './database'
import { findMigrationsDir } from './migrations-dir'
import { type ObserverSlot, observePglite, observePostgres } from './observed-client'
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs'
import { PgliteThreadClient } from './pglite-thread/thread-client'
import * as schema from './schema'

/** Advisory lock key of migrations (any constant no other lock uses). */
const MIGRATION_LOCK_ID = 7_305_512_001

export type DatabaseTarget =
  | {
      kind: 'pglite'
      /** Embedded PostgreSQL (WASM) persisted in `dataDir`; `undefined` keeps it in memory (tests). */
      dataDir: string | undefined
      /**
       * Where PGlite runs: on the event loop (default), or on a worker thread (`true`, server README
       * "PGlite on its own thread") so its statements never block the event loop, at ~90 µs more
       * CPU per query: the HTTP reads' p99 rose with it, so it is opt-in.
       */
      thread?: boolean
      /** A tarball of a data folder to start from (PGlite's `loadDataDir`): the tests' templates. */
      template?: Blob
    }
  | { kind: 'postgres'; url: string; maxConnections?: number }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir !== undefined) mkdirSync(path.dirname(target.dataDir), { recursive: true })
    // The tests' copies of a migrated database (test-support/database-templates.ts).
    const options = {
      extensions: PGLITE_EXTENSIONS,
      ...(target.template && { loadDataDir: target.template }),
    }
    const client =
      (target.thread ?? false)
        ? // Implements the part of PGlite's interface drizzle-orm/pglite calls (query, exec,
          // transaction, close); see thread-client.ts.
          ((await PgliteThreadClient.open(target.dataDir)) as unknown as PGlite)
        : target.dataDir === undefined
          ? await PGlite.create(options)
          : await PGlite.create(target.dataDir, options)
    return pgliteHandle(client, { persisted: target.dataDir !== undefined })
  }
  const migrationsFolder = findMigrationsDir()
  const client = postgres(target.url, {
    max: target.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    // Notices such as "relation already exists, skipping" are noise in the server log.
    onnotice: () => {},
  })
  const slot: ObserverSlot = { current: undefined }
  const db = drizzlePostgres({ client: observePostgres(client, slot), schema })
  const maxConnections = target.maxConnections ?? DEFAULT_MAX_CONNECTIONS
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    // Replicas starting together migrate one at a time (server README "Production topology"): a
    // session advisory lock on a reserved connection serializes them; the others then find nothing to do.
    async migrate() {
      const lock = await client.reserve()
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
        await migratePostgres(db, { migrationsFolder })
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {})
        lock.release()
      }
    },
    migrated: () => allMigrationsApplied(db as unknown as Database, migrationsFolder),
    observeQueries: (observer) => {
      slot.current = observer
    },
    maxConnections,
    sizeBytes: () => databaseSize(db as unknown as Database),
    close: () => client.end({ timeout: 5 }),
  }
}

/**
 * The handle over an open PGlite: `persisted` when it has a data folder, which is what `ops backup`
 * can snapshot (an in-memory database has nothing to back up).
 */
export function pgliteHandle(client: PGlite, { persisted }: { persisted: boolean }): DatabaseHandle {
  const migrationsFolder = findMigrationsDir()
  const slot: ObserverSlot = { current: undefined }
  const db = drizzlePglite({ client: observePglite(client, slot), schema })
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrated: () => allMigrationsApplied(db as unknown as Database, migrationsFolder),
    observeQueries: (observer) => {
      slot.current = observer
    },
    maxConnections: 1,
    sizeBytes: () => databaseSize(db as unknown as Database),
    // PGlite runs the dump under its query lock, so no statement writes meanwhile; the files and
    // the WAL are taken at one instant and a start on them recovers to the last commit (every
    // acked write). The CHECKPOINT first keeps that recovery short.
    ...(persisted && {
      async snapshot() {
        await client.exec('CHECKPOINT')
        return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())
      },
    }),
    close: () => client.close(),
  }
}

/** postgres-js pool size when the target names none. */
const DEFAULT_MAX_CONNECTIONS = 10

/** Drizzle records each applied migration in drizzle.__drizzle_migrations (one row per folder entry). */
async function allMigrationsApplied(db: Database, migrationsFolder: string): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder }).length
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    applied: number
  }[]
  return Number(rows[0]?.applied ?? 0) >= expected
}

async function databaseSize(db: Database): Promise<number> {
  const result = await db.execute<{ bytes: string }>(
    sql`select pg_database_size(current_database())::text as bytes`,
  )
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { bytes: string }[]
  return Number(rows[0]?.bytes ?? 0)
}
