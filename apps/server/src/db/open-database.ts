import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { Database, DatabaseHandle } from './database'
import { findMigrationsDir } from './migrations-dir'
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
    }
  | { kind: 'postgres'; url: string; maxConnections?: number }

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsDir()
  if (target.kind === 'pglite') {
    if (target.dataDir !== undefined) mkdirSync(path.dirname(target.dataDir), { recursive: true })
    const client =
      (target.thread ?? false)
        ? // Implements the part of PGlite's interface drizzle-orm/pglite calls (query, exec,
          // transaction, close); see thread-client.ts.
          ((await PgliteThreadClient.open(target.dataDir)) as unknown as PGlite)
        : target.dataDir === undefined
          ? await PGlite.create()
          : await PGlite.create(target.dataDir)
    const db = drizzlePglite({ client, schema })
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    }
  }
  const client = postgres(target.url, {
    max: target.maxConnections ?? 10,
    // Notices such as "relation already exists, skipping" are noise in the server log.
    onnotice: () => {},
  })
  const db = drizzlePostgres({ client, schema })
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
    close: () => client.end({ timeout: 5 }),
  }
}
