import { spawn } from 'node:child_process'
import path from 'node:path'
import { SHOP_DIR } from './start-server.ts'

const SERVER_DIR = path.resolve(SHOP_DIR, '../server')

/**
 * Runs the operator CLI (`pnpm --filter @crossmart/server ops <verb>`, apps/server README) on a
 * server's DATA_DIR and returns its JSON answer. PGlite is one process: stop the server first.
 */
export async function runOps(dataDir: string, args: readonly string[]): Promise<unknown> {
  const child = spawn(path.join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/ops/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`ops ${args.join(' ')} exited ${code}: ${err}${out}`)
  return JSON.parse(out)
}
