import type { Clock } from './clock'
import type { ServerConfig } from './config/config'
import type { Database } from './db/database'
import type { CatalogCache } from './features/catalog/catalog-cache'
import type { CatalogMisses } from './features/catalog/catalog-misses'
import type { ViewCounter } from './features/catalog/view-counter'
import type { Authenticator } from './http/authenticator'
import type { Logger } from './http/logger'
import type { Tracked, TrackedMailer } from './mail/tracked-mailer'
import type { Sweeper } from './maintenance/sweeper'
import type { ServerMetrics } from './observability/server-metrics'
import type { AttemptClaims } from './security/attempt-claim'
import type { AttemptGuard } from './security/attempt-guard'
import type { PasswordHasher } from './security/password-hasher'
import type { SessionRevocations } from './security/session-revocations'
import type { TokenService } from './security/token-service'
import type { TrustedDevices } from './security/trusted-devices'
import type { SmsMessage } from './sms/sms-sender'
import type { FileStorage } from './storage/file-storage'

/**
 * Everything a feature's routes may use, built once by `createServices` and passed explicitly
 * (no singletons). Every area (accounts to wallet, and chat) receives the same object.
 */
export interface AppServices {
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
  hasher: PasswordHasher
  tokens: TokenService
  attempts: AttemptGuard
  /** Attempts counted before verifying, one per subject at a time in this process (attempt-claim.ts). */
  attemptClaims: AttemptClaims
  /** Browsers the owner used, which the account-wide login ceiling does not stop (owner step-up). */
  trustedDevices: TrustedDevices
  /** Session ends (logout, password reset, log out everywhere) for whoever holds a user's credentials. */
  revocations: SessionRevocations
  auth: Authenticator
  /** Short-lived cache of public catalog reads; call `invalidate()` after changing products or shops. */
  catalogCache: CatalogCache
  /** Public id-keyed catalogue reads through the cache, misses paid per address (issue #45). */
  catalogMisses: CatalogMisses
  /** Buffered product view counts (shop-spec §3 seen count). */
  views: ViewCounter
  /**
   * Outgoing mail (password reset codes; server README "The shopper's own space"): SMTP or the
   * development mailer (`ops mail`); shutdown waits for `settled()`.
   */
  mailer: TrackedMailer
  /**
   * Outgoing text messages (reset codes for a phone-registered shopper; server README "SMS"): an HTTP
   * provider or the development outbox (`ops sms`); shutdown waits for `settled()`.
   */
  sms: Tracked<SmsMessage>
  /** Background clean-ups on the injected clock: expired unpaid orders, unused uploads. */
  sweeps: Sweeper
  /** This instance's Prometheus registry and counters (server README "Metrics"). */
  metrics: ServerMetrics
}
