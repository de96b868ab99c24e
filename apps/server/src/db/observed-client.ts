import { startStopwatch } from '../clock'
import type { QueryObserver } from '../observability/server-metrics'

/**
 * Times what Drizzle asks of the driver (server README "Metrics": query duration and pool use)
 * without touching Drizzle: the client it is given is wrapped. Statements inside a transaction are
 * timed as the whole transaction. The observer is set after the database is open (the server's
 * metrics are made later), so it is read on every call.
 */
export interface ObserverSlot {
  current: QueryObserver | undefined
}

function timed<T>(slot: ObserverSlot, kind: 'query' | 'transaction', run: () => Promise<T>): Promise<T> {
  const observer = slot.current
  if (!observer) return run()
  observer.started()
  const elapsed = startStopwatch()
  return run().then(
    (value) => {
      observer.finished(kind, elapsed(), true)
      return value
    },
    (error: unknown) => {
      observer.finished(kind, elapsed(), false)
      throw error
    },
  )
}

/** PGlite (or its thread client): `query`, `exec` and `transaction` are promises. */
export function observePglite<C extends object>(client: C, slot: ObserverSlot): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      if (property === 'query' || property === 'exec')
        return (...args: unknown[]) => timed(slot, 'query', () => value.apply(target, args))
      if (property === 'transaction')
        return (...args: unknown[]) => timed(slot, 'transaction', () => value.apply(target, args))
      return value.bind(target)
    },
  })
}

type Thenable = { then(onOk?: unknown, onError?: unknown): unknown }

/**
 * postgres-js: `unsafe` returns a lazy query that runs when awaited (`then`), and `values()` returns
 * the same object, so the timing starts in `then`. `begin` runs a whole transaction.
 */
export function observePostgres<C extends object>(client: C, slot: ObserverSlot): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (property === 'unsafe' && typeof value === 'function') {
        return (...args: unknown[]) => {
          const query = value.apply(target, args) as Thenable
          const then = query.then
          // biome-ignore lint/suspicious/noThenProperty: the query is a thenable by design; this wraps its own `then`
          query.then = (onOk?: unknown, onError?: unknown) =>
            timed(
              slot,
              'query',
              () => new Promise((resolve, reject) => then.call(query, resolve, reject)),
            ).then(onOk as (v: unknown) => unknown, onError as (e: unknown) => unknown)
          return query
        }
      }
      if (property === 'begin' && typeof value === 'function')
        return (...args: unknown[]) => timed(slot, 'transaction', () => value.apply(target, args))
      return value
    },
  })
}
