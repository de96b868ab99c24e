/** Causes followed at most: a chain longer than this is not one a driver builds. */
const CAUSE_DEPTH_MAX = 4

/** The fields a database engine's error adds (postgres.js PostgresError, PGlite's DatabaseError). */
interface EngineErrorFields {
  code?: unknown
  detail?: unknown
}

function oneError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, detail } = error as Error & EngineErrorFields
  // SQLSTATE (`42P01`) and the engine's detail line say what went wrong; a Node code (`ECONNREFUSED`) too.
  const codeText = typeof code === 'string' ? ` ${code}` : ''
  const detailText = typeof detail === 'string' && detail !== '' ? ` (${detail})` : ''
  return `${error.name}${codeText}: ${error.message}${detailText}`
}

/**
 * An error as one log text, with its causes (issue #45: drizzle's DrizzleQueryError says "Failed
 * query: <sql> params: <params>" and carries PostgreSQL's own error only as its `cause`, so
 * `String(error)` logged the query without the reason). The deepest cause comes first: log fields are
 * cut at LOG_TEXT_MAX (log-fields.ts), and a long query must not cut off the reason.
 */
export function errorText(error: unknown): string {
  const chain = [oneError(error)]
  const seen = new Set<unknown>([error])
  let current: unknown = error
  while (current instanceof Error && current.cause !== undefined && chain.length <= CAUSE_DEPTH_MAX) {
    current = current.cause
    if (seen.has(current)) break
    seen.add(current)
    chain.push(oneError(current))
  }
  return chain.reverse().join('; in ')
}
