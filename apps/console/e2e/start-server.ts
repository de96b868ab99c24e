import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Paths of the monorepo seen from apps/console/e2e. */
const here = path.dirname(fileURLToPath(import.meta.url))
export const CONSOLE_DIR = path.resolve(here, '..')
export const CONSOLE_DIST = path.join(CONSOLE_DIR, 'dist')
export const SHOP_DIST = path.resolve(CONSOLE_DIR, '../shop/dist')
export const SERVER_MAIN = path.resolve(CONSOLE_DIR, '../server/dist/main.js')
/** The server seeds demo data on first start (PGlite, pictures): allow it time on a busy machine. */
const START_TIMEOUT_MS = 180_000
const POLL_MS = 250

export class ServerStartError extends Error {
  override readonly name = 'ServerStartError'
  readonly code = 'SERVER_START'
}

export interface RunningServer {
  url: string
  stop(): Promise<void>
  /**
   * What the server printed so far. Its development mailer logs every message it "sends" (server
   * README "Mail"), so a test reads a mailed link here (issue #48: the new owner's set-password link).
   */
  output?(): string
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

export async function startServer(): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce()
    } catch (error) {
      const portTaken = error instanceof ServerStartError && error.message.includes('EADDRINUSE')
      if (!portTaken || attempt >= START_ATTEMPTS) throw error
    }
  }
}

/**
 * Starts the real server (apps/server/dist/main.js, as `pnpm start` does) on a free loopback port
 * with a temporary DATA_DIR, serving the production builds of the shop and the console (/console) on the same origin.
 */
async function startServerOnce(): Promise<RunningServer> {
  if (!existsSync(SERVER_MAIN)) {
    throw new ServerStartError(
      `${SERVER_MAIN} is missing: build the server first (turbo runs @crossmart/server#build)`,
    )
  }
  for (const dist of [SHOP_DIST, CONSOLE_DIST]) {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new ServerStartError(`${dist} is missing: build the shop and the console first`)
    }
  }
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossmart-console-e2e-'))
  let log = ''
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.resolve(CONSOLE_DIR, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SHOP_DIST_DIR: SHOP_DIST,
      CONSOLE_DIST_DIR: CONSOLE_DIST,
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
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(url, child, () => log)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, output: () => log }
}
