import { messages } from '@electric-sql/pglite'
import type { WireError } from './protocol'

/** A request made after `close()` (or while closing): the database is gone on purpose. */
export class PgliteThreadClosedError extends Error {
  constructor() {
    super('the PGlite worker is closed')
    this.name = 'PgliteThreadClosedError'
  }
}

/** The worker thread stopped on its own (crash, out of memory): pending and later requests fail. */
export class PgliteThreadDiedError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`the PGlite worker stopped: ${detail}`, options)
    this.name = 'PgliteThreadDiedError'
  }
}

/** A request option that cannot cross a thread boundary (it holds functions or a Blob). */
export class PgliteThreadUnsupportedError extends Error {
  constructor(option: string) {
    super(`PGlite query option "${option}" is not supported across the worker boundary`)
    this.name = 'PgliteThreadUnsupportedError'
  }
}

/**
 * Rebuilds a worker's error on this thread: PostgreSQL errors become PGlite's own `DatabaseError`
 * with every field (`code`, `constraint`, `detail`...), so code that catches by code or by class
 * behaves as with an in-process PGlite; the query and params are re-attached as PGlite does.
 */
export function errorFromWire(wire: WireError, query?: { sql: string; params: unknown }): Error {
  const error = (
    wire.database
      ? new messages.DatabaseError(wire.message, Number(wire.fields['length'] ?? 0), 'error')
      : new Error(wire.message)
  ) as Error & Record<string, unknown>
  for (const [key, value] of Object.entries(wire.fields)) {
    if (key !== 'length') error[key] = value
  }
  if (!wire.database) error.name = wire.name
  if (wire.stack) error.stack = wire.stack
  if (query && wire.database) {
    error['query'] = query.sql
    error['params'] = query.params
  }
  return error
}
