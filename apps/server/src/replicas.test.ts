import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  API_CODE,
  type ApiClient,
  addressAdd,
  cartAdd,
  cartList,
  chatChannelInfo,
  chatGetChannelMessage,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatLogin,
  createApiClient,
  orderCreate,
  orderPay,
  productDetail,
  uploadImage,
  userGetUserInfo,
  userLogin,
  userRegister,
} from '@crossmart/api-client'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRaw } from './chat/gateway/testing/raw-client'
import { ATTEMPT_LIMIT } from './security/attempt-guard'
import { STAFF_PASSWORD } from './seed/demo-accounts'
import { fetchFromAddress } from './test-support/fetch-from-address'
import { type ServerProcess, startServerProcess, stopServerProcess } from './test-support/server-process'

/**
 * Server README "Production topology": two server processes on one PostgreSQL, every request sent to
 * the other replica than the one before (no sticky sessions). Runs when TEST_DATABASE_URL is set,
 * like the other PostgreSQL suites.
 */
const adminUrl = process.env['TEST_DATABASE_URL']
const RATE_LIMIT = 40
const CATALOG_TTL_MS = 1_500
const DEMO = { account: 'demo', password: 'demo1234', payCode: '123456' }
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

interface Replica extends ServerProcess {
  dataDir: string
}

async function startReplica(databaseUrl: string, seed: boolean): Promise<Replica> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crossmart-replica-'))
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: seed ? '1' : '0',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    CATALOG_CACHE_TTL_MS: String(CATALOG_TTL_MS),
    SHOP_DIST_DIR: path.join(dataDir, 'no-shop'),
    CHAT_MODE: 'embedded',
  })
  return { ...server, dataDir }
}

async function stopReplica(replica: Replica | undefined): Promise<void> {
  if (!replica) return
  await stopServerProcess(replica, 'SIGTERM')
  await rm(replica.dataDir, { recursive: true, force: true })
}

