import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { writeHeapSnapshot } from 'node:v8'
import { loadChatConfig } from '../../src/chat/chat-config'
import { startChatHarness } from '../../src/chat/gateway/testing/chat-harness'
import { syncTeamChannels } from '../../src/chat/services/team-channels'
import { chatTokens, shops, users } from '../../src/db/schema'

export interface Account {
  uid: string
  token: string
}
export interface Fixture {
  wsUrl: string
  shops: number[]
  shoppers: Account[]
  staff: Account[]
}
export type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number }

export type ProfileKind = 'cpu' | 'allocation' | 'promoted'
export type ToServer =
  | { type: 'memory' }
  /**
   * `cpu`: a CPU profile; `allocation`: where the step allocates (sampled, collected objects
   * included); `promoted`: only what outlived the young generation (collected by a full GC or
   * alive at the end), which is what makes full GCs come often.
   */
  | { type: 'profile-start'; kind: ProfileKind }
  | { type: 'profile-stop'; file: string }
  | { type: 'heap-snapshot'; file: string }
  | { type: 'cpu' }
  | { type: 'stop' }
export type FromServer =
  | { type: 'ready'; fixture: Fixture }
  | { type: 'memory'; memory: Memory }
  | { type: 'profile-stopped' }
  | { type: 'heap-snapshot-written' }
  /** CPU of the whole process (every thread); the event loop's delay since the previous `cpu`. */
  | { type: 'cpu'; micros: number; loopDelayP99Ms: number; loopDelayMaxMs: number }

const digest = (t: string) => createHash('sha256').update(t).digest('hex')

/**
 * The benchmark's server (a child process, so its memory is its own): PGlite in a temporary folder,
 * the embedded gateway with the per-connection rate limit and the per-address socket cap off (every
 * client is 127.0.0.1), `pairs` shops with one staff member
 * each and `pairs` shoppers, all with chat tokens. Answers memory and CPU-profile requests.
 */
export async function runBenchServer(pairs: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-chat-bench-'))
  const pgliteThread = process.env['PGLITE_THREAD'] === '1' || process.env['PGLITE_THREAD'] === 'true'
  const h = await startChatHarness({
    dataDir: dir,
    // CHAT_WRITE_GAP_MS as the server reads it (unset: the driver's default).
    chat: {
      messagesPerSecond: 0,
      maxSocketsPerAddress: 0,
      writeGapMs: loadChatConfig(process.env).writeGapMs,
    },
    pgliteThread,
  })
  const db = h.server.services.db
  const shopIds: number[] = []
  for (let start = 0; start < pairs; start += 500) {
    const rows = await db
      .insert(shops)
      .values(
        Array.from({ length: Math.min(500, pairs - start) }, (_, i) => ({ name: `Bench shop ${start + i}` })),
      )
      .returning({ id: shops.id })
    shopIds.push(...rows.map((r) => r.id))
  }
  const stamp = Date.now().toString(36)
  const makeUsers = async (prefix: string, shopFor?: (i: number) => number): Promise<Account[]> => {
    const out: Account[] = []
    for (let start = 0; start < pairs; start += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, pairs - start) }, (_, k) => ({
            account: `${prefix}${start + k}-${stamp}`,
            passwordHash: '!bench',
            role: shopFor ? ('staff' as const) : ('shopper' as const),
            shopId: shopFor ? shopFor(start + k) : null,
          })),
        )
        .returning({ id: users.id })
      const accounts = rows.map((r) => ({ uid: String(r.id), token: randomBytes(24).toString('hex') }))
      await db.insert(chatTokens).values(
        accounts.map((a) => ({
          tokenHash: digest(a.token),
          uid: a.uid,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      out.push(...accounts)
    }
    return out
  }
  const fixture: Fixture = {
    wsUrl: `${h.url.replace('http', 'ws')}/chat/ws`,
    shops: shopIds,
    shoppers: await makeUsers('bshopper'),
    staff: await makeUsers('bstaff', (i) => shopIds[i]!),
  }
  // As the server does at start for the staff it finds: the measured steps are the steady state,
  // not the sweep catching up with a thousand new teams (server README "Benchmark").
  await syncTeamChannels(db)
  const send = (message: FromServer) => process.send?.(message)
  let profiler: { session: Session; kind: ProfileKind } | undefined
  // How long socket reads and writes waited for the event loop (README "Benchmark": what PGlite on
  // the loop cost the gateway).
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  process.on('message', async (message: ToServer) => {
    switch (message.type) {
      case 'memory': {
        for (let i = 0; i < 3; i++) {
          globalThis.gc?.()
          await new Promise((r) => setTimeout(r, 50))
        }
        const m = process.memoryUsage()
        send({
          type: 'memory',
          memory: { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers },
        })
        break
      }
      case 'profile-start': {
        const session = new Session()
        session.connect()
        profiler = { session, kind: message.kind }
        if (message.kind === 'cpu') {
          await session.post('Profiler.enable')
          await session.post('Profiler.start')
        } else {
          await session.post('HeapProfiler.startSampling', {
            samplingInterval: 16_384,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: message.kind === 'allocation',
          })
        }
        break
      }
      case 'profile-stop': {
        if (!profiler) break
        const { profile } =
          profiler.kind === 'cpu'
            ? await profiler.session.post('Profiler.stop')
            : await profiler.session.post('HeapProfiler.stopSampling')
        await writeFile(message.file, JSON.stringify(profile))
        profiler.session.disconnect()
        profiler = undefined
        send({ type: 'profile-stopped' })
        break
      }
      case 'heap-snapshot':
        globalThis.gc?.()
        writeHeapSnapshot(message.file)
        send({ type: 'heap-snapshot-written' })
        break
      case 'cpu': {
        const { user, system } = process.cpuUsage()
        send({
          type: 'cpu',
          micros: user + system,
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
          loopDelayMaxMs: loopDelay.max / 1e6,
        })
        loopDelay.reset()
        break
      }
      case 'stop':
        await h.close()
        rmSync(dir, { recursive: true, force: true })
        process.exit(0)
    }
  })
  send({ type: 'ready', fixture })
}
