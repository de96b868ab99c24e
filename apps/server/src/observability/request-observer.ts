import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { startStopwatch } from '../clock'
import type { AppEnv } from '../http/app-env'
import type { Logger } from '../http/logger'
import type { RequestScope } from './request-scope'
import type { ServerMetrics } from './server-metrics'

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** A caller's (or proxy's) id is kept when it is a plain token this long at most; else one is made. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

export interface RequestObserverOptions {
  scope: RequestScope
  logger: Logger
  metrics: ServerMetrics
}

/**
 * Per request (server README "Logs" and "Metrics"): the request id from `X-Request-Id` or a new
 * one, carried on every log line written while serving it and returned in the answer; one log line
 * when it is answered (method, route pattern, path without the query, status, duration; never the
 * body or the query string, which may carry a token); the duration histogram by route pattern.
 * Mounted after `securityHeaders`, so the API's fast JSON answer gets the header without a Headers
 * object (security-headers.ts).
 */
export function observeRequests({
  scope,
  logger,
  metrics,
}: RequestObserverOptions): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming !== undefined && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID()
    const elapsed = startStopwatch()
    const answerHeaders = c.get('jsonAnswerHeaders')
    if (answerHeaders) c.set('jsonAnswerHeaders', { ...answerHeaders, [REQUEST_ID_HEADER]: requestId })
    return scope.run(requestId, async () => {
      await next()
      if (c.res !== c.get('securedResponse')) c.res.headers.set(REQUEST_ID_HEADER, requestId)
      const seconds = elapsed()
      // The pattern the request matched (`/api/order/detail`, `/uploads/*`), never the raw path: a
      // label per distinct URL would grow without bound.
      // After next(), routeIndex points at the handler that answered.
      const route = routePath(c) || 'unmatched'
      const status = c.res.status
      metrics.httpDuration.observe({ route, method: c.req.method, status: String(status) }, seconds)
      // Probes and scrapes come every few seconds from machines: counted above, not logged.
      if (QUIET_PATHS.has(c.req.path)) return
      logger.info('request', {
        method: c.req.method,
        route,
        path: c.req.path,
        status,
        ms: Math.round(seconds * 1000 * 10) / 10,
      })
    })
  }
}
