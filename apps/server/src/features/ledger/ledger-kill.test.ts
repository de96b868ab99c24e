import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ApiClient,
  addressAdd,
  cartAdd,
  consoleReconciliation,
  consoleShip,
  createApiClient,
  orderConfirm,
  orderCreate,
  orderPay,
  productDetail,
  userLogin,
} from '@crossmart/api-client'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR, DEMO_SHOPPER } from '../../seed/demo-accounts'
import { TEST_ADDRESS } from '../../test-support/commerce-fixtures'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../test-support/server-process'

/**
 * Issue #42: a kill -9 in the middle of money flows (pay, ship, confirm = release with commission)
 * leaves the ledger balanced after a restart on the same PGlite folder: every transfer and its
 * balances commit together or not at all. Three kills at different moments of the same load.
 */
describe('the ledger after kill -9', () => {
  let dataDir = ''
  let server: ServerProcess | undefined
  afterAll(async () => {
    await stopServerProcess(server, 'SIGKILL')
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const clientOf = (token?: string): ApiClient =>
    createApiClient({ baseUrl: server!.url, getToken: () => token, duplicateWindowMs: 0 })
  const start = async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      CHAT_MODE: 'embedded',
      RATE_LIMIT_PER_MINUTE: '100000',
      SHOP_DIST_DIR: path.join(dataDir, 'no-shop'),
    })
  }
  const login = async (account: string, password: string) =>
    (await clientOf().call(userLogin, { account, password })).userinfo.token

  let released = 0
  /** Buys, pays, ships and confirms in a loop until the server dies under it. */
  async function moneyLoad(
    shopper: ApiClient,
    operator: ApiClient,
    productId: number,
    skuId: number | undefined,
    addressId: number,
  ) {
    for (;;) {
      const view = await shopper.call(cartAdd, { productId, ...(skuId ? { skuId } : {}), quantity: 1 })
      const line = view.shops.flatMap((s) => s.items).at(-1)!
      const { orders } = await shopper.call(orderCreate, { cartIds: [line.id], addressId })
      const id = orders[0]!.id
      await shopper.call(orderPay, { orderIds: [id], payCode: DEMO_SHOPPER.payCode })
      await operator.call(consoleShip, { orderId: id, company: 'DHL', trackingNo: `T${id}` })
      await shopper.call(orderConfirm, { id })
      released += 1
    }
  }

  it('keeps every invariant across three kills in the middle of pay, ship and release', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crossmart-kill-'))
    for (const afterMs of [400, 900, 1_500]) {
      await start()
      const shopper = clientOf(await login(DEMO_SHOPPER.account, DEMO_SHOPPER.password))
      const operator = clientOf(await login(DEMO_OPERATOR.account, DEMO_OPERATOR.password))
      const product = await shopper.call(productDetail, { id: 1 })
      // The SKU with the most stock: the load buys one unit at a time.
      const sku = [...product.skus].sort((a, b) => b.stock - a.stock)[0]
      const address = await shopper.call(addressAdd, TEST_ADDRESS)
      const loads = Array.from({ length: 4 }, () =>
        moneyLoad(shopper, operator, product.id, sku?.id, address.id).catch(() => undefined),
      )
      await new Promise((resolve) => setTimeout(resolve, afterMs))
      await stopServerProcess(server, 'SIGKILL')
      await Promise.all(loads)
      await start()
      const checks = (
        await clientOf(await login(DEMO_OPERATOR.account, DEMO_OPERATOR.password)).call(
          consoleReconciliation,
          {},
        )
      ).checks
      expect(checks.filter((c) => !c.ok)).toEqual([])
      await stopServerProcess(server, 'SIGKILL')
    }
    // The load did move money between the kills (not only logins).
    expect(released).toBeGreaterThan(0)
  }, 600_000)
})
