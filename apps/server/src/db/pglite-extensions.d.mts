import type { Extension } from '@electric-sql/pglite'

/** pg_trgm: trigram similarity and trigram GIN indexes (migration 0023, the product search). */
export declare const PGLITE_EXTENSIONS: Readonly<{ pg_trgm: Extension }>
