import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOG_CACHE_TTL_MS } from '../features/catalog/catalog-cache'
import { DEFAULT_PORT, DEFAULT_RATE_LIMIT_PER_MINUTE, DEFAULT_UPLOAD_MAX_BYTES, loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults: port 3000, PGlite in <base>/.data, demo seed on', () => {
    const config = loadConfig({ env: {}, baseDir: '/repo' })
    expect(config).toMatchObject({
      port: DEFAULT_PORT,
      dataDir: path.resolve('/repo/.data'),
      databaseUrl: undefined,
      shopDistDir: path.resolve('/repo/apps/shop/dist'),
      seedDemo: true,
      uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      trustProxy: false,
      catalogCacheTtlMs: CATALOG_CACHE_TTL_MS,
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      env: {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db/x',
        SHOP_DIST_DIR: '/srv/shop',
        SEED_DEMO: '0',
        UPLOAD_MAX_BYTES: '1024',
        RATE_LIMIT_PER_MINUTE: '0',
        PUBLIC_URL: 'https://shop.example',
        TRUST_PROXY: '1',
        CATALOG_CACHE_TTL_MS: '0',
        USER_READ_CACHE_TTL_MS: '250',
      },
      baseDir: '/repo',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/repo/var/data'),
      databaseUrl: 'postgres://u:p@db/x',
      shopDistDir: '/srv/shop',
      seedDemo: false,
      uploadMaxBytes: 1024,
      rateLimitPerMinute: 0,
      publicUrl: 'https://shop.example',
      trustProxy: true,
      catalogCacheTtlMs: 0,
      userReadCacheTtlMs: 250,
    })
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
})
