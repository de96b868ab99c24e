import { loadChatConfig } from './chat/chat-config'
import { findRepoRoot, loadConfig } from './config/config'
import { ConfigError } from './config/config-error'
import { CONSOLE_BASE_PATH } from './http/shop-static'
import { loadMailConfig } from './mail/mail-config'
import { errorText } from './observability/error-text'
import { createPinoLogger } from './observability/pino-logger'
import { createRequestScope } from './observability/request-scope'
import { ttyDestination } from './observability/tty-destination'
import {
  DEMO_COLLEAGUE,
  DEMO_OPERATOR,
  DEMO_SHOPPER,
  OWNER_PASSWORD,
  ownerAccountFor,
  STAFF_PASSWORD,
  staffAccountFor,
} from './seed/demo-accounts'
import { startServer } from './server'
import { loadSmsConfig } from './sms/sms-config'

/** Grace period for in-flight requests on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  const config = loadConfig({ env: process.env, baseDir: findRepoRoot(process.cwd()) })
  const requestScope = createRequestScope()
  const destination = await ttyDestination(process.stdout)
  const logger = createPinoLogger({
    level: config.logLevel ?? 'info',
    scope: requestScope,
    ...(destination && { destination }),
  })
  const server = await startServer({
    config,
    logger,
    requestScope,
    chat: loadChatConfig(process.env),
    mail: loadMailConfig(process.env),
    smsConfig: loadSmsConfig(process.env),
  })
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.log(`\nCrossMart is running at ${server.url}  (database: ${database})`)
  if (config.seedDemo) {
    console.log(
      `Demo login: ${DEMO_SHOPPER.account} / ${DEMO_SHOPPER.password}  (payment code ${DEMO_SHOPPER.payCode})`,
    )
    console.log(`Console:    ${server.url}${CONSOLE_BASE_PATH}`)
    console.log(
      `  shop staff: ${staffAccountFor(1)} / ${STAFF_PASSWORD} (shop 1; serviceN for shop N), ${DEMO_COLLEAGUE.account} / ${DEMO_COLLEAGUE.password} (shop 1)`,
    )
    console.log(`  shop owner: ${ownerAccountFor(1)} / ${OWNER_PASSWORD} (shop 1's money; ownerN for shop N)`)
    console.log(
      `  operator:   ${DEMO_OPERATOR.account} / ${DEMO_OPERATOR.password} (audits, platform service)\n`,
    )
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal, drainMs: config.shutdownDrainMs ?? 0 })
    // Server README "Health": /readyz fails first, so the load balancer stops sending new requests
    // during SHUTDOWN_DRAIN_MS; then the server stops accepting and finishes what it has.
    server.beginShutdown()
    const drained = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownDrainMs ?? 0))
    const timer = setTimeout(
      () => {
        logger.error('shutdown timed out; exiting')
        process.exit(1)
      },
      (config.shutdownDrainMs ?? 0) + SHUTDOWN_TIMEOUT_MS,
    )
    timer.unref()
    drained
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error: errorText(error) })
          process.exit(1)
        },
      )
  }
  process.once('SIGINT', () => stop('SIGINT'))
  process.once('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error('CrossMart failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
