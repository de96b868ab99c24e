import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '../..')

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}

export interface ServerProcess {
  url: string
  process: ChildProcess
  /** Everything it printed so far. */
  output(): string
}

/**
 * The server as `pnpm start` runs it, in a child process (src/main.ts through tsx), resolved once it
 * prints its URL: for the tests that kill it or run two at once. `env` adds to the test's own.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** The server package to run (another checkout's, for a benchmark's baseline). */
  cwd = serverDir,
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: '', CHAT_WS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('CrossMart is running at')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output }
}

/** Stops it with `signal` (SIGKILL: no clean-up at all) and waits until it is gone. */
export async function stopServerProcess(
  server: ServerProcess | undefined,
  signal: NodeJS.Signals,
): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return
  const exited = new Promise((resolve) => server.process.once('exit', resolve))
  server.process.kill(signal)
  await exited
}
