/** Causes looked through at most (a body read wraps the socket's error once or twice). */
const CAUSE_DEPTH_MAX = 4

/**
 * Node's own error when a request's body stops because the client went away (http server:
 * IncomingMessage is destroyed with `connResetException('aborted')`).
 */
function isNodeBodyAbort(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === 'ECONNRESET' && message === 'aborted'
}

/**
 * Whether `error` is the client abandoning its request (issue #45): the connection closed before
 * its body arrived, which @hono/node-server also reports on the request's signal. It is the
 * client's doing and nobody reads the answer, so it is not an error of ours (not counted in
 * `crossmart_http_unhandled_errors_total`, not on the status page).
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true
  let current: unknown = error
  for (let depth = 0; depth <= CAUSE_DEPTH_MAX && current instanceof Error; depth++) {
    if (isNodeBodyAbort(current)) return true
    current = current.cause
  }
  return false
}
