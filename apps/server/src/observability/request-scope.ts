import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The request a piece of work belongs to, carried through every await of that request
 * (AsyncLocalStorage), so each log line written while serving it names its id (server README
 * "Logs"). One per server instance, made by whoever builds the logger and the app.
 */
export interface RequestScope {
  run<T>(requestId: string, fn: () => T): T
  /** The id of the request being served, if any. */
  requestId(): string | undefined
}

export function createRequestScope(): RequestScope {
  const storage = new AsyncLocalStorage<string>()
  return {
    run: (requestId, fn) => storage.run(requestId, fn),
    requestId: () => storage.getStore(),
  }
}
