/**
 * A value with listeners: what `useSyncExternalStore` reads. Every change is a new value, so React
 * compares by reference and a snapshot read twice in one render is the same object.
 */
export interface ExternalStore<T> {
  get(): T
  subscribe(listener: () => void): () => void
  set(next: T): void
  update(change: (current: T) => T): void
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  const set = (next: T): void => {
    if (Object.is(next, value)) return
    value = next
    for (const listener of [...listeners]) listener()
  }
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set,
    update: (change) => set(change(value)),
  }
}
