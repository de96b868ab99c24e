import { PGlite } from '@electric-sql/pglite'
import type { DatabaseHandle } from '../../../db/database'
import { pgliteHandle } from '../../../db/open-database'
import { PGLITE_EXTENSIONS } from '../../../db/pglite-extensions.mjs'

/** Every statement the server sent to the database, in order (a transaction adds its BEGIN and COMMIT). */
export interface StatementLog {
  readonly statements: readonly string[]
  /** Forgets what was counted so far (a test counts from a point of its own). */
  reset(): void
}

type Runner = (...args: unknown[]) => unknown

/** Wraps `query` and `exec` of a PGlite client or transaction so each call is written down. */
function counted<T extends object>(target: T, record: (text: string) => void): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown
      if (typeof value !== 'function') return value
      const run = value as Runner
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) => {
          record(String(args[0]))
          return run.apply(object, args)
        }
      if (property === 'transaction')
        return (body: (tx: object) => unknown, ...rest: unknown[]) => {
          record('BEGIN')
          return Promise.resolve(
            run.apply(object, [(tx: object) => body(counted(tx, record)), ...rest]) as Promise<unknown>,
          ).finally(() => record('COMMIT'))
        }
      return run.bind(object)
    },
  })
}

/**
 * An in-memory PGlite (from `template`, a data folder's tarball) whose every statement is counted:
 * the statement budgets of the chat's send path (gateway-statement-budget.test.ts) count exactly,
 * where a timing would depend on the machine.
 */
export async function openCountingDatabase(
  template: Blob,
): Promise<{ database: DatabaseHandle; log: StatementLog }> {
  const client = await PGlite.create({ loadDataDir: template, extensions: PGLITE_EXTENSIONS })
  const statements: string[] = []
  const database = pgliteHandle(
    counted(client, (text) => statements.push(text)),
    { persisted: false },
  )
  return {
    database,
    log: {
      statements,
      reset: () => {
        statements.length = 0
      },
    },
  }
}
