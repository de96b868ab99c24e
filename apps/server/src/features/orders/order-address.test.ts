import { orderDetail } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, makeShopper, type SkuPick } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

// Issue #31: the order copies the address's country, region and postcode at checkout, so the
// shopper's order view and the staff's ship form show where it goes.
describe.each(endpointDrivers())('order address on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 1, 10_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  it('carries the country, region and postcode into the order', async () => {
    const shopper = await makeShopper(t)
    const created = await checkout(shopper, [{ pick: picks[0]!, quantity: 1 }])
    const detail = await shopper.client.call(orderDetail, { id: created.orders[0]!.id })
    expect(detail.address).toEqual({
      addressee: 'Ada Buyer',
      mobile: '+15551234567',
      area: 'Springfield',
      detailedAddress: '1 Main Street',
      country: 'US',
      region: 'Illinois',
      postcode: '62701',
    })
  })
})
