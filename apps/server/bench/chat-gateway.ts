/**
 * Chat gateway benchmark on loopback, open loop (README "Benchmark"; not a test).
 *
 *   pnpm --filter @crossmart/server bench:chat        (tsx bench/chat-gateway.ts)
 *
 * The server runs in a child process (its memory is its own; chat-gateway/server-process.ts), bundled
 * by tsup as `pnpm build` bundles the server (chat-gateway/build-server.ts): PGlite
 * in a temporary folder, rate limit off, N/2 shops with one staff member each and N/2 shoppers. This
 * process is the load generator (chat-gateway/open-loop.ts):
 *  1. connects all N clients (2,000) and reports the server's memory per idle connection (after GC);
 *  2. offers 1,000 messages/s (shopper -> its shop, round robin over the shoppers) for 10 s: send->ack
 *     and send->receive percentiles, measured from each send's scheduled time;
 *  3. steps the offered rate up until a step is not held: held = every message acked and received
 *     and both p99 under 100 ms.
 * Env: BENCH_CHAT_CLIENTS (2000), BENCH_CHAT_RATE (1000), BENCH_CHAT_SECONDS (10),
 * BENCH_CHAT_RAMP ("2000,3000,4000,5000,6000,7000,8000,10000"), BENCH_CHAT_STEP_SECONDS (5),
 * BENCH_CPU_PROFILE_DIR (the server's CPU profile of each step, `<rate>.cpuprofile`),
 * BENCH_ALLOCATION_PROFILE_DIR (where the server allocates during each step, `<rate>.heapprofile`;
 * with BENCH_ALLOCATION_PROFILE_KIND=promoted only what outlived the young generation), BENCH_HEAP_SNAPSHOT_DIR
 * (the server's heap before and after the idle connections and after the first step, `idle-before|after.heapsnapshot`, `after-<rate>.heapsnapshot`).
 */
import { fork } from 'node:child_process'
import { loadavg } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { CHANNEL_TYPE } from '../src/chat/constants'
import { buildBenchServer } from './chat-gateway/build-server'
import { connectLoadClient, type LoadClient } from './chat-gateway/load-client'
import { createPacketRouter, type Lane, type StepResult } from './chat-gateway/open-loop'
import type { FromServer, Memory, ToServer } from './chat-gateway/server-process'

