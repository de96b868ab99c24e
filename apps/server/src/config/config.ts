import { existsSync } from 'node:fs'
import path from 'node:path'
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '@crossmart/api-client'
import { USER_READ_CACHE_TTL_MS } from '../http/user-read-cache'
import { LOG_LEVELS, type LogLevel } from '../observability/pino-logger'
import type { S3Config } from '../storage/s3-file-storage'
import { ConfigError } from './config-error'
import { CATALOG_CACHE_TTL_MS, DEFAULT_ORDER_AUTO_CONFIRM_DAYS } from './defaults'
import { type PlatformDeposits, platformDepositsFromEnv } from './platform-deposits'

/** Runtime configuration, read once from the environment by `loadConfig` and passed down explicitly. */
export interface ServerConfig {
  port: number
  host: string
  /** Folder for the embedded database (`<dataDir>/pglite`) and uploads (`<dataDir>/uploads`). */
  dataDir: string
  /** When set, PostgreSQL through postgres-js instead of the embedded PGlite. */
  databaseUrl: string | undefined
  /**
   * PGlite on the event loop (default) or on a worker thread (`PGLITE_THREAD=1`); server README
   * "PGlite on its own thread". Absent means the default.
   */
  pgliteThread?: boolean
  /** Built shop app to serve on the same origin, when the folder exists. */
  shopDistDir: string
  /**
   * The shop's server bundle (SHOP_SSR_ENTRY; default dist-ssr/entry-server.js beside the shop's
   * dist), imported at start to render the first view of public pages (server README "First view").
   * Absent or missing file: the shop renders in the browser only.
   */
  shopSsrEntry?: string | undefined
  /** Built console app served under /console (server README "Console"); absent: not served. */
  consoleDistDir?: string | undefined
  /** Seed demo data on first start (default on). */
  seedDemo: boolean
  /** Largest accepted upload, bytes. */
  uploadMaxBytes: number
  /** Uploads one user may keep (files), and their total size (bytes); README "Uploads". */
  uploadQuotaFiles: number
  uploadQuotaBytes: number
  /** Requests per minute per IP before 429-style refusals (generous: the app issues bursts). */
  rateLimitPerMinute: number
  /**
   * Per-client-address bounds on sign-ups, upload bytes and unpaid stock (issue #32; server README
   * "Security"). Each 0 or absent is off: loadConfig sets the defaults, test servers opt in.
   */
  abuseLimits?: Partial<AbuseLimits> | undefined
  /** Public origin used in printed URLs and absolute links; defaults to http://localhost:<port>. */
  publicUrl: string | undefined
  /** Take the client IP from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean
  /** How long public catalog reads are served from memory (0 disables the cache). */
  catalogCacheTtlMs: number
  /** An S3-compatible bucket for images (S3_*); takes precedence over the database and the folder. */
  s3?: S3Config | undefined
  /**
   * How long a logged-in read may be answered from memory (server README "Fast logged-in reads");
   * 0 disables, at most 1000 (USER_READ_CACHE_TTL_MS). Writes on this replica invalidate at once.
   */
  userReadCacheTtlMs?: number
  /** Serve the built apps' `.map` files (SERVE_SOURCE_MAPS=1); 404 otherwise (server README "Compression and caching"). */
  serveSourceMaps?: boolean
  /** LOG_LEVEL (server README "Logs"); info when absent. */
  logLevel?: LogLevel
  /**
   * METRICS_TOKEN: the bearer token `/metrics` asks for (server README "Metrics"); absent, `/metrics`
   * answers 404.
   */
  metricsToken?: string | undefined
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM, how long `/readyz` fails before the server stops accepting, so
   * the load balancer takes the replica out first (server README "Health"); 0 when absent.
   */
  shutdownDrainMs?: number
  /**
   * ORDER_AUTO_CONFIRM_DAYS: days after shipping when an order the shopper has not confirmed is
   * taken as received (server README "Receipt is confirmed by itself"); 10 when absent, 0 off.
   */
  orderAutoConfirmDays?: number
  /**
   * PLATFORM_BANK_*: the platform's bank account shown on the card top-up screen (server README
   * "Platform bank details"); absent until the operator sets name, account name and number.
   */
  platformBank?: PlatformBank | undefined
  /**
   * PLATFORM_DEPOSIT_<NETWORK>: the platform's receiving address per network for on-chain top-ups
   * (issue #46, server README "Platform deposit addresses"); the marked demo set in a demo; absent
   * or without a network's address, that network says "ask customer service" and takes no recharge.
   */
  platformDeposits?: PlatformDeposits | undefined
}

