/**
 * A small typed event emitter (CONVENTIONS.md 6): events are a union keyed on `type`, `on()`
 * returns the function that unsubscribes, and a listener that throws neither stops the other
 * listeners nor reaches the code that emitted (README "Errors"); it is reported through `onListenerError`.
 */

export interface TypedEvent {
  readonly type: string
}

export type EventOf<E extends TypedEvent, T extends E['type']> = Extract<E, { type: T }>
export type Listener<E> = (event: E) => void

export interface Emitter<E extends TypedEvent> {
  on<T extends E['type']>(type: T, listener: Listener<EventOf<E, T>>): () => void
  emit(event: E): void
  listenerCount(type?: E['type']): number
  clear(): void
}

export function createEmitter<E extends TypedEvent>(
  onListenerError: (error: unknown, event: E) => void,
): Emitter<E> {
  const listeners = new Map<string, Set<Listener<E>>>()

  return {
    on(type, listener) {
      let set = listeners.get(type)
      if (set === undefined) {
        set = new Set()
        listeners.set(type, set)
      }
      // Wrap so that adding the same function twice gives two independent subscriptions.
      const entry: Listener<E> = (event) => (listener as Listener<E>)(event)
      set.add(entry)
      return () => {
        const current = listeners.get(type)
        if (current === undefined) return
        current.delete(entry)
        if (current.size === 0) listeners.delete(type)
      }
    },
    emit(event) {
      const set = listeners.get(event.type)
      if (set === undefined) return
      // Copy: a listener may unsubscribe itself (or others) while we iterate.
      for (const listener of [...set]) {
        try {
          listener(event)
        } catch (error) {
          onListenerError(error, event)
        }
      }
    },
    listenerCount(type) {
      if (type !== undefined) return listeners.get(type)?.size ?? 0
      let total = 0
      for (const set of listeners.values()) total += set.size
      return total
    },
    clear() {
      listeners.clear()
    },
  }
}
