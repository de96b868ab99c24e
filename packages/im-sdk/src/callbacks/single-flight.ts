import { MissingCallbackError } from '../client-errors.js'
import type { DataCallbackName, DataCallbacks } from './types.js'

export interface SingleFlight<A, R> {
  (arg: A): Promise<R>
  /** Forgets the runs in progress (they still settle for their callers). */
  clear(): void
}

/**
 * A sync that runs once at a time per key: a call while one runs gets the same promise, so
 * concurrent requests share one callback call (chat-spec §7). Without the callback it rejects at
 * once with MissingCallbackError naming it.
 */
export function singleFlight<A, R>(
  callbacks: DataCallbacks,
  name: DataCallbackName,
  run: (arg: A) => Promise<R>,
  keyOf: (arg: A) => string = () => '',
): SingleFlight<A, R> {
  const running = new Map<string, Promise<R>>()
  const call = (arg: A): Promise<R> => {
    if (typeof callbacks[name] !== 'function') return Promise.reject(new MissingCallbackError(name))
    const key = keyOf(arg)
    let promise = running.get(key)
    if (promise === undefined) {
      const started: Promise<R> = run(arg).finally(() => {
        if (running.get(key) === started) running.delete(key)
      })
      running.set(key, started)
      promise = started
    }
    return promise
  }
  return Object.assign(call, { clear: () => running.clear() })
}
