/**
 * Load benchmark (README "Load benchmark"; not a test): the server on PGlite with the demo data,
 * autocannon in a separate process on loopback, 100 connections, one run per target.
 * Prints requests/s and latency percentiles. Run: `pnpm --filter @crossmart/server bench`.
 * Env: BENCH_CONNECTIONS (100), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), and the server's own
 * variables (e.g. CATALOG_CACHE_TTL_MS=0 to measure without the catalog cache).
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { createRequire } from 'node:module'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { findRepoRoot, loadConfig } from '../src/config/config'
import { silentLogger } from '../src/http/logger'
import { DEMO_SHOPPER } from '../src/seed/demo-accounts'
import { startServer } from '../src/server'

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 100)
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10)
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 2)
/** Comma-separated substrings of target names to run (all when unset), e.g. `getUserInfo,order`. */
const ONLY = process.env['BENCH_TARGETS']?.split(',').filter(Boolean)
/** When set, the server's CPU profile of each measured run (not warm-up) goes to `<dir>/<target>.cpuprofile`. */
const PROFILE_DIR = process.env['BENCH_CPU_PROFILE_DIR']
/** README "Load benchmark": p99 under 50 ms. */
const P99_GOAL_MS = 50

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p90: number; p99: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
}

function runAutocannon(url: string, seconds: number, token?: string): Promise<AutocannonResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const headers = token ? ['-H', `token=${token}`] : []
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, '-c', String(CONNECTIONS), '-d', String(seconds), ...headers, '-j', url],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      try {
        resolve(JSON.parse(out) as AutocannonResult)
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** The server runs in this process: profile it (the load generator is a child process). */
async function startProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop')
      await writeFile(file, JSON.stringify(profile))
      session.disconnect()
    },
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crossmart-bench-'))
  const loaded = loadConfig({ env: process.env, baseDir: findRepoRoot(process.cwd()) })
  const config = {
    // CATALOG_CACHE_TTL_MS and the other variables apply; data dir, port and limits are the bench's own.
    ...loaded,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // The per-IP limits would refuse a load generator on one address; they are not what is measured
    // (with CATALOG_CACHE_TTL_MS=0 every catalogue read is a miss).
    rateLimitPerMinute: 0,
    abuseLimits: { ...loaded.abuseLimits, catalogMissesPerMinutePerIp: 0 },
  }
  const server = await startServer({ config, logger: silentLogger })
  try {
    const base = `http://127.0.0.1:${server.port}`
    const hot = (await (await fetch(`${base}/api/index/hot_product`)).json()) as {
      data: { list: { id: number }[] }
    }
    const productId = hot.data.list[0]?.id ?? 1
    // Server README "Security": logged-in reads, with the demo shopper's token.
    const login = (await (
      await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: DEMO_SHOPPER.account, password: DEMO_SHOPPER.password }),
      })
    ).json()) as { data: { userinfo: { token: string; id: number } } }
    const token = login.data.userinfo.token
    const targets: readonly (readonly [string, string, string?])[] = [
      ['hot_product', `${base}/api/index/hot_product`],
      ['product list page 5', `${base}/api/index/product?page=5&limit=10`],
      ['product detail', `${base}/api/product/detail?id=${productId}`],
      ['getUserInfo (token)', `${base}/api/user/getUserInfo`, token],
      ['order_list (token)', `${base}/api/user/order_list?page=1&limit=10`, token],
      ['address_list (token)', `${base}/api/user/address_list`, token],
      ['cart list (token)', `${base}/api/cart/list`, token],
      ['unread_count (token)', `${base}/api/notification/unread_count`, token],
      ['bill (token)', `${base}/api/user/bill?page=1&limit=10`, token],
    ]
    console.log(
      `CrossMart load benchmark: PGlite, ${CONNECTIONS} connections, ${SECONDS} s per target, ` +
        `catalog cache ${config.catalogCacheTtlMs} ms, user read cache ${config.userReadCacheTtlMs} ms, node ${process.version}, ${cpus().length} CPUs, ` +
        `load average ${loadavg()[0]!.toFixed(1)}`,
    )
    console.log('target                 req/s    p50 ms  p90 ms  p99 ms  max ms  errors  non-2xx  p99<50ms')
    for (const [name, url, auth] of targets) {
      if (ONLY && !ONLY.some((part) => name.includes(part))) continue
      if (WARMUP_SECONDS > 0) await runAutocannon(url, WARMUP_SECONDS, auth)
      const profiler = PROFILE_DIR ? await startProfile() : undefined
      const r = await runAutocannon(url, SECONDS, auth)
      if (profiler && PROFILE_DIR)
        await profiler.stop(path.join(PROFILE_DIR, `${name.replace(/\W+/g, '_')}.cpuprofile`))
      const row = [
        name.padEnd(20),
        r.requests.average.toFixed(0).padStart(8),
        String(r.latency.p50).padStart(8),
        String(r.latency.p90).padStart(7),
        String(r.latency.p99).padStart(7),
        String(r.latency.max).padStart(7),
        String(r.errors + r.timeouts).padStart(7),
        String(r.non2xx).padStart(8),
        (r.latency.p99 < P99_GOAL_MS ? 'yes' : 'NO').padStart(9),
      ]
      console.log(row.join(' '))
    }
    // Revocation as another replica would do it: straight in the shared database, no local event.
    const started = Date.now()
    await server.services.tokens.revokeAllForUser(server.services.db, login.data.userinfo.id)
    let status = 200
    while (status !== 401 && Date.now() - started < 5_000) {
      status = (await fetch(`${base}/api/user/getUserInfo`, { headers: { token } })).status
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    console.log(
      `revocation written by another replica took effect here after ${Date.now() - started} ms (goal < 1000 ms)`,
    )
    // Other processes on the machine move these figures: report how busy it was.
    console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`)
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
