import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cartAdd,
  cartUpdate,
  createApiClient,
  favouriteAdd,
  favouriteRemove,
  indexHotProduct,
  productDetail,
  userLogin,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SHOPPER } from './seed/demo-accounts'

const serverDir = path.resolve(import.meta.dirname, '..')
/** Keep-alive clients writing at once, as the probe's mixed write load had. */
const WRITERS = 24

/**
 * PostgreSQL's pg_control (src/include/catalog/pg_control.h ControlFileData): `state` is the
 * uint32 after system_identifier (uint64), pg_control_version and catalog_version_no (uint32 each).
 * DB_SHUTDOWNED (1) is written by a clean close; DB_IN_PRODUCTION (6) stays after a crash or exit.
 */
const PG_CONTROL_STATE_OFFSET = 16
const DB_SHUTDOWNED = 1

function databaseState(dataDir: string): number {
  return readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(
    PG_CONTROL_STATE_OFFSET,
  )
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}

// Issue #45: a SIGTERM under mixed write load ended 4 of 4 times with "shutdown timed out; exiting"
// after ~11.5 s: requests on existing keep-alive connections kept being served, and the cleanup after
// server.close() (sweeps, mailer, view counters, database close) never ran.
describe('SIGTERM under write load (server README "Health")', () => {
  let dataDir = ''
  let child: ChildProcess | undefined
  let output = ''
  let url = ''

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crossmart-shutdown-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        RATE_LIMIT_PER_MINUTE: '0',
        SHOP_DIST_DIR: path.join(dataDir, 'no-shop'),
        PUBLIC_URL: '',
        CHAT_WS_URL: '',
        CHAT_MODE: 'embedded',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const started = child
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000)
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('CrossMart is running at')) {
          clearTimeout(timer)
          resolve()
        }
      }
      started.stdout?.on('data', onData)
      started.stderr?.on('data', onData)
      started.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`server exited with ${code}:\n${output}`))
      })
    })
  }, 150_000)

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers what it has, closes the keep-alive connections and closes the database cleanly', async () => {
    const guest = createApiClient({ baseUrl: url, duplicateWindowMs: 0 })
    const login = await guest.call(userLogin, {
      account: DEMO_SHOPPER.account,
      password: DEMO_SHOPPER.password,
    })
    const token = login.userinfo.token
    const shopper = createApiClient({ baseUrl: url, getToken: () => token, duplicateWindowMs: 0 })
    const hot = await shopper.call(indexHotProduct, { page: 1, limit: 10 })
    const product = await shopper.call(productDetail, { id: hot.list[0]!.id })
    const cart = await shopper.call(cartAdd, {
      productId: product.id,
      ...(product.skus[0] ? { skuId: product.skus[0].id } : {}),
      quantity: 1,
    })
    const line = cart.shops.flatMap((shop) => shop.items)[0]!
    const ids = hot.list.map((p) => p.id)

    // Mixed writes on keep-alive connections (fetch keeps them open), without a pause, until the
    // server is gone: favourites added and removed, a cart line's quantity changed.
    let stopped = false
    let written = 0
    const writer = async (n: number) => {
      for (let i = 0; !stopped; i++) {
        const productId = ids[(n + i) % ids.length]!
        try {
          if (i % 3 === 0) await shopper.call(favouriteAdd, { productId })
          else if (i % 3 === 1) await shopper.call(favouriteRemove, { productId })
          else await shopper.call(cartUpdate, { id: line.id, quantity: 1 + (i % 2) })
          written += 1
        } catch {
          // Refused or cut off while the server stops: the load goes on until it has exited.
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      }
    }
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n))
    while (written < 200) await new Promise((resolve) => setTimeout(resolve, 20))

    const server = child!
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const at = Date.now()
      server.once('exit', (code) => resolve({ code, ms: Date.now() - at }))
    })
    server.kill('SIGTERM')
    const { code, ms } = await exited
    stopped = true
    await Promise.all(writers)

    expect(output).not.toContain('shutdown timed out')
    expect(code).toBe(0)
    // Well inside the 10 s grace period: nothing waited for it.
    expect(ms).toBeLessThan(5_000)
    expect(databaseState(dataDir)).toBe(DB_SHUTDOWNED)
  }, 60_000)
})
