import type { Context } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'

/**
 * Where a mailed link points: PUBLIC_URL when set (behind a proxy the request's own URL is the
 * replica's), else the origin the request came to (a development server, a test).
 */
export function mailOriginOf(services: Pick<AppServices, 'config'>, raw: Context<AppEnv>): string {
  return (services.config.publicUrl ?? new URL(raw.req.url).origin).replace(/\/+$/, '')
}
