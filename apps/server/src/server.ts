import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { CHAT_WS_PATH } from '@crossmart/api-client'
import { serve } from '@hono/node-server'
import { createApp, type FeatureRoutes } from './app'
import type { AppServices } from './app-services'
import { type ChatConfig, DEFAULT_CHAT_CONFIG } from './chat/chat-config'
import { createChatModule } from './chat/chat-module'
import { webSocketUrlFor } from './chat/chat-service'
import { createQueueControl, type QueueControl } from './chat/queue/queue-control'
import { syncTeamChannels } from './chat/services/team-channels'
import { type Clock, systemClock } from './clock'
import type { ServerConfig } from './config/config'
import { createServices } from './create-services'
import type { DatabaseHandle } from './db/database'
import { openDatabase } from './db/open-database'
import { createRatingOnResolve } from './features/console/rating-on-resolve'
import { createEpisodeRecorder } from './features/console/reports/episode-recorder'
import { createConsoleRoutes } from './features/console/routes'
import { createShopperRatingRoutes } from './features/console/shopper-rating-routes'
import { loadShopRenderer } from './features/first-view/shop-renderer'
import { checkLedgerInvariants } from './features/ledger/reconciliation'
import { createGracefulClose } from './http/graceful-close'
import type { Logger } from './http/logger'
import { createMailer } from './mail/create-mailer'
import type { MailConfig } from './mail/mail-config'
import type { Mailer } from './mail/mailer'
import { countLedgerByKind } from './observability/ledger-counts'
import { createRecentErrors, recordingErrors } from './observability/recent-errors'
import { createRequestScope, type RequestScope } from './observability/request-scope'
import { createServerMetrics, type ServerMetrics } from './observability/server-metrics'
import { createStatusReport } from './observability/status-report'
import { createBackupRoutes, writeOpsToken } from './ops/backup/backup-route'
import type { PasswordHasher } from './security/password-hasher'
import { seedDemoData } from './seed/seed-demo'
import { createSmsSender } from './sms/create-sms-sender'
import type { SmsConfig } from './sms/sms-config'
import type { SmsSender } from './sms/sms-sender'
import { createDatabaseFileStorage } from './storage/database-file-storage'
import type { FileStorage } from './storage/file-storage'
import { createLocalFileStorage } from './storage/local-file-storage'
import { createS3FileStorage } from './storage/s3-file-storage'
import { SERVER_VERSION } from './version'

export interface RunningServer {
  url: string
  port: number
  services: AppServices
  database: DatabaseHandle
  /** `/readyz` fails from now on (server README "Health"): the load balancer drains this replica. */
  beginShutdown(): void
  /** Issue #29 queue control (server README "Queue control"): states, availability, assignment. */
  queue: QueueControl
  /** Begins shutdown, stops accepting connections, flushes buffered counters and closes the database. */
  close(): Promise<void>
}

export interface StartServerOptions {
  config: ServerConfig
  logger: Logger
  clock?: Clock
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle
  storage?: FileStorage
  extraFeatures?: readonly FeatureRoutes[]
  /** Overrides config.catalogCacheTtlMs (tests use 0 to read fresh data). */
  catalogCacheTtlMs?: number
  /** Password hashing; tests pass a cheaper scrypt cost (the format is the same). */
  hasher?: PasswordHasher
  /** Chat deployment (README "Chat"); the embedded gateway with default limits when absent. */
  chat?: ChatConfig
  /** How mail goes out (SMTP_* variables); the development mailer when absent. */
  mail?: MailConfig
  /** A ready mailer (tests); wins over `mail`. */
  mailer?: Mailer
  /** How text messages go out (SMS_* variables); the development outbox when absent. */
  smsConfig?: SmsConfig
  /** A ready SMS sender (tests); wins over `smsConfig`. */
  sms?: SmsSender
  /** Background sweep period; tests pass 0 and call `services.sweeps.runOnce()` after moving the clock. */
  sweepIntervalMs?: number
  /** The scope the logger reads request ids from (server README "Logs"); a fresh one when absent. */
  requestScope?: RequestScope
  /** This instance's metrics registry; a fresh one when absent. */
  metrics?: ServerMetrics
}

/**
 * The chat address (server README "Security") handed to clients is CHAT_WS_URL, else derived from PUBLIC_URL, else
 * the bare path the app resolves against its own origin; never the request's Host header.
 */
