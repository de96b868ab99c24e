import { findRepoRoot, loadConfig } from './config/config'
import { ConfigError } from './config/config-error'
import { loadChatConfig } from './features/chat/chat-config'
import { createConsoleLogger } from './http/logger'
import { CONSOLE_BASE_PATH } from './http/shop-static'
import { loadMailConfig } from './mail/mail-config'
import {
  DEMO_COLLEAGUE,
  DEMO_OPERATOR,
  DEMO_SHOPPER,
  STAFF_PASSWORD,
  staffAccountFor,
} from './seed/demo-accounts'
import { startServer } from './server'

/** Grace period for in-flight requests on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000

async function main(): Promise<void> {
  const logger = createConsoleLogger()
  const config = loadConfig({ env: process.env, baseDir: findRepoRoot(process.cwd()) })
  const server = await startServer({
    config,
    logger,
    chat: loadChatConfig(process.env),
    mail: loadMailConfig(process.env),
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
    console.log(
      `  operator:   ${DEMO_OPERATOR.account} / ${DEMO_OPERATOR.password} (audits, platform service)\n`,
    )
  }

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    const timer = setTimeout(() => {
      logger.error('shutdown timed out; exiting')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error: String(error) })
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
