import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * How long the answers in flight get before the connections still open are cut (a request that
 * never ends must not keep the database open): well inside main.ts's 10 s SHUTDOWN_TIMEOUT_MS, so the
 * cleanup after the close (sweeps, mailer, view counters, database) always runs.
 */
export const CLOSE_GRACE_MS = 5_000

export interface GracefulCloseTimers {
  setTimeout(callback: () => void, ms: number): { unref?(): unknown }
  clearTimeout(handle: unknown): void
}

const systemTimers: GracefulCloseTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

export interface GracefulClose {
  /**
   * Stops accepting connections and ends the open ones as soon as each has nothing in flight:
   * idle keep-alive sockets close at once, answers in flight and any request still arriving on an
   * open socket are sent with `Connection: close` (so the client sends no other on it), and what is
   * left after `graceMs` is cut. Resolves when every connection has closed.
   */
  close(): Promise<void>
}

export interface GracefulCloseOptions {
  graceMs?: number
  timers?: GracefulCloseTimers
}

/** Marks an answer not yet sent as the socket's last one (RFC 9112 §9.6: `Connection: close`). */
function lastOnItsSocket(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('connection', 'close')
}

/**
 * Issue #45: `server.close()` alone closes the keep-alive sockets that are idle at that moment and
 * waits for the others, which under load are never idle (a client sends its next request as soon
 * as the last is answered): 4 of 4 SIGTERMs under write load served ~1,400 more requests and ended
 * in "shutdown timed out" without closing the database. Registered before the app's own listener.
 */
export function createGracefulClose(server: Server, options: GracefulCloseOptions = {}): GracefulClose {
  const timers = options.timers ?? systemTimers
  const graceMs = options.graceMs ?? CLOSE_GRACE_MS
  const inFlight = new Set<ServerResponse>()
  let closing: Promise<void> | undefined

  // A socket whose answer went out (its headers sent before the close began) is idle once it is
  // written: close it then rather than wait for the client's next request.
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections())

  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res)
    if (closing) lastOnItsSocket(res)
    res.once('close', () => {
      inFlight.delete(res)
      if (closing) closeIdleSoon()
    })
  })

  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const res of inFlight) lastOnItsSocket(res)
        const cut = timers.setTimeout(() => server.closeAllConnections(), graceMs)
        cut.unref?.()
        server.close(() => {
          timers.clearTimeout(cut)
          resolve()
        })
        // Node closes idle sockets in close() too; named here because it is the point of the step.
        server.closeIdleConnections()
      })
      return closing
    },
  }
}