function withPublicWsUrl(chat: ChatConfig, publicUrl: string | undefined): ChatConfig {
  if (chat.publicWsUrl || !publicUrl || chat.mode !== 'embedded') return chat
  return { ...chat, publicWsUrl: webSocketUrlFor(publicUrl, CHAT_WS_PATH) }
}

/** Opens the database, migrates, seeds on first run, and listens (README "Run"). */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options
  const clock = options.clock ?? systemClock
  const requestScope = options.requestScope ?? createRequestScope()
  // The console's status page shows the latest error lines (server README "Metrics").
  const recentErrors = createRecentErrors()
  const logger = recordingErrors(options.logger, recentErrors, clock, requestScope)
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : {
            kind: 'pglite',
            dataDir: path.join(config.dataDir, 'pglite'),
            thread: config.pgliteThread ?? false,
          },
    ))
  const metrics = options.metrics ?? createServerMetrics()
  metrics.setStartedAt(clock.now())
  metrics.setPoolSize(database.maxConnections)
  database.observeQueries(metrics.queries)
  let shuttingDown = false
  try {
    await database.migrate()
    // Server README "Production topology": images in an S3-compatible bucket when configured, else on
    // PostgreSQL in the database, so every replica serves them; the local folder still answers what
    // was stored there before (database storage).
    const localFiles = createLocalFileStorage(path.join(config.dataDir, 'uploads'))
    const sharedFiles = config.databaseUrl ? createDatabaseFileStorage(database.db, localFiles) : localFiles
    const storage = options.storage ?? (config.s3 ? createS3FileStorage(config.s3, { clock }) : sharedFiles)
    const chatConfig = withPublicWsUrl(options.chat ?? DEFAULT_CHAT_CONFIG, config.publicUrl)
    const services = createServices({
      config,
      db: database.db,
      storage,
      clock,
      logger,
      catalogCacheTtlMs: options.catalogCacheTtlMs ?? config.catalogCacheTtlMs,
      ...(config.userReadCacheTtlMs !== undefined ? { userReadCacheTtlMs: config.userReadCacheTtlMs } : {}),
      ...(options.hasher ? { hasher: options.hasher } : {}),
      mailer:
        options.mailer ?? createMailer(options.mail ?? { kind: 'dev' }, { db: database.db, logger, clock }),
      sms:
        options.sms ??
        createSmsSender(options.smsConfig ?? { kind: 'dev' }, { db: database.db, logger, clock }),
      // Chat images sent through WuKongIM never pass here, so their uploads would look unused.
      cleanUnusedUploads: chatConfig.mode === 'embedded',
      syncTeamChannels: chatConfig.mode === 'embedded',
      ...(options.sweepIntervalMs !== undefined ? { sweepIntervalMs: options.sweepIntervalMs } : {}),
      metrics,
    })
    if (config.seedDemo) {
      const result = await seedDemoData({ db: database.db, storage, hasher: services.hasher })
      if (result.seeded) logger.info('demo data seeded', { shops: result.shops, products: result.products })
    }
    if (chatConfig.mode === 'embedded') {
      // Server README "Team notes": the seed's (or the database's) staff have their team channel at once.
      const changed = await syncTeamChannels(database.db)
      if (changed.length > 0) logger.info('team channels synced', { channels: changed.length })
    }
    // Whether a staff member's console is open is the chat's presence, in either mode. The queue and
    // the reports remember what they read only where this process is the database's only writer
    // (queue-memory.ts): PGlite, whose folder one process holds, in either chat mode.
    const rememberFacts = database.driver === 'pglite'
    // WuKongIM mode: presence arrives by webhook; what the queue remembers depends only on the
    // presence of the members it asked about, so only their changes make it forget.
    const presenceAsked = new Set<string>()
    const queue = createQueueControl({
      db: services.db,
      clock: services.clock,
      logger,
      rememberFacts,
      isConnected: (uid) => {
        if (!chat.gateway) presenceAsked.add(uid)
        return chat.isOnline(uid)
      },
    })
    // Issue #29 reports (server README "Reports"): the queue's hooks also record each conversation's
    // episode (opened, first answered, resolved), in either chat mode.
    const episodes = createEpisodeRecorder({ db: services.db, clock: services.clock, rememberFacts })
    const chatQueue = {
      anyoneAvailable: (members: readonly string[]) => queue.anyoneAvailable(members),
      settingsOf: (serviceId: string) => queue.settingsOf(serviceId),
      staffPresenceChanged: () => queue.changed(),
      presenceChanged: (uid: string) => {
        if (presenceAsked.has(uid)) queue.changed()
      },
      async afterShopperMessage(channel: { canonicalId: string; serviceId: string }, at?: number) {
        await episodes.shopperWrote(channel, at)
        await queue.afterShopperMessage(channel, at)
      },
      async afterStaffMessage(channelId: string, at?: number, fromUid?: string) {
        await episodes.staffAnswered(channelId, at, fromUid)
        await queue.afterStaffMessage(channelId)
      },
    }
    queue.onResolved((change) => episodes.resolved(change))
    const chat = createChatModule({
      services,
      config: chatConfig,
      databaseDriver: database.driver,
      queue: chatQueue,
    })
    // Issue #29 (server README "Satisfaction ratings"): every resolve asks the shopper in the chat.
    queue.onResolved(
      createRatingOnResolve({
        db: services.db,
        clock: services.clock,
        post: (channelId, content) => chat.postAsService(channelId, content),
      }),
    )
    try {
      // WuKongIM mode refuses to start here when WuKongIM is unsafe or unsupported (ConfigError).
      await chat.start()
    } catch (error) {
      await chat.close()
      throw error
    }
    services.views.start()
    services.sweeps.start()
    queue.start()
    metrics.watchChatSockets(() => chat.gateway?.stats().connections ?? 0)
    metrics.watchLedger(() => countLedgerByKind(services.db))
    metrics.watchLedgerInvariants(() => checkLedgerInvariants(services.db))
    // Server README "Backup and restore": `ops backup` asks this process for the embedded database.
    const backupRoutes = database.snapshot
      ? createBackupRoutes({
          token: await writeOpsToken(config.dataDir),
          database,
          uploadsDir: path.join(config.dataDir, 'uploads'),
          clock,
        })
      : undefined
    // Issue #26: the shop's server bundle, when its build wrote one (server README "First view").
    const shopRenderer = config.shopSsrEntry ? await loadShopRenderer(config.shopSsrEntry) : null
    const app = createApp({
      services,
      shopDistDir: config.shopDistDir,
      shopRenderer,
      consoleDistDir: config.consoleDistDir,
      serveSourceMaps: config.serveSourceMaps,
      extraFeatures: [
        ...(options.extraFeatures ?? []),
        chat.routes,
        createShopperRatingRoutes(),
        ...(backupRoutes ? [() => backupRoutes] : []),
        // Server README "Console": colleagues show as online while their chat socket is open.
        createConsoleRoutes({
          isOnline: (uid) => chat.gateway?.isOnline(uid) ?? false,
          queue,
          status: createStatusReport({
            version: SERVER_VERSION,
            chatMode: chatConfig.mode,
            database,
            metrics,
            recentErrors,
            clock,
          }),
        }),
      ],
      // WuKongIM hands out its own socket addresses (/route): without CHAT_WS_URL any ws(s) origin.
      connectSources: chatConfig.publicWsUrl
        ? [chatConfig.publicWsUrl]
        : chatConfig.mode === 'wukongim'
          ? ['ws:', 'wss:']
          : [],
      requestScope,
      health: {
        checks: { database: () => database.migrated(), chat: () => chat.ping() },
        shuttingDown: () => shuttingDown,
        metrics,
        metricsToken: config.metricsToken,
      },
    })
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
      s.once('error', reject)
    })
    // Issue #45: shutdown ends keep-alive connections instead of waiting for them to fall idle.
    const connections = createGracefulClose(server as Server)
    // The chat WebSocket shares the HTTP port (upgrade requests on /chat/ws).
    chat.attach(server as Server)
    const port = (server.address() as AddressInfo).port
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    const url = config.publicUrl ?? `http://${shownHost}:${port}`
    let closing: Promise<void> | undefined
    return {
      url,
      port,
      services,
      database,
      queue,
      beginShutdown() {
        shuttingDown = true
      },
      close() {
        shuttingDown = true
        closing ??= (async () => {
          queue.stop()
          await chat.close()
          // Idle keep-alive sockets close now, answers in flight go out with Connection: close.
          await connections.close()
          await services.sweeps.stop()
          // Reset codes still on their way (sent after the answer) go out before the database closes.
          await services.mailer.settled()
          await services.sms.settled()
          await services.views.stop()
          await database.close()
        })()
        return closing
      },
    }
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
