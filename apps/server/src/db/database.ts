import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { QueryObserver } from '../observability/server-metrics'
import type * as schema from './schema'

export type Schema = typeof schema

/** The Drizzle database every feature receives; PGlite and postgres-js both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

/** A transaction handle; features accept `Database | Transaction` as `Executor` to compose. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export type Executor = Database | Transaction

export type DriverName = 'pglite' | 'postgres'

/** An open database plus what owns its connection. */
export interface DatabaseHandle {
  db: Database
  driver: DriverName
  /** Applies the migrations in the package's migrations folder (idempotent). */
  migrate(): Promise<void>
  /** Whether every migration of the package's folder is applied (`/readyz`). */
  migrated(): Promise<boolean>
  /** Times every statement from now on (server README "Metrics"); the server sets it once. */
  observeQueries(observer: QueryObserver): void
  /** Connections the pool may open: 1 for PGlite. */
  readonly maxConnections: number
  /** Bytes the database takes (the console's status page). */
  sizeBytes(): Promise<number>
  /**
   * The embedded database as a gzipped tar of its data folder (`ops backup`, server README "Backup
   * and restore"); undefined on PostgreSQL, which is backed up with pg_dump.
   */
  snapshot?(): Promise<Uint8Array>
  close(): Promise<void>
}
