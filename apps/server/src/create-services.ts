import type { AppServices } from './app-services'
import { syncTeamChannels } from './chat/services/team-channels'
import type { Clock } from './clock'
import type { ServerConfig } from './config/config'
import { DEFAULT_ORDER_AUTO_CONFIRM_DAYS } from './config/defaults'
import type { Database } from './db/database'
import { createCatalogCache } from './features/catalog/catalog-cache'
import { createCatalogMisses } from './features/catalog/catalog-misses'
import { createViewCounter } from './features/catalog/view-counter'
import { AUTO_CONFIRM_BATCH, autoConfirmReceipts, DAY_MS } from './features/orders/order-auto-confirm'
import { EXPIRY_BATCH, expireOverdueOrders } from './features/orders/order-expiry'
import { CLEANUP_BATCH, deleteUnusedUploads } from './features/uploads/upload-cleanup'
import { createAuthenticator } from './http/authenticator'
import type { Logger } from './http/logger'
import { createUserReadCache } from './http/user-read-cache'
import { createDevMailer } from './mail/dev-mailer'
import type { Mailer } from './mail/mailer'
import { trackDeliveries } from './mail/tracked-mailer'
import { createSweeper, drainInBatches, type SweepTask } from './maintenance/sweeper'
import { createServerMetrics, type ServerMetrics } from './observability/server-metrics'
import { createAttemptClaims } from './security/attempt-claim'
import { createAttemptGuard } from './security/attempt-guard'
import { createPasswordHasher, type PasswordHasher } from './security/password-hasher'
import { createSessionCache } from './security/session-cache'
import { createSessionRevocations } from './security/session-revocations'
import { createTokenService } from './security/token-service'
import { createTrustedDevices } from './security/trusted-devices'
import { createDevSmsSender } from './sms/dev-sms-sender'
import type { SmsSender } from './sms/sms-sender'
import type { FileStorage } from './storage/file-storage'

export interface CreateServicesOptions {
  config: Pick<
    ServerConfig,
    | 'uploadMaxBytes'
    | 'uploadQuotaFiles'
    | 'uploadQuotaBytes'
    | 'rateLimitPerMinute'
    | 'abuseLimits'
    | 'trustProxy'
    | 'databaseUrl'
    | 'orderAutoConfirmDays'
    | 'platformBank'
    | 'platformDeposits'
    // Issue #48: where mailed links point (merchant-applications/mail-origin.ts).
    | 'publicUrl'
  >
  db: Database
  storage: FileStorage
  clock: Clock
  logger: Logger
  hasher?: PasswordHasher
  /** 0 disables the catalog cache (tests that check freshness can still rely on invalidation). */
  catalogCacheTtlMs?: number
  /** Logged-in reads served from memory at most this long (USER_READ_CACHE_TTL_MS when absent; 0 disables). */
  userReadCacheTtlMs?: number
  /** The development mailer (log + dev_mail) when absent. */
  mailer?: Mailer
  /** The development SMS outbox (log + dev_sms) when absent. */
  sms?: SmsSender
  /**
   * Whether the sweep deletes unused uploads (README "Uploads"). Off when chat images bypass this
   * server (WuKongIM mode), since it could not see them referenced.
   */
  cleanUnusedUploads?: boolean
  /**
   * Whether the sweep keeps the team notes channels in step with the staff (server README "Team
   * notes"). Off in WuKongIM mode, where this server's group channels are not the ones clients use.
   */
  syncTeamChannels?: boolean
  /** How often the sweep runs (SWEEP_INTERVAL_MS); 0 leaves it to `sweeps.runOnce()` (tests). */
  sweepIntervalMs?: number
  /** The instance's metrics; a fresh registry when absent. */
  metrics?: ServerMetrics
}

/** How often the background sweep (expired orders, unused uploads) runs. */
export const SWEEP_INTERVAL_MS = 60_000

export function createServices(options: CreateServicesOptions): AppServices {
  const { db, clock, logger } = options
  const tokens = createTokenService(clock)
  const sessions = createSessionCache(clock)
  const attempts = createAttemptGuard(clock)
  const revocations = createSessionRevocations()
  // A revocation on this replica drops the user's cached sessions at once.
  revocations.on((userId) => sessions.forgetUser(userId))
  // The sweep's expiries put stock back on sale: the catalog cache hears of it like a shopper's would.
  const catalogCache = createCatalogCache(clock, options.catalogCacheTtlMs)
  const sweepTasks: SweepTask[] = [
    {
      name: 'expire unpaid orders',
      run: drainInBatches(() => expireOverdueOrders(db, clock, catalogCache), EXPIRY_BATCH),
    },
  ]
  const autoConfirmDays = options.config.orderAutoConfirmDays ?? DEFAULT_ORDER_AUTO_CONFIRM_DAYS
  if (autoConfirmDays > 0) {
    sweepTasks.push({
      name: 'confirm receipt of orders not confirmed in time',
      run: drainInBatches(() => autoConfirmReceipts(db, clock, autoConfirmDays * DAY_MS), AUTO_CONFIRM_BATCH),
    })
  }
  if (options.cleanUnusedUploads ?? true) {
    sweepTasks.push({
      name: 'delete unused uploads',
      run: drainInBatches(() => deleteUnusedUploads(db, clock, options.storage), CLEANUP_BATCH),
    })
  }
  if (options.syncTeamChannels ?? true) {
    sweepTasks.push({
      name: 'team channels in step with staff',
      run: async () => (await syncTeamChannels(db)).length,
    })
  }
  return {
    config: options.config,
    db,
    storage: options.storage,
    clock,
    logger,
    hasher: options.hasher ?? createPasswordHasher(),
    tokens,
    attempts,
    attemptClaims: createAttemptClaims(db, attempts, clock),
    revocations,
    trustedDevices: createTrustedDevices(clock),
    auth: createAuthenticator(
      db,
      tokens,
      sessions,
      createUserReadCache(clock, {
        ...(options.userReadCacheTtlMs !== undefined && { ttlMs: options.userReadCacheTtlMs }),
      }),
    ),
    catalogCache,
    catalogMisses: createCatalogMisses({
      cache: catalogCache,
      clock,
      perMinute: options.config.abuseLimits?.catalogMissesPerMinutePerIp ?? 0,
    }),
    views: createViewCounter({ db, logger }),
    mailer: trackDeliveries(options.mailer ?? createDevMailer({ db, logger, clock })),
    sms: trackDeliveries(options.sms ?? createDevSmsSender({ db, logger, clock })),
    sweeps: createSweeper({
      tasks: sweepTasks,
      logger,
      intervalMs: options.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
    }),
    metrics: options.metrics ?? createServerMetrics(),
  }
}
