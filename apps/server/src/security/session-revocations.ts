/**
 * "Revoked is revoked" (server README "Security"): when a user's sessions end (logout, password reset, log
 * out everywhere) every part of the server holding a credential of that user hears of it: the chat
 * module drops the user's chat tokens and closes the user's open sockets. Listeners are awaited, so
 * when the HTTP call answers, the old chat token no longer connects and the sockets are closing.
 */
export type RevocationListener = (userId: number) => Promise<void> | void

export interface SessionRevocations {
  /** Returns the function that unsubscribes. */
  on(listener: RevocationListener): () => void
  /** Tells every listener; one listener's failure does not stop the others (it is rethrown after). */
  revoked(userId: number): Promise<void>
}

export function createSessionRevocations(): SessionRevocations {
  const listeners = new Set<RevocationListener>()
  return {
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async revoked(userId) {
      const results = await Promise.allSettled([...listeners].map(async (listener) => listener(userId)))
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failed) throw failed.reason
    },
  }
}
