/**
 * Messages between `PgliteThreadClient` and the PGlite worker (worker.mjs). Everything here crosses
 * `postMessage`, so it is structured-clone data: no functions, no class instances.
 */

export type RowMode = 'array' | 'object'

export type WorkerRequest =
  | {
      op: 'query'
      id: number
      sql: string
      params: unknown[] | undefined
      rowMode: RowMode | undefined
      paramTypes: number[] | undefined
      /** Type OIDs the caller has parsers for: the worker returns those columns' text unparsed. */
      textTypes: number[] | undefined
      tx: number | undefined
    }
  | { op: 'exec'; id: number; sql: string; tx: number | undefined }
  /** Opens transaction `tx` and holds it (and PGlite's transaction mutex) until `end`. */
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number }
  /** The data folder as a gzipped tar (PGlite's dumpDataDir), for `ops backup`. */
  | { op: 'dump'; id: number }

export interface WireField {
  name: string
  dataTypeID: number
}

export interface WireResults {
  rows: unknown[]
  fields: WireField[]
  affectedRows?: number
  rowCount?: number
  command?: string
}

/** An error copied field by field (`database`: it was PostgreSQL's, a PGlite `DatabaseError`). */
export interface WireError {
  name: string
  message: string
  stack?: string
  fields: Record<string, string | number | boolean | undefined>
  database: boolean
}

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WireError }
  | { kind: 'reply'; id: number; ok: true; result: unknown }
  | { kind: 'reply'; id: number; ok: false; error: WireError }
