// The PostgreSQL extensions every PGlite of the server loads (server README "Search"): plain
// JavaScript so the worker thread (pglite-thread/worker.mjs) imports it without a loader, as the
// TypeScript code does. A migration's `CREATE EXTENSION` needs the extension's files in the WASM
// build, which PGlite adds only for those passed to its constructor; every PGlite that runs the
// migrations (server, worker, tests, restore) therefore gets this one object.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** pg_trgm: trigram similarity and trigram GIN indexes (migration 0023, the product search). */
export const PGLITE_EXTENSIONS = Object.freeze({ pg_trgm })
