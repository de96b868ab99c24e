import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Paths of the monorepo seen from apps/shop/e2e. */
const here = path.dirname(fileURLToPath(import.meta.url))
export const SHOP_DIR = path.resolve(here, '..')
export const SHOP_DIST = path.join(SHOP_DIR, 'dist')
export const SERVER_MAIN = path.resolve(SHOP_DIR, '../server/dist/main.js')
/** The server seeds demo data on first start (PGlite, pictures): allow it time. */
const START_TIMEOUT_MS = 90_000
const POLL_MS = 250

export class ServerStartError extends Error {
  override readonly name = 'ServerStartError'
  readonly code = 'SERVER_START'
}

export interface RunningServer {
  url: string
  port: number
  /** The server's DATA_DIR (PGlite and uploads), for the operator CLI while the server is stopped. */
  dataDir: string
  /** What the server printed so far. */
  log(): string
  /** Stops the server; the data directory is removed unless `keepData` (to start it again). */
  stop(options?: { keepData?: boolean }): Promise<void>
}

export interface StartServerOptions {
  /** Listen here (a restart keeps the browser's origin, so its cookie and storage); a free port by default. */
  port?: number
  /** Reuse this DATA_DIR (a restart); a fresh temporary one by default. */
  dataDir?: string
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new ServerStartError(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      // Our child's own line first: on a busy machine another test's server can take the port
      // between freePort() and the child's listen, and would answer the poll (this child then
      // exits with EADDRINUSE, reported above).
      const ours = output().includes('CrossMart is running at')
      const response = ours ? await fetch(`${url}/api/index/category`) : undefined
      if (response?.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new ServerStartError(`server did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`)
}

/** How many starts to try when another process took the free port first (EADDRINUSE). */
const START_ATTEMPTS = 3

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options)
    } catch (error) {
      const portTaken = error instanceof ServerStartError && error.message.includes('EADDRINUSE')
      // A port the caller chose (a restart) is theirs to keep: only a free port picked here is retried.
      if (!portTaken || options.port !== undefined || attempt >= START_ATTEMPTS) throw error
    }
  }
}

/**
 * Starts the real server (apps/server/dist/main.js, as `pnpm start` does) on a free loopback port
 * with a temporary DATA_DIR, serving the production build of the shop on the same origin.
 */
async function startServerOnce(options: StartServerOptions): Promise<RunningServer> {
  if (!existsSync(SERVER_MAIN)) {
    throw new ServerStartError(
      `${SERVER_MAIN} is missing: build the server first (turbo runs @crossmart/server#build)`,
    )
  }
  if (!existsSync(path.join(SHOP_DIST, 'index.html'))) {
    throw new ServerStartError(`${SHOP_DIST} is missing: run the shop build first`)
  }
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'crossmart-e2e-'))
  let log = ''
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.resolve(SHOP_DIR, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHOP_DIST_DIR: SHOP_DIST,
      DATABASE_URL: '',
      // The browser tests log in and browse quickly from one address.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async ({ keepData = false }: { keepData?: boolean } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(url, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, dataDir, log: () => log, stop }
}