export interface PlatformBank {
  bankName: string
  accountName: string
  accountNumber: string
  swift: string
}

/** All three of name, holder and number, or none (a half-set account would send money nowhere). */
function platformBankFromEnv(env: NodeJS.ProcessEnv): PlatformBank | undefined {
  const bankName = env['PLATFORM_BANK_NAME']?.trim() ?? ''
  const accountName = env['PLATFORM_BANK_ACCOUNT_NAME']?.trim() ?? ''
  const accountNumber = env['PLATFORM_BANK_ACCOUNT_NUMBER']?.trim() ?? ''
  const set = [bankName, accountName, accountNumber].filter(Boolean).length
  if (set === 0) return undefined
  if (set < 3) {
    throw new ConfigError(
      'PLATFORM_BANK_NAME, PLATFORM_BANK_ACCOUNT_NAME and PLATFORM_BANK_ACCOUNT_NUMBER go together: set all three or none',
    )
  }
  return { bankName, accountName, accountNumber, swift: env['PLATFORM_BANK_SWIFT']?.trim() ?? '' }
}

/**
 * The account a demo (SEED_DEMO on, no PLATFORM_BANK_*) shows on card top-up, so the journey can be
 * walked to its end; its name says it is not a real account (server README "Platform bank details").
 */
export const DEMO_PLATFORM_BANK: PlatformBank = {
  bankName: 'CrossMart Demo Bank (not a real account)',
  accountName: 'CrossMart Demo Ltd',
  accountNumber: '0000 1234 5678 9012',
  swift: 'DEMOXXHH',
}

/** A shorter token could be guessed; `openssl rand -hex 32` makes a good one. */
export const METRICS_TOKEN_MIN_LENGTH = 16

function logLevelFromEnv(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env['LOG_LEVEL'] || 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`)
  return raw as LogLevel
}

function metricsTokenFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const token = env['METRICS_TOKEN'] || undefined
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
  return token
}

/** Server README "Security" (issue #32): what one client address may do, whatever accounts it uses. */
export interface AbuseLimits {
  /** Registrations per address per hour (REGISTRATIONS_PER_HOUR_PER_IP). */
  registrationsPerHourPerIp: number
  /** Bytes uploaded per address per 24 hours (UPLOAD_DAILY_BYTES_PER_IP). */
  uploadBytesPerIpPerDay: number
  /** Units of one SKU the unpaid orders placed from one address may hold beyond their balances (UNPAID_UNITS_PER_SKU_PER_IP). */
  unpaidUnitsPerSkuPerIp: number
  /** Catalogue cache misses (product, reviews, shop reads not in memory) per address per minute (CATALOG_MISSES_PER_MINUTE_PER_IP). */
  catalogMissesPerMinutePerIp: number
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  registrationsPerHourPerIp: 10,
  uploadBytesPerIpPerDay: 100 * 1024 * 1024,
  unpaidUnitsPerSkuPerIp: 10,
  // Issue #45: a detail page is three reads (detail, reviews, recommendations), so 120 misses are
  // 40 products a minute no one else looked at lately, more than a person browses.
  catalogMissesPerMinutePerIp: 120,
}

/** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them. */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const set = names.filter((n) => env[n])
  if (set.length === 0) return undefined
  if (set.length !== names.length)
    throw new ConfigError(
      `S3 storage needs ${names.join(', ')} together (missing: ${names.filter((n) => !env[n]).join(', ')})`,
    )
  const endpoint = env['S3_ENDPOINT'] ?? ''
  if (!/^https?:\/\/[^/]+/.test(endpoint))
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`)
  const prefix = env['S3_PREFIX'] ?? ''
  if (prefix !== '' && !/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/$/.test(prefix))
    throw new ConfigError('S3_PREFIX must be lower-case path segments ending in "/", e.g. "crossmart/"')
  return {
    endpoint,
    bucket: env['S3_BUCKET'] ?? '',
    region: env['S3_REGION'] || 'us-east-1',
    accessKeyId: env['S3_ACCESS_KEY_ID'] ?? '',
    secretAccessKey: env['S3_SECRET_ACCESS_KEY'] ?? '',
    prefix,
  }
}

