/**
 * Ledger benchmark (issue #42; server README "Money between accounts"; not a test): pay and confirm
 * receipt (the release to the shop, with its commission) at 50 concurrent shoppers, each buying,
 * paying, being shipped and confirming in a loop, against this server and, side by side in the same
 * run, a previous release (today's single-entry pay) when BENCH_BASELINE_DIR names its checkout.
 * Both run as `pnpm start` runs them (a child process on PGlite with the demo data), one after the
 * other on a quiet machine. Prints p50 / p99 / max per step and the ratio to the baseline.
 *
 * Run: `pnpm --filter @crossmart/server bench:ledger`. Env: BENCH_SHOPPERS (50), BENCH_ROUNDS (8
 * purchases per shopper), BENCH_BASELINE_DIR (a checkout with installed dependencies and built
 * packages, e.g. `git worktree add /tmp/baseline 4469468 && cd /tmp/baseline && pnpm install &&
 * pnpm exec turbo run build --filter=@crossmart/server^...`).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ApiClient,
  addressAdd,
  cartAdd,
  consoleRechargeAudit,
  consoleShip,
  createApiClient,
  orderConfirm,
  orderCreate,
  orderPay,
  productDetail,
  RECHARGE_METHOD,
  userLogin,
  userRegister,
  userResetPay,
  walletRecharge,
} from '@crossmart/api-client'
import { DEMO_OPERATOR } from '../src/seed/demo-accounts'
import { drawProductArt } from '../src/seed/product-art'
import { TEST_ADDRESS } from '../src/test-support/commerce-fixtures'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../src/test-support/server-process'

const SHOPPERS = Number(process.env['BENCH_SHOPPERS'] ?? 50)
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 8)
const BASELINE_DIR = process.env['BENCH_BASELINE_DIR']
const PAY_CODE = '246810'
/** Issue #42: the double-entry path may cost at most 1.5x the single-entry one. */
const RATIO_GOAL = 1.5

interface Timings {
  pay: number[]
  confirm: number[]
}

const clientOf = (server: ServerProcess, token?: string): ApiClient =>
  createApiClient({ baseUrl: server.url, getToken: () => token, duplicateWindowMs: 0, timeoutMs: 60_000 })

async function timed<T>(into: number[], call: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await call()
  into.push(performance.now() - start)
  return result
}

/** A shopper with an address, a payment code and $1,500 per purchase passed by the operator. */
async function makeShopper(server: ServerProcess, operator: ApiClient, index: number) {
  const account = `bench${index}${Date.now().toString(36)}`
  const password = 'secret123'
  const registered = await clientOf(server).call(userRegister, {
    username: account,
    email: `${account}@example.com`,
    password,
    confirmPassword: password,
  })
  const client = clientOf(server, registered.userinfo.token)
  await client.call(userResetPay, { mode: 'set', newCode: PAY_CODE })
  const address = await client.call(addressAdd, TEST_ADDRESS)
  const png = drawProductArt(200 + index, 'circle', 16)
  const { url } = await client.upload(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }))
  const recharge = await client.call(walletRecharge, {
    method: RECHARGE_METHOD.manual,
    amountCents: Math.min(300_000 * ROUNDS, 100_000_000),
    evidence: url,
  })
  await operator.call(consoleRechargeAudit, { id: recharge.id, decision: 'pass' })
  return { client, addressId: address.id }
}

async function measure(label: string, cwd: string): Promise<Timings> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'crossmart-bench-ledger-'))
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      CHAT_MODE: 'embedded',
      RATE_LIMIT_PER_MINUTE: '10000000',
      REGISTRATIONS_PER_HOUR_PER_IP: '100000',
      SHOP_DIST_DIR: path.join(dataDir, 'no-shop'),
      CONSOLE_DIST_DIR: path.join(dataDir, 'no-console'),
    },
    180_000,
    cwd,
  )
  try {
    const operatorToken = (await clientOf(server).call(userLogin, DEMO_OPERATOR)).userinfo.token
    const operator = clientOf(server, operatorToken)
    const shoppers = []
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await makeShopper(server, operator, i))
    // Spread over products of different shops, as shoppers are.
    const products = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clientOf(server).call(productDetail, { id: i * 9 + 1 })),
    )
    const timings: Timings = { pay: [], confirm: [] }
    const started = performance.now()
    await Promise.all(
      shoppers.map(async (shopper, i) => {
        const product = products[i % products.length]!
        const sku = [...product.skus].sort((a, b) => b.stock - a.stock)[0]
        for (let round = 0; round < ROUNDS; round++) {
          const view = await shopper.client.call(cartAdd, {
            productId: product.id,
            ...(sku ? { skuId: sku.id } : {}),
            quantity: 1,
          })
          const line = view.shops.flatMap((s) => s.items).find((item) => item.productId === product.id)!
          const { orders } = await shopper.client.call(orderCreate, {
            cartIds: [line.id],
            addressId: shopper.addressId,
          })
          const id = orders[0]!.id
          await timed(timings.pay, () => shopper.client.call(orderPay, { orderIds: [id], payCode: PAY_CODE }))
          await operator.call(consoleShip, { orderId: id, company: 'DHL', trackingNo: `B${id}` })
          await timed(timings.confirm, () => shopper.client.call(orderConfirm, { id }))
        }
      }),
    )
    console.log(
      `${label}: ${timings.pay.length} purchases in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return timings
  } finally {
    await stopServerProcess(server, 'SIGTERM')
    await rm(dataDir, { recursive: true, force: true })
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const row = (label: string, values: number[]) =>
  `${label.padEnd(28)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms   max ${Math.max(
    ...values,
  )
    .toFixed(1)
    .padStart(7)} ms`

console.log(
  `Ledger benchmark: ${SHOPPERS} shoppers x ${ROUNDS} purchases; load average ${loadavg()[0]!.toFixed(2)}`,
)
const current = await measure('double-entry (this build)', path.resolve(import.meta.dirname, '..'))
const baseline = BASELINE_DIR
  ? await measure('single-entry (baseline)', path.join(BASELINE_DIR, 'apps/server'))
  : null
console.log('')
console.log(row('pay, double-entry', current.pay))
if (baseline) console.log(row('pay, single-entry', baseline.pay))
console.log(row('confirm (release), double-entry', current.confirm))
if (baseline) console.log(row('confirm, single-entry', baseline.confirm))
if (baseline) {
  const payRatio = percentile(current.pay, 99) / percentile(baseline.pay, 99)
  const confirmRatio = percentile(current.confirm, 99) / percentile(baseline.confirm, 99)
  console.log(
    `p99 ratio: pay ${payRatio.toFixed(2)}x, confirm ${confirmRatio.toFixed(2)}x (goal <= ${RATIO_GOAL}x)`,
  )
}
