/** Remembers scroll offsets by key, so a list can come back where it was. */
export interface ScrollPositionStore {
  get(key: string): number | undefined
  set(key: string, top: number): void
  delete(key: string): void
}

/** A store held by whoever creates it (the app's shell, one per session); no module state. */
export function createScrollPositionStore(limit = 100): ScrollPositionStore {
  const positions = new Map<string, number>()
  return {
    get: (key) => positions.get(key),
    set: (key, top) => {
      // Re-insert so the Map's order is the order of use; the oldest key goes first when full.
      positions.delete(key)
      positions.set(key, top)
      if (positions.size > limit) {
        const oldest = positions.keys().next().value
        if (oldest !== undefined) positions.delete(oldest)
      }
    },
    delete: (key) => {
      positions.delete(key)
    },
  }
}