describe.runIf(adminUrl)('two replicas on one PostgreSQL, requests alternating between them', () => {
  const dbName = `crossmart_r_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  let databaseUrl = ''
  let sql: postgres.Sql
  const replicas: Replica[] = []
  let turn = 0
  /** The next replica: A, B, A, B ... */
  const next = () => replicas[turn++ % 2]!
  const client = (replica: Replica, token?: string, from?: string): ApiClient =>
    createApiClient({
      baseUrl: replica.url,
      getToken: () => token,
      duplicateWindowMs: 0,
      ...(from ? { fetch: fetchFromAddress(from) } : {}),
    })
  let token = ''

  beforeAll(async () => {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`CREATE DATABASE "${dbName}"`)
    } finally {
      await admin.end({ timeout: 5 })
    }
    const url = new URL(adminUrl!)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
    sql = postgres(databaseUrl, { max: 2, onnotice: () => {} })
    // Both start at once: migrations serialize on their advisory lock.
    const [a, b] = await Promise.all([startReplica(databaseUrl, true), startReplica(databaseUrl, false)])
    replicas.push(a, b)
  }, 180_000)

  afterAll(async () => {
    await Promise.all(replicas.map(stopReplica))
    await sql?.end({ timeout: 5 })
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    } finally {
      await admin.end({ timeout: 5 })
    }
  }, 60_000)

  it('a login on one replica is a session on the other', async () => {
    const login = await client(next()).call(userLogin, { account: DEMO.account, password: DEMO.password })
    token = login.userinfo.token
    const info = await client(next(), token).call(userGetUserInfo)
    expect(info.username).toBe(DEMO.account)
  })

  it('cart, order and payment across replicas', async () => {
    const [sku] = await sql<{ productId: number; skuId: number }[]>`
      select s.product_id as "productId", s.id as "skuId" from product_skus s where s.stock > 10 order by s.id limit 1`
    expect(sku).toBeDefined()
    const view = await client(next(), token).call(cartAdd, {
      productId: sku!.productId,
      skuId: sku!.skuId,
      quantity: 1,
    })
    const line = view.shops.flatMap((s) => s.items).find((i) => i.skuId === sku!.skuId)
    expect(line).toBeDefined()
    const listed = await client(next(), token).call(cartList)
    expect(listed.shops.flatMap((s) => s.items).map((i) => i.id)).toContain(line!.id)
    const address = await client(next(), token).call(addressAdd, {
      addressee: 'Ada Buyer',
      mobile: '+15551234567',
      area: 'Springfield',
      detailedAddress: '1 Main Street',
      tag: 'home',
    })
    const created = await client(next(), token).call(orderCreate, {
      cartIds: [line!.id],
      addressId: address.id,
    })
    const paid = await client(next(), token).call(orderPay, {
      orderIds: created.orders.map((o) => o.id),
      payCode: DEMO.payCode,
    })
    expect(paid.paidOrderIds).toEqual(created.orders.map((o) => o.id))
  })

  it('chat: credentials from one replica open a socket on the other; history is shared', async () => {
    expect(await client(next(), token).call(chatLogin)).toEqual({ status: 200 })
    const [shop] = await sql<{ id: number }[]>`select id from shops order by id limit 1`
    const channel = await client(next(), token).call(chatGetServiceChannel, { merId: shop!.id })
    const creds = await client(next(), token).call(chatGetWebSocketUrl)
    const other = next()
    const socket = await connectRaw(`ws://127.0.0.1:${other.port}/chat/ws`, {
      uid: creds.uid,
      token: creds.token,
    })
    try {
      const sent = socket.send({
        channelID: channel.channelId,
        channelType: channel.channelType,
        content: { type: 1, content: 'across replicas' },
      })
      const ack = await socket.waitForSendack(sent.clientSeq)
      expect(ack.reasonCode).toBe(1)
      const history = await client(next(), token).call(chatGetChannelMessage, { ...channel, limit: 10 })
      const texts = history.list.map((m) => JSON.parse(Buffer.from(m.payload, 'base64').toString()).content)
      expect(texts).toContain('across replicas')
    } finally {
      socket.close()
    }
  })

  it('chat last seen: staff who left through one replica are last seen on the other (kept in the database)', async () => {
    const staff = await client(next()).call(userLogin, { account: 'service0', password: STAFF_PASSWORD })
    const creds = await client(next(), staff.userinfo.token).call(chatGetWebSocketUrl)
    const platform = await client(next(), token).call(chatGetServiceChannel, {})
    const through = next()
    const other = next()
    const socket = await connectRaw(`ws://127.0.0.1:${through.port}/chat/ws`, {
      uid: creds.uid,
      token: creds.token,
    })
    const beforeLeaving = Math.floor(Date.now() / 1000)
    socket.close()
    await socket.closed
    let info = await client(other, token).call(chatChannelInfo, platform)
    for (let attempt = 0; attempt < 100 && info.lastOffline < beforeLeaving; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      info = await client(other, token).call(chatChannelInfo, platform)
    }
    expect(info.online).toBe(false)
    expect(info.lastOffline).toBeGreaterThanOrEqual(beforeLeaving)
    expect(info.lastOffline).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
  })

  it('an image uploaded through one replica is served by the other (stored in the database)', async () => {
    const uploaded = await client(next(), token).call(uploadImage, {
      file: new Blob([PNG], { type: 'image/png' }),
    })
    const response = await fetch(`${next().url}${uploaded.url}`)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })

  it('a login lockout counts the attempts made on both replicas', async () => {
    const account = `lock${Date.now().toString(36)}`
    const from = '127.0.0.21'
    await client(next(), undefined, from).call(userRegister, {
      username: account,
      email: `${account}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    })
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      await expect(
        client(next(), undefined, from).call(userLogin, { account, password: 'wrong-one' }),
      ).rejects.toMatchObject({
        name: 'ApiError',
      })
    }
    // Locked everywhere: even the right password is refused on either replica (per process, each
    // replica would have seen fewer than ATTEMPT_LIMIT failures and let it in).
    for (let i = 0; i < 2; i++) {
      await expect(
        client(next(), undefined, from).call(userLogin, { account, password: 'secret123' }),
      ).rejects.toMatchObject({ msg: expect.stringContaining('Too many failed login attempts') })
    }
  })

  it('the per-IP budget is one budget for both replicas', async () => {
    // The budget is a fixed window aligned to the minute. A burst that crossed a minute's end is
    // sent again from a fresh address: it then starts just after the boundary and, taking well under
    // a minute, stays inside one window (no waiting for the next minute).
    const burst = async (from: string) => {
      const minute = Math.floor(Date.now() / 60_000)
      const statuses: number[] = []
      for (let i = 0; i < RATE_LIMIT + 10; i++) {
        const response = await fetchFromAddress(from)(`${next().url}/api/product/detail?id=1`)
        await response.arrayBuffer()
        statuses.push(response.status)
      }
      return { statuses, oneWindow: Math.floor(Date.now() / 60_000) === minute }
    }
    let attempt = await burst('127.0.0.22')
    if (!attempt.oneWindow) attempt = await burst('127.0.0.23')
    expect(attempt.oneWindow).toBe(true)
    const outcomes = attempt.statuses
    expect(outcomes.filter((s) => s !== 429)).toHaveLength(RATE_LIMIT)
    expect(outcomes.slice(RATE_LIMIT)).toEqual(Array(10).fill(429))
    expect(API_CODE.rateLimited).toBe(1004)
  })

  it("the catalog cache shows a write's new price on every replica within its TTL", async () => {
    const [sku] = await sql<{ productId: number; skuId: number; price: number }[]>`
      select s.product_id as "productId", s.id as "skuId", s.price_cents::int as price from product_skus s order by s.id limit 1`
    const priceOf = async (replica: Replica) => {
      const detail = await client(replica).call(productDetail, { id: sku!.productId })
      return detail.skus.find((s) => s.id === sku!.skuId)?.priceCents
    }
    // Warm both caches.
    expect(await priceOf(replicas[0]!)).toBe(sku!.price)
    expect(await priceOf(replicas[1]!)).toBe(sku!.price)
    const newPrice = sku!.price + 111
    await sql`update product_skus set price_cents = ${newPrice} where id = ${sku!.skuId}`
    const writtenAt = Date.now()
    await new Promise((r) => setTimeout(r, CATALOG_TTL_MS + 50))
    for (const replica of replicas) {
      const price = await priceOf(replica)
      expect({ price, msAfterWrite: Date.now() - writtenAt > CATALOG_TTL_MS }).toEqual({
        price: newPrice,
        msAfterWrite: true,
      })
    }
  })
})
