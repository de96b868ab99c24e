import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import { bearerMatches } from '../http/bearer-token'
import type { ServerMetrics } from './server-metrics'

/** A readiness check slower than this counts as failed: a probe must answer before its own timeout. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000

export type ReadinessCheck = () => Promise<boolean>

export interface HealthRoutesOptions {
  /** Named checks `/readyz` runs: `database` (reachable and migrated), `chat`. */
  checks: Readonly<Record<string, ReadinessCheck>>
  /** True once graceful shutdown began: `/readyz` fails so a load balancer drains this replica. */
  shuttingDown(): boolean
  metrics: ServerMetrics
  /** METRICS_TOKEN; unset means `/metrics` answers 404 (never public by default). */
  metricsToken: string | undefined
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().catch(() => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Probes and the scrape endpoint (server README "Health" and "Metrics"), outside `/api/`: no
 * envelope, no rate limit, no session. `/healthz` only says the process answers; `/readyz` says this
 * replica should get traffic.
 */
export function createHealthRoutes(options: HealthRoutesOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    if (options.shuttingDown()) return c.json({ status: 'shutting down' }, 503)
    const names = Object.keys(options.checks)
    const results = await Promise.all(names.map((name) => passes(options.checks[name]!)))
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'failing']))
    const ready = results.every(Boolean)
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503)
  })
  app.get('/metrics', async (c) => {
    const token = options.metricsToken
    if (token === undefined) return c.text('Not found', 404)
    if (!bearerMatches(c.req.header('authorization'), token)) {
      return c.text('Unauthorized', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"' })
    }
    const registry = options.metrics.registry
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
  })
  return app
}
