/**
 * Beyond the spec (README "Connection (chat-spec §4)"): reconnect at once, instead of waiting out the backoff, when the
 * browser comes back online or the page becomes visible again. The environment is injected so
 * Node and tests can supply their own; `browserReconnectTriggers` reads `window` / `document`.
 */

export interface ReconnectTriggers {
  /** Calls `fire` whenever the app should try to reconnect now; returns the unsubscribe function. */
  subscribe(fire: () => void): () => void
}

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

interface DocumentLike extends EventTargetLike {
  readonly visibilityState?: string
}

/** The `online` event of `window` and `visibilitychange` (to visible) of `document`, when present. */
export function browserReconnectTriggers(
  env: { window?: EventTargetLike; document?: DocumentLike } = globalThis as {
    window?: EventTargetLike
    document?: DocumentLike
  },
): ReconnectTriggers {
  return {
    subscribe(fire) {
      const { window: win, document: doc } = env
      const onOnline = (): void => fire()
      const onVisibility = (): void => {
        if (doc?.visibilityState === 'visible') fire()
      }
      win?.addEventListener('online', onOnline)
      doc?.addEventListener('visibilitychange', onVisibility)
      return () => {
        win?.removeEventListener('online', onOnline)
        doc?.removeEventListener('visibilitychange', onVisibility)
      }
    },
  }
}

/** No triggers (Node services, tests). */
export const noReconnectTriggers: ReconnectTriggers = Object.freeze({ subscribe: () => () => {} })
