import type { DriverName } from '../db/database'
import { createTestCatalog, dbOf, pickSkus, type SkuPick } from './commerce-fixtures'
import { startTestServer, type TestServer } from './test-server'

/**
 * The setup of the money suites (cart, orders, after-sale, ledger): a server without the demo seed,
 * the small test catalog, and `skuCount` SKUs with `stock` units each. A failure after the server
 * started closes it, since the suite's afterAll never sees it.
 */
export async function startCommerceServer(
  driver: DriverName,
  skuCount: number,
  stock: number,
): Promise<{ t: TestServer; picks: SkuPick[] }> {
  const t = await startTestServer(driver, { seed: false })
  try {
    await createTestCatalog(dbOf(t))
    return { t, picks: await pickSkus(dbOf(t), skuCount, stock) }
  } catch (error) {
    await t.close()
    throw error
  }
}
