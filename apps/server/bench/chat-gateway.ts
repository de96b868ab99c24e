/**
 * Chat gateway benchmark on loopback (README "Benchmark"; not a test).
 *
 *   pnpm --filter @crossmart/server bench:chat        (tsx bench/chat-gateway.ts)
 *
 * The server runs in a child process (so its memory is its own): PGlite in a temporary folder, the
 * embedded gateway with the per-connection rate limit off. The parent opens protocol-level clients:
 *  1. 200 clients (100 shoppers, the staff of 100 shops) exchange messages: each shopper keeps a
 *     window of sends in flight to its shop; throughput, p99 send->ack and send->receive.
 *  2. 2,000 idle connections: server RSS / heap growth per connection (after GC).
 */
import { fork } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Packet, PacketType, type RecvPacket, type SendackPacket } from '@crossmart/im-sdk/protocol'
import { startChatHarness } from '../src/chat/testing/chat-harness'
import { connectRaw, type RawClient } from '../src/chat/testing/raw-client'
import { chatTokens, shops, users } from '../src/db/schema'

const PAIRS = 100
const MESSAGES_PER_SHOPPER = 200
/** Sends in flight per shopper: 1 shows latency without queueing, 10 the throughput under load. */
const WINDOWS = [1, 10]
const IDLE_CONNECTIONS = 2_000

interface Account {
  uid: string
  token: string
}
interface Fixture {
  wsUrl: string
  shops: number[]
  shoppers: Account[]
  staff: Account[]
  idle: Account[]
}
type Memory = { rss: number; heapUsed: number; external: number }

const digest = (t: string) => createHash('sha256').update(t).digest('hex')

async function runServer(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-chat-bench-'))
  const h = await startChatHarness({ dataDir: dir, chat: { messagesPerSecond: 0 } })
  const db = h.server.services.db
  const shopIds = (
    await db
      .insert(shops)
      .values(Array.from({ length: PAIRS }, (_, i) => ({ name: `Bench shop ${i}` })))
      .returning({ id: shops.id })
  ).map((r) => r.id)
  const stamp = Date.now().toString(36)
  const makeUsers = async (
    n: number,
    prefix: string,
    shopFor?: (i: number) => number,
  ): Promise<Account[]> => {
    const out: Account[] = []
    for (let start = 0; start < n; start += 500) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: Math.min(500, n - start) }, (_, k) => ({
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
    shoppers: await makeUsers(PAIRS, 'bshopper'),
    staff: await makeUsers(PAIRS, 'bstaff', (i) => shopIds[i]!),
    idle: await makeUsers(IDLE_CONNECTIONS, 'bidle'),
  }
  process.send?.({ type: 'ready', fixture })
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'memory') {
      for (let i = 0; i < 3; i++) {
        globalThis.gc?.()
        await new Promise((r) => setTimeout(r, 50))
      }
      const m = process.memoryUsage()
      process.send?.({ type: 'memory', memory: { rss: m.rss, heapUsed: m.heapUsed, external: m.external } })
    }
    if (message.type === 'stop') {
      await h.close()
      rmSync(dir, { recursive: true, force: true })
      process.exit(0)
    }
  })
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function exchange(fixture: Fixture, window: number, perShopper: number) {
  const shoppers = await Promise.all(fixture.shoppers.map((a) => connectRaw(fixture.wsUrl, a)))
  const staff = await Promise.all(fixture.staff.map((a) => connectRaw(fixture.wsUrl, a)))
  const ackLatency: number[] = []
  const recvLatency: number[] = []
  const sentAt = new Map<string, number>()
  let received = 0
  const total = PAIRS * perShopper
  const allReceived = new Promise<void>((resolve) => {
    for (const s of staff) {
      const poll = setInterval(() => {
        for (const p of s.received.splice(0) as Packet[]) {
          if (p.type !== PacketType.Recv) continue
          const at = sentAt.get((p as RecvPacket).clientMsgNo)
          if (at !== undefined) recvLatency.push(performance.now() - at)
          s.recvack(p as RecvPacket)
          received += 1
        }
        if (received >= total) {
          clearInterval(poll)
          resolve()
        }
      }, 2)
    }
  })
  const started = performance.now()
  await Promise.all(
    shoppers.map(async (client: RawClient, i) => {
      const channelID = `mer_${fixture.shops[i]}`
      let next = 0
      const lane = async () => {
        while (next < perShopper) {
          next += 1
          const t0 = performance.now()
          const sent = client.send({ channelID, channelType: 7, content: { type: 1, content: `m${next}` } })
          sentAt.set(sent.clientMsgNo, t0)
          const ack: SendackPacket = await client.waitForSendack(sent.clientSeq, 30_000)
          if (ack.reasonCode !== 1) throw new Error(`send refused: ${ack.reasonCode}`)
          ackLatency.push(performance.now() - t0)
        }
      }
      await Promise.all(Array.from({ length: window }, lane))
      client.received.length = 0
    }),
  )
  await allReceived
  const seconds = (performance.now() - started) / 1000
  for (const c of [...shoppers, ...staff]) c.close()
  return {
    messages: total,
    perSecond: Math.round(total / seconds),
    ackP50: percentile(ackLatency, 50),
    ackP99: percentile(ackLatency, 99),
    recvP50: percentile(recvLatency, 50),
    recvP99: percentile(recvLatency, 99),
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === 'server') return runServer()
  const child = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const nextMessage = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string } & T) => {
        if (m.type !== type) return
        child.off('message', onMessage)
        resolve(m)
      }
      child.on('message', onMessage)
    })
  const { fixture } = await nextMessage<{ fixture: Fixture }>('ready')
  const memory = async () => {
    child.send({ type: 'memory' })
    return (await nextMessage<{ memory: Memory }>('memory')).memory
  }

  // Idle connections first, on a fresh server, so the baseline is not inflated by earlier work.
  const before = await memory()
  const idle: RawClient[] = []
  for (let i = 0; i < fixture.idle.length; i += 100) {
    idle.push(...(await Promise.all(fixture.idle.slice(i, i + 100).map((a) => connectRaw(fixture.wsUrl, a)))))
  }
  const after = await memory()
  const n = idle.length
  const per = (key: keyof Memory) => ((after[key] - before[key]) / n / 1024).toFixed(1)
  console.log(`idle: ${n} connections (after GC)`)
  console.log(
    `  server RSS +${per('rss')} KiB, JS heap +${per('heapUsed')} KiB, external +${per('external')} KiB per connection`,
  )
  for (const c of idle) c.close()
  await new Promise((r) => setTimeout(r, 500))

  for (const window of WINDOWS) {
    const perShopper = window === 1 ? MESSAGES_PER_SHOPPER / 4 : MESSAGES_PER_SHOPPER
    const result = await exchange(fixture, window, perShopper)
    console.log(
      `exchange: ${PAIRS * 2} clients, ${result.messages} messages, ${window} in flight per shopper`,
    )
    console.log(`  throughput      ${result.perSecond} messages/s (stored, acked and delivered)`)
    console.log(`  send -> ack     p50 ${result.ackP50.toFixed(1)} ms  p99 ${result.ackP99.toFixed(1)} ms`)
    console.log(`  send -> receive p50 ${result.recvP50.toFixed(1)} ms  p99 ${result.recvP99.toFixed(1)} ms`)
  }
  child.send({ type: 'stop' })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
