#!/usr/bin/env node
// Benchmark of the client runtime (a script, not a test), on loopback against the SDK's own test
// server running in a child process (so its memory never counts as the client's):
//   1. send-to-ack round trip of one client, one message at a time (median, p99);
//   2. sustained messages per second for one client: with the spec's send timer (5 per 100 ms), and
//      with the timer opened up (sendBatchSize 1000 per 1 ms) to show the runtime's own ceiling;
//   3. heap per idle connected client, with 1,000 clients in one process.
// Usage: pnpm --filter @crossmart/im-sdk bench   (BENCH_CLIENTS=..., BENCH_RTT=... to change sizes)
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { build } from 'esbuild'
import WebSocket from 'ws'
import { packageDir } from './lib/load-source.mjs'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000)
const RTT_SAMPLES = Number(process.env.BENCH_RTT ?? 2000)
const BURST = Number(process.env.BENCH_BURST ?? 20000)

// Bundle the current source (no prior build needed); `ws` stays an import of the real package.
async function bundle(entry, name) {
  const outDir = join(packageDir, 'node_modules', '.cache', 'im-sdk-scripts')
  mkdirSync(outDir, { recursive: true })
  const outfile = join(outDir, `${name}.mjs`)
  await build({
    entryPoints: [join(packageDir, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  })
  return outfile
}

const sdkFile = await bundle('src/index.ts', 'client-index')
const testingFile = await bundle('src/testing/index.ts', 'client-testing')
const sdk = await import(pathToFileURL(sdkFile).href)

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc')

// The server: a child process running startTestServer, printing its URL.
const serverCode = `
  const { startTestServer } = await import(${JSON.stringify(pathToFileURL(testingFile).href)})
  const server = await startTestServer()
  process.stdout.write(server.url + '\\n')
  process.stdin.on('end', () => server.close().then(() => process.exit(0)))
  process.stdin.resume()
`
const child = spawn(process.execPath, ['--input-type=module', '-e', serverCode], {
  cwd: packageDir,
  stdio: ['pipe', 'pipe', 'inherit'],
})
const url = await new Promise((resolve, reject) => {
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
    if (out.includes('\n')) resolve(out.trim())
  })
  child.once('exit', (code) => reject(new Error(`test server exited (${code})`)))
})

const transport = sdk.webSocketTransport(WebSocket)
function client(uid, constants = {}) {
  return sdk.createImClient({
    uid,
    token: `${uid}-token`,
    address: url,
    transport,
    reconnect: { triggers: false },
    constants,
  })
}
function connected(c) {
  return new Promise((resolve, reject) => {
    const off = c.on('status', (e) => {
      if (e.status === 'Connected') {
        off()
        resolve()
      } else if (e.status === 'ConnectFail' || e.status === 'ConnectKick') reject(new Error(e.status))
    })
    c.connect()
  })
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const channel = { channelID: 'bench-peer', channelType: 1 }
const content = { type: 1, content: 'hello — a typical chat line of moderate length 你好' }

// 1. Round trip. With the spec's timer every 6th message of a fast sequence waits for the next
// 100 ms window, so the runtime's own latency is measured with the timer opened up as well.
async function roundTrip(label, constants, samplesWanted) {
  const c = client(`rtt-${label}`, constants)
  await connected(c)
  const samples = []
  for (let i = 0; i < samplesWanted + 200; i += 1) {
    const t0 = performance.now()
    await new Promise((resolve) => {
      const off = c.on('messageStatus', () => {
        off()
        resolve()
      })
      c.send(content, channel)
    })
    if (i >= 200) samples.push(performance.now() - t0)
  }
  samples.sort((a, b) => a - b)
  console.log(
    `send-to-ack round trip, ${label} (${samplesWanted} sequential messages): median ${quantile(samples, 0.5).toFixed(3)} ms, p99 ${quantile(samples, 0.99).toFixed(3)} ms`,
  )
  c.destroy()
}
let t = performance.now()
const lap = (what) => {
  const now = performance.now()
  if (process.env.BENCH_VERBOSE) console.log(`  (${what}: ${((now - t) / 1000).toFixed(1)} s)`)
  t = now
}
await roundTrip('timer opened up', { sendBatchSize: 1000, sendIntervalMs: 1 }, RTT_SAMPLES)
// Paced at 5 per 100 ms, so fewer samples keep the script short.
await roundTrip('spec send timer', {}, Math.ceil(RTT_SAMPLES / 5))
lap('round trips')

// 2. Sustained throughput.
async function throughput(label, constants, count) {
  const c = client(`tp-${label}`, constants)
  await connected(c)
  let acked = 0
  const t0 = performance.now()
  await new Promise((resolve) => {
    c.on('messageStatus', (e) => {
      if (e.message.status !== 'normal') throw new Error('a message failed')
      acked += 1
      if (acked === count) resolve()
    })
    for (let i = 0; i < count; i += 1) c.send(content, channel)
  })
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `sustained, ${label}: ${Math.round(count / seconds)} messages/s (${count} messages acked in ${seconds.toFixed(2)} s)`,
  )
  c.destroy()
}
await throughput('spec send timer (5 per 100 ms)', {}, 150)
await throughput('timer opened up (1000 per 1 ms)', { sendBatchSize: 1000, sendIntervalMs: 1 }, BURST)
lap('throughput')

// 3. Heap per idle connected client.
{
  gc()
  gc()
  const before = process.memoryUsage()
  const clients = []
  for (let i = 0; i < CLIENTS; i += 1) clients.push(client(`idle-${i}`))
  for (let i = 0; i < clients.length; i += 100) await Promise.all(clients.slice(i, i + 100).map(connected))
  lap('connecting the idle clients')
  await new Promise((resolve) => setTimeout(resolve, 500))
  gc()
  gc()
  const after = process.memoryUsage()
  const per = (key) => ((after[key] - before[key]) / CLIENTS / 1024).toFixed(1)
  console.log(
    `idle connected clients: ${CLIENTS} in one process, heap ${per('heapUsed')} KiB per client (rss ${per('rss')} KiB, external ${per('external')} KiB)`,
  )
  for (const c of clients) c.destroy()
}

child.stdin.end()
await new Promise((resolve) => child.once('exit', resolve))
