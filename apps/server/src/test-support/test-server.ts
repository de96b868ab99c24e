import path from 'node:path'
import { type ApiClient, createApiClient, userLogin, userRegister } from '@crossmart/api-client'
import type { ServerConfig } from '../config/config'
import type { DriverName } from '../db/database'
import { openDatabase } from '../db/open-database'
import type { Logger } from '../http/logger'
import type { Mailer } from '../mail/mailer'
import { createPinoLogger } from '../observability/pino-logger'
import type { RequestScope } from '../observability/request-scope'
import { createPasswordHasher } from '../security/password-hasher'
import { DEMO_SHOPPER } from '../seed/demo-accounts'
import { type RunningServer, startServer } from '../server'
import type { SmsSender } from '../sms/sms-sender'
import { createLocalFileStorage } from '../storage/local-file-storage'
import { fetchFromAddress } from './fetch-from-address'
import { createOffsetClock } from './test-clock'
import { TEST_HASHER_PARAMS, TEST_SERVICES_CONFIG, TEST_STORAGE_DIR } from './test-constants'
import { openTestDatabase } from './test-databases'

export interface TestServer {
  server: RunningServer
  url: string
  clock: ReturnType<typeof createOffsetClock>
  /** A client as the app builds it; `token` makes it a logged-in client. */
  client(token?: string, lang?: string): ApiClient
  /**
   * A client whose connections leave from `localAddress` (127.0.0.2, 127.0.0.3, ...): the server
   * sees a different client IP per address, as it would for different people (fetch-from-address.ts).
   */
  clientFrom(localAddress: string, token?: string): ApiClient
  /** Logs in and returns the token. */
  login(account: string, password: string): Promise<string>
  /** Registers a fresh shopper and returns its token and account. */
  register(prefix?: string): Promise<{ token: string; account: string; password: string; userId: number }>
  /** Plain fetch for what the typed client refuses to send (invalid input, bad JSON). */
  raw(
    pathAndQuery: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>
  close(): Promise<void>
}

export interface TestServerOptions {
  seed?: boolean
  config?: Partial<ServerConfig>
  catalogCacheTtlMs?: number
  /** A mailer in place of the development mailer (the SMTP test). */
  mailer?: Mailer
  /** An SMS sender in place of the development outbox (the HTTP provider test). */
  sms?: SmsSender
  /** The server's logger (errors only by default) and the scope it reads request ids from (the log tests). */
  logger?: Logger
  requestScope?: RequestScope
  /**
   * A data folder of the test's own: PGlite persisted in `<dataDir>/pglite` and uploads in
   * `<dataDir>/uploads` (the backup test); in-memory PGlite and the shared upload folder otherwise.
   */
  dataDir?: string
}

export async function startTestServer(
  driver: DriverName,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const clock = createOffsetClock()
  const database = options.dataDir
    ? await openDatabase({ kind: 'pglite', dataDir: path.join(options.dataDir, 'pglite') })
    : await openTestDatabase(driver, options.seed === false ? 'migrated' : 'seeded')
  const dataDir = options.dataDir ?? TEST_STORAGE_DIR
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    shopDistDir: path.join(TEST_STORAGE_DIR, 'no-shop-dist'),
    seedDemo: options.seed ?? true,
    ...TEST_SERVICES_CONFIG,
    publicUrl: undefined,
    catalogCacheTtlMs: 0,
    ...options.config,
  }
  const server = await startServer({
    config,
    logger: options.logger ?? errorsOnlyLogger(),
    ...(options.requestScope ? { requestScope: options.requestScope } : {}),
    clock,
    database,
    storage: createLocalFileStorage(path.join(dataDir, 'uploads')),
    catalogCacheTtlMs: options.catalogCacheTtlMs ?? 0,
    hasher: createPasswordHasher(TEST_HASHER_PARAMS),
    // Suites move the clock by days: a timed sweep would expire orders and uploads under them.
    sweepIntervalMs: 0,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  })
  const url = `http://127.0.0.1:${server.port}`
  const client = (token?: string, lang?: string, fetch?: typeof globalThis.fetch) =>
    createApiClient({
      baseUrl: url,
      getToken: () => token,
      getLang: () => lang,
      // Tests repeat identical calls on purpose (idempotence); the guard is the client's own concern.
      duplicateWindowMs: 0,
      ...(fetch ? { fetch } : {}),
    })
  let registered = 0
  const self: TestServer = {
    server,
    url,
    clock,
    client: (token, lang) => client(token, lang),
    clientFrom: (localAddress, token) => client(token, undefined, fetchFromAddress(localAddress)),
    async login(account, password) {
      const data = await client().call(userLogin, { account, password })
      return data.userinfo.token
    },
    async register(prefix = 'user') {
      registered += 1
      const account = `${prefix}${registered}${Date.now().toString(36)}`
      const password = 'secret123'
      const data = await client().call(userRegister, {
        username: account,
        email: `${account}@example.com`,
        password,
        confirmPassword: password,
      })
      return { token: data.userinfo.token, account, password, userId: data.userinfo.id }
    },
    async raw(pathAndQuery, init) {
      const response = await fetch(url + pathAndQuery, init)
      return {
        status: response.status,
        body: (await response.json()) as { code: number; msg: string; data: unknown },
      }
    },
    close: () => server.close(),
  }
  return self
}

export { DEMO_SHOPPER }

/**
 * Suites stay quiet, but an error the server could not handle (a 500) is printed: a test that fails
 * on one shows only the generic envelope, and without the server's line the cause is lost.
 */
function errorsOnlyLogger(): Logger {
  return createPinoLogger({ level: 'error' })
}
