import path from 'node:path'
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEMO_PLATFORM_BANK,
  loadConfig,
} from './config'
import { CATALOG_CACHE_TTL_MS } from './defaults'

describe('loadConfig', () => {
  it('defaults: port 3000, PGlite in <base>/.data, demo seed on', () => {
    const config = loadConfig({ env: {}, baseDir: '/repo' })
    expect(config).toMatchObject({
      port: DEFAULT_PORT,
      dataDir: path.resolve('/repo/.data'),
      databaseUrl: undefined,
      pgliteThread: false,
      shopDistDir: path.resolve('/repo/apps/shop/dist'),
      consoleDistDir: path.resolve('/repo/apps/console/dist'),
      seedDemo: true,
      uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
      uploadQuotaFiles: UPLOAD_QUOTA_FILES,
      uploadQuotaBytes: UPLOAD_QUOTA_BYTES,
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      trustProxy: false,
      catalogCacheTtlMs: CATALOG_CACHE_TTL_MS,
      serveSourceMaps: false,
    })
  })

  it('a demo without PLATFORM_BANK_* shows the marked demo account; no demo, no account', () => {
    expect(loadConfig({ env: {}, baseDir: '/repo' }).platformBank).toEqual(DEMO_PLATFORM_BANK)
    expect(DEMO_PLATFORM_BANK.bankName).toMatch(/not a real account/)
    expect(loadConfig({ env: { SEED_DEMO: '0' }, baseDir: '/repo' }).platformBank).toBeUndefined()
  })

  it('reads every variable', () => {
    const config = loadConfig({
      env: {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db/x',
        SHOP_DIST_DIR: '/srv/shop',
        CONSOLE_DIST_DIR: '/srv/console',
        SEED_DEMO: '0',
        PGLITE_THREAD: '1',
        UPLOAD_MAX_BYTES: '1024',
        UPLOAD_QUOTA_FILES: '3',
        UPLOAD_QUOTA_BYTES: '4096',
        RATE_LIMIT_PER_MINUTE: '0',
        REGISTRATIONS_PER_HOUR_PER_IP: '4',
        UPLOAD_DAILY_BYTES_PER_IP: '8192',
        UNPAID_UNITS_PER_SKU_PER_IP: '0',
        CATALOG_MISSES_PER_MINUTE_PER_IP: '30',
        PUBLIC_URL: 'https://shop.example',
        TRUST_PROXY: '1',
        CATALOG_CACHE_TTL_MS: '0',
        USER_READ_CACHE_TTL_MS: '250',
        SERVE_SOURCE_MAPS: '1',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: 'a-scrape-token-of-32-characters!',
        SHUTDOWN_DRAIN_MS: '5000',
        SHOP_SSR_ENTRY: 'build/ssr/entry.js',
        ORDER_AUTO_CONFIRM_DAYS: '3',
        PLATFORM_BANK_NAME: ' Demo Bank ',
        PLATFORM_BANK_ACCOUNT_NAME: 'CrossMart Ltd',
        PLATFORM_BANK_ACCOUNT_NUMBER: '6222 0000 1111',
        PLATFORM_BANK_SWIFT: 'DEMOXXHH',
        PLATFORM_DEPOSIT_TRC20: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ',
      },
      baseDir: '/repo',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/repo/var/data'),
      databaseUrl: 'postgres://u:p@db/x',
      pgliteThread: true,
      shopDistDir: '/srv/shop',
      consoleDistDir: '/srv/console',
      seedDemo: false,
      uploadMaxBytes: 1024,
      uploadQuotaFiles: 3,
      uploadQuotaBytes: 4096,
      rateLimitPerMinute: 0,
      abuseLimits: {
        registrationsPerHourPerIp: 4,
        uploadBytesPerIpPerDay: 8192,
        unpaidUnitsPerSkuPerIp: 0,
        catalogMissesPerMinutePerIp: 30,
      },
      publicUrl: 'https://shop.example',
      trustProxy: true,
      catalogCacheTtlMs: 0,
      userReadCacheTtlMs: 250,
      serveSourceMaps: true,
      logLevel: 'warn',
      metricsToken: 'a-scrape-token-of-32-characters!',
      shutdownDrainMs: 5000,
      shopSsrEntry: path.resolve('/repo/build/ssr/entry.js'),
      orderAutoConfirmDays: 3,
      platformBank: {
        bankName: 'Demo Bank',
        accountName: 'CrossMart Ltd',
        accountNumber: '6222 0000 1111',
        swift: 'DEMOXXHH',
      },
      platformDeposits: { addresses: { TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, demo: false },
    })
  })

  it.each([
    { env: { LOG_LEVEL: 'verbose' }, error: /LOG_LEVEL must be one of fatal, error, warn, info/ },
    { env: { METRICS_TOKEN: 'short' }, error: /METRICS_TOKEN must be at least 16 characters/ },
    { env: { SHUTDOWN_DRAIN_MS: 'soon' }, error: /SHUTDOWN_DRAIN_MS must be a non-negative integer/ },
  ])('refuses $env with a clear error', ({ env, error }) => {
    expect(() => loadConfig({ env, baseDir: '/' })).toThrow(error)
  })

  it('refuses a user read cache TTL above 1 s (other replicas must be seen within it)', () => {
    expect(() => loadConfig({ env: { USER_READ_CACHE_TTL_MS: '1001' }, baseDir: '/' })).toThrow(
      /USER_READ_CACHE_TTL_MS must be at most 1000/,
    )
  })

  it.each(['abc', '-1', '1.5'])('refuses PORT=%s with a clear error', (value) => {
    expect(() => loadConfig({ env: { PORT: value }, baseDir: '/' })).toThrow(
      /PORT must be a non-negative integer/,
    )
  })

  it('reads an S3-compatible bucket from S3_* and refuses half a configuration', () => {
    const env = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'images',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'crossmart/',
    }
    expect(loadConfig({ env, baseDir: '/' }).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'images',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'crossmart/',
    })
    expect(loadConfig({ env: {}, baseDir: '/' }).s3).toBeUndefined()
    expect(() => loadConfig({ env: { S3_BUCKET: 'images' }, baseDir: '/' })).toThrow(/S3_ENDPOINT/)
    expect(() => loadConfig({ env: { ...env, S3_ENDPOINT: 'minio:9000' }, baseDir: '/' })).toThrow(
      /S3_ENDPOINT/,
    )
    expect(() => loadConfig({ env: { ...env, S3_PREFIX: 'Bad' }, baseDir: '/' })).toThrow(/S3_PREFIX/)
  })
})
