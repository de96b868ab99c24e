import path from 'node:path'
import type { Hono } from 'hono'
import { type CreateAppOptions, createApp } from '../app'
import { createServices } from '../create-services'
import type { AppEnv } from '../http/app-env'
import { silentLogger } from '../http/logger'
import { createRequestScope } from '../observability/request-scope'
import { createLocalFileStorage } from '../storage/local-file-storage'
import type { TemplateKind } from './database-templates'
import { createOffsetClock } from './test-clock'
import { TEST_SERVICES_CONFIG, TEST_STORAGE_DIR } from './test-constants'
import { openTestDatabase } from './test-databases'

export interface TestApp {
  /** The whole HTTP surface, called in memory (Hono's `app.request`): no socket, no listening server. */
  app: Hono<AppEnv>
  close(): Promise<void>
}

/**
 * The server's app (its core features) over an in-memory copy of the run's migrated or seeded
 * database, for suites that test what the HTTP layer adds (headers, static files, compression) and
 * need no chat, no sweeps and no listening socket.
 */
export async function createTestApp(
  options: Pick<CreateAppOptions, 'shopDistDir' | 'shopRenderer' | 'consoleDistDir' | 'serveSourceMaps'> = {},
  kind: TemplateKind = 'migrated',
): Promise<TestApp> {
  const database = await openTestDatabase('pglite', kind)
  const services = createServices({
    config: { ...TEST_SERVICES_CONFIG, databaseUrl: undefined, publicUrl: undefined },
    db: database.db,
    storage: createLocalFileStorage(path.join(TEST_STORAGE_DIR, 'uploads')),
    clock: createOffsetClock(),
    logger: silentLogger,
    catalogCacheTtlMs: 0,
    sweepIntervalMs: 0,
  })
  const app = createApp({ services, requestScope: createRequestScope(), ...options })
  return {
    app,
    async close() {
      await services.sweeps.stop()
      await services.mailer.settled()
      await database.close()
    },
  }
}