const CLIENTS = Number(process.env['BENCH_CHAT_CLIENTS'] ?? 2_000)
const RATE = Number(process.env['BENCH_CHAT_RATE'] ?? 1_000)
const SECONDS = Number(process.env['BENCH_CHAT_SECONDS'] ?? 10)
const RAMP = (process.env['BENCH_CHAT_RAMP'] ?? '2000,3000,4000,5000,6000,7000,8000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
const STEP_SECONDS = Number(process.env['BENCH_CHAT_STEP_SECONDS'] ?? 5)
const PROFILE_DIR = process.env['BENCH_CPU_PROFILE_DIR']
const HEAP_DIR = process.env['BENCH_HEAP_SNAPSHOT_DIR']
const ALLOCATION_DIR = process.env['BENCH_ALLOCATION_PROFILE_DIR']
const ALLOCATION_KIND =
  process.env['BENCH_ALLOCATION_PROFILE_KIND'] === 'promoted' ? 'promoted' : 'allocation'
/** Goals (README "Benchmark"). */
const GOAL = { ackP99: 20, recvP99: 30, heldP99: 100, idleKiB: 10 }
/** Time after the last scheduled send for the answers to arrive before a step counts as not held. */
const SETTLE_MS = 10_000

type Step = StepResult & {
  serverCpuMicros: number
  generatorCpuMicros: number
  loopDelayP99Ms: number
  loopDelayMaxMs: number
  generatorLoopP99Ms: number
  generatorLoopMaxMs: number
}

const isHeld = (r: StepResult) =>
  r.acked === r.sent && r.received === r.sent && r.ack.p99 < GOAL.heldP99 && r.receive.p99 < GOAL.heldP99

function row(label: string, r: Step, verdict: string): string {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(8)
  return [
    label.padEnd(10),
    String(r.offered).padStart(8),
    String(r.ackedPerSecond).padStart(8),
    `${r.acked}/${r.sent}`.padStart(13),
    String(r.received).padStart(8),
    ms(r.ack.p50),
    ms(r.ack.p99),
    ms(r.receive.p50),
    ms(r.receive.p99),
    ms(Math.max(r.ack.max, r.receive.max)),
    String(Math.round(r.serverCpuMicros / Math.max(1, r.acked))).padStart(8),
    String(Math.round(r.generatorCpuMicros / Math.max(1, r.sent))).padStart(8),
    `${r.loopDelayP99Ms.toFixed(1)}/${r.loopDelayMaxMs.toFixed(0)}`.padStart(10),
    `${r.generatorLoopP99Ms.toFixed(1)}/${r.generatorLoopMaxMs.toFixed(0)}`.padStart(10),
    `  ${verdict}`,
  ].join(' ')
}

async function main(): Promise<void> {
  const child = fork(await buildBenchServer(), [], {
    execArgv: ['--expose-gc', ...(process.env['BENCH_SERVER_NODE_FLAGS'] ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, BENCH_CHAT_PAIRS: String(CLIENTS / 2) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve) => {
      const onMessage = (m: FromServer) => {
        if (m.type !== type) return
        child.off('message', onMessage)
        resolve(m as Extract<FromServer, { type: T }>)
      }
      child.on('message', onMessage)
    })
  const tell = (m: ToServer) => child.send(m)
  const { fixture } = await next('ready')
  const memory = async (): Promise<Memory> => {
    tell({ type: 'memory' })
    return (await next('memory')).memory
  }

  const router = createPacketRouter()
  const snapshot = async (name: string) => {
    if (!HEAP_DIR) return
    tell({ type: 'heap-snapshot', file: path.join(HEAP_DIR, `${name}.heapsnapshot`) })
    await next('heap-snapshot-written')
  }
  await snapshot('idle-before')
  const before = await memory()
  const clients: LoadClient[] = []
  const accounts = [...fixture.shoppers, ...fixture.staff]
  for (let i = 0; i < accounts.length; i += 100) {
    const batch = accounts.slice(i, i + 100).map((account) => {
      let client: LoadClient | undefined
      return connectLoadClient(
        fixture.wsUrl,
        account,
        router.onPacket(() => client!),
      ).then((c) => {
        client = c
        return c
      })
    })
    clients.push(...(await Promise.all(batch)))
  }
  const after = await memory()
  await snapshot('idle-after')
  const n = clients.length
  const per = (key: keyof Memory) => (after[key] - before[key]) / n / 1024

  const lanes: Lane[] = fixture.shoppers.map((_, i) => ({
    sender: clients[i]!,
    channelID: `mer_${fixture.shops[i]}`,
    channelType: CHANNEL_TYPE.customerService,
  }))
  const serverCpu = async () => {
    tell({ type: 'cpu' })
    return await next('cpu')
  }
  const step = async (rate: number, seconds: number) => {
    if (PROFILE_DIR) tell({ type: 'profile-start', kind: 'cpu' })
    else if (ALLOCATION_DIR) tell({ type: 'profile-start', kind: ALLOCATION_KIND })
    const cpuBefore = await serverCpu()
    // The generator's CPU from its first scheduled send (sends are encrypted and encoded before).
    let ownBefore = process.cpuUsage()
    // The generator's own stalls count as latency too (it measures from the scheduled time).
    const ownLoop = monitorEventLoopDelay({ resolution: 1 })
    const run = await router.run(lanes, rate, seconds, SETTLE_MS, () => {
      // The garbage of encrypting the step's sends is collected before its clock starts, so the
      // generator's own pauses during the step come from the step (package.json runs it with --expose-gc).
      ;(globalThis as { gc?: () => void }).gc?.()
      ownBefore = process.cpuUsage()
      ownLoop.enable()
    })
    ownLoop.disable()
    const own = process.cpuUsage(ownBefore)
    // CPU time per message does not depend on what else the machine runs (the latencies do).
    const cpuAfter = await serverCpu()
    const result = {
      ...run,
      serverCpuMicros: cpuAfter.micros - cpuBefore.micros,
      generatorCpuMicros: own.user + own.system,
      loopDelayP99Ms: cpuAfter.loopDelayP99Ms,
      loopDelayMaxMs: cpuAfter.loopDelayMaxMs,
      generatorLoopP99Ms: ownLoop.percentile(99) / 1e6,
      generatorLoopMaxMs: ownLoop.max / 1e6,
    }
    if (PROFILE_DIR) {
      tell({ type: 'profile-stop', file: path.join(PROFILE_DIR, `${rate}.cpuprofile`) })
      await next('profile-stopped')
    } else if (ALLOCATION_DIR) {
      tell({ type: 'profile-stop', file: path.join(ALLOCATION_DIR, `${rate}.heapprofile`) })
      await next('profile-stopped')
    }
    // Let the server finish what is left (recvacks) before the next step.
    await new Promise((r) => setTimeout(r, 500))
    return result
  }

  const loadAtStart = loadavg()[0]!
  // A short warm-up (JIT, caches) that is not reported.
  await step(Math.min(RATE, 500), 2)
  const base = await step(RATE, SECONDS)
  // What the step left alive (caches filled by its messages), beside the idle snapshots.
  await snapshot(`after-${RATE}`)
  const ramp: Step[] = []
  for (const rate of RAMP) {
    const r = await step(rate, STEP_SECONDS)
    ramp.push(r)
    if (!isHeld(r)) break
  }
  const held = ramp.filter(isHeld).at(-1) ?? (isHeld(base) ? base : undefined)

  console.log(
    `CrossMart chat gateway benchmark (open loop): ${n} clients connected, PGlite ` +
      `${process.env['PGLITE_THREAD'] === '1' || process.env['PGLITE_THREAD'] === 'true' ? 'on a worker thread' : 'on the event loop'}, write gap ${process.env['CHAT_WRITE_GAP_MS'] || 'default'} ms, node ${process.version}, ` +
      `load average ${loadAtStart.toFixed(1)} at the start`,
  )
  console.log(
    'step       offered  acked/s  acked/sent   received  ack p50  ack p99 recv p50 recv p99   max ms' +
      ' srv µs/m gen µs/m loop p99/max  gen loop',
  )
  const baseGoal = base.ack.p99 < GOAL.ackP99 && base.receive.p99 < GOAL.recvP99 && base.acked === base.sent
  console.log(
    row(
      `${RATE}/s ${SECONDS}s`,
      base,
      `goal ack p99<${GOAL.ackP99}, recv p99<${GOAL.recvP99}: ${baseGoal ? 'yes' : 'NO'}`,
    ),
  )
  console.log(
    `  ack p99 by second of the ${RATE}/s step, ms: ${base.ackP99PerSecond.map((v) => v.toFixed(0)).join(' ')}`,
  )
  for (const r of ramp) console.log(row(`ramp ${STEP_SECONDS}s`, r, isHeld(r) ? 'held' : 'not held'))
  console.log(
    `highest offered rate held (every message acked and received, p99 < ${GOAL.heldP99} ms): ` +
      `${held ? `${held.offered} messages/s` : 'none'} (goal >= 5000)`,
  )
  const idle = per('heapUsed') + per('external')
  console.log(
    `idle connections: server RSS +${per('rss').toFixed(1)} KiB, JS heap +${per('heapUsed').toFixed(1)} KiB, ` +
      `external +${per('external').toFixed(1)} KiB per connection (heap + external ${idle.toFixed(1)} KiB; ` +
      `goal < ${GOAL.idleKiB} KiB: ${idle < GOAL.idleKiB ? 'yes' : 'NO'})`,
  )
  console.log(
    'srv µs/m: server CPU time (user + system) per acked message; gen µs/m: load generator CPU per send ' +
      '(both independent of other load on the machine; 1,000,000 / srv µs/m = messages/s one core could store and deliver); ' +
      "loop p99/max: the server event loop's delay during the step, ms; gen loop: the generator's (its stalls count as latency too)",
  )
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`)
  for (const c of clients) c.close()
  tell({ type: 'stop' })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
