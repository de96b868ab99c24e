import type { AppServices } from './app-services'
import type { Clock } from './clock'
import type { ServerConfig } from './config/config'
import type { Database } from './db/database'
import { createCatalogCache } from './features/catalog/catalog-cache'
import { createViewCounter } from './features/catalog/view-counter'
import { createAuthenticator } from './http/authenticator'
import type { Logger } from './http/logger'
import { createDevMailer } from './mail/dev-mailer'
import type { Mailer } from './mail/mailer'
import { trackDeliveries } from './mail/tracked-mailer'
import { createAttemptClaims } from './security/attempt-claim'
import { createAttemptGuard } from './security/attempt-guard'
import { createPasswordHasher, type PasswordHasher } from './security/password-hasher'
import { createSessionCache } from './security/session-cache'
import { createSessionRevocations } from './security/session-revocations'
import { createTokenService } from './security/token-service'
import type { FileStorage } from './storage/file-storage'

export interface CreateServicesOptions {
  config: Pick<ServerConfig, 'uploadMaxBytes' | 'rateLimitPerMinute' | 'trustProxy'>
  db: Database
  storage: FileStorage
  clock: Clock
  logger: Logger
  hasher?: PasswordHasher
  /** 0 disables the catalog cache (tests that check freshness can still rely on invalidation). */
  catalogCacheTtlMs?: number
  /** The development mailer (log + dev_mail) when absent. */
  mailer?: Mailer
}

export function createServices(options: CreateServicesOptions): AppServices {
  const { db, clock, logger } = options
  const tokens = createTokenService(clock)
  const sessions = createSessionCache(clock)
  const attempts = createAttemptGuard(clock)
  const revocations = createSessionRevocations()
  // A revocation on this replica drops the user's cached sessions at once.
  revocations.on((userId) => sessions.forgetUser(userId))
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
    auth: createAuthenticator(db, tokens, sessions),
    catalogCache: createCatalogCache(clock, options.catalogCacheTtlMs),
    views: createViewCounter({ db, logger }),
    mailer: trackDeliveries(options.mailer ?? createDevMailer({ db, logger, clock })),
  }
}