export const DEFAULT_PORT = 3000
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`)
  return value
}

/** USER_READ_CACHE_TTL_MS: a longer TTL would let another replica's writes stay unseen past 1 s. */
function userReadTtlFromEnv(env: NodeJS.ProcessEnv): number {
  const ttl = intFromEnv(env, 'USER_READ_CACHE_TTL_MS', USER_READ_CACHE_TTL_MS)
  if (ttl > USER_READ_CACHE_TTL_MS) {
    throw new ConfigError(`USER_READ_CACHE_TTL_MS must be at most ${USER_READ_CACHE_TTL_MS}, got "${ttl}"`)
  }
  return ttl
}

/** The repository root (the folder holding pnpm-workspace.yaml) above `from`, or `from` itself. */
export function findRepoRoot(from: string): string {
  let dir = path.resolve(from)
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(from)
    dir = parent
  }
}

export interface LoadConfigOptions {
  env: NodeJS.ProcessEnv
  /** Where relative paths start: the repository root when run from the monorepo. */
  baseDir: string
}

export function loadConfig({ env, baseDir }: LoadConfigOptions): ServerConfig {
  const dataDir = path.resolve(baseDir, env['DATA_DIR'] || '.data')
  const databaseUrl = env['DATABASE_URL'] || undefined
  const seedDemo = env['SEED_DEMO'] !== '0' && env['SEED_DEMO'] !== 'false'
  return {
    port: intFromEnv(env, 'PORT', DEFAULT_PORT),
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteThread: env['PGLITE_THREAD'] === '1' || env['PGLITE_THREAD'] === 'true',
    shopDistDir: path.resolve(baseDir, env['SHOP_DIST_DIR'] || 'apps/shop/dist'),
    shopSsrEntry: env['SHOP_SSR_ENTRY']
      ? path.resolve(baseDir, env['SHOP_SSR_ENTRY'])
      : path.resolve(baseDir, env['SHOP_DIST_DIR'] || 'apps/shop/dist', '../dist-ssr/entry-server.js'),
    consoleDistDir: path.resolve(baseDir, env['CONSOLE_DIST_DIR'] || 'apps/console/dist'),
    seedDemo,
    uploadMaxBytes: intFromEnv(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES),
    uploadQuotaFiles: intFromEnv(env, 'UPLOAD_QUOTA_FILES', UPLOAD_QUOTA_FILES),
    uploadQuotaBytes: intFromEnv(env, 'UPLOAD_QUOTA_BYTES', UPLOAD_QUOTA_BYTES),
    rateLimitPerMinute: intFromEnv(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE),
    abuseLimits: {
      registrationsPerHourPerIp: intFromEnv(
        env,
        'REGISTRATIONS_PER_HOUR_PER_IP',
        DEFAULT_ABUSE_LIMITS.registrationsPerHourPerIp,
      ),
      uploadBytesPerIpPerDay: intFromEnv(
        env,
        'UPLOAD_DAILY_BYTES_PER_IP',
        DEFAULT_ABUSE_LIMITS.uploadBytesPerIpPerDay,
      ),
      unpaidUnitsPerSkuPerIp: intFromEnv(
        env,
        'UNPAID_UNITS_PER_SKU_PER_IP',
        DEFAULT_ABUSE_LIMITS.unpaidUnitsPerSkuPerIp,
      ),
      catalogMissesPerMinutePerIp: intFromEnv(
        env,
        'CATALOG_MISSES_PER_MINUTE_PER_IP',
        DEFAULT_ABUSE_LIMITS.catalogMissesPerMinutePerIp,
      ),
    },
    publicUrl: env['PUBLIC_URL'] || undefined,
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
    catalogCacheTtlMs: intFromEnv(env, 'CATALOG_CACHE_TTL_MS', CATALOG_CACHE_TTL_MS),
    s3: loadS3Config(env),
    userReadCacheTtlMs: userReadTtlFromEnv(env),
    serveSourceMaps: env['SERVE_SOURCE_MAPS'] === '1' || env['SERVE_SOURCE_MAPS'] === 'true',
    logLevel: logLevelFromEnv(env),
    metricsToken: metricsTokenFromEnv(env),
    shutdownDrainMs: intFromEnv(env, 'SHUTDOWN_DRAIN_MS', 0),
    orderAutoConfirmDays: intFromEnv(env, 'ORDER_AUTO_CONFIRM_DAYS', DEFAULT_ORDER_AUTO_CONFIRM_DAYS),
    platformBank: platformBankFromEnv(env) ?? (seedDemo ? DEMO_PLATFORM_BANK : undefined),
    platformDeposits: platformDepositsFromEnv(env, seedDemo),
  }
}
