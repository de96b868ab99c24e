import type { BindableClient } from './client-type.js'

/** A snapshot computed from the client, recomputed when one of its events fires (useSyncExternalStore). */
export interface ClientStore<T> {
  get(): T
  subscribe(listener: () => void): () => void
}

/**
 * `read` is called once at first and after each of `events`; listeners hear of a change only when
 * `equal` says the value differs, so a snapshot is the same object until something changed.
 */
export function createClientStore<T>(
  client: BindableClient,
  events: readonly Parameters<BindableClient['on']>[0][],
  read: (previous: T | undefined, event?: unknown) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): ClientStore<T> {
  let value = read(undefined)
  const listeners = new Set<() => void>()
  let offs: (() => void)[] = []
  const refresh = (event?: unknown) => {
    const next = read(value, event)
    if (equal(next, value)) return
    value = next
    for (const listener of [...listeners]) listener()
  }
  return {
    get: () => value,
    subscribe(listener) {
      if (listeners.size === 0) {
        offs = events.map((type) => client.on(type, (event: unknown) => refresh(event)))
        // What changed while nobody listened.
        refresh()
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) for (const off of offs.splice(0)) off()
      }
    },
  }
}
