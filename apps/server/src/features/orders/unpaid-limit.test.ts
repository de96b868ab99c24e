import { orderCancel } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, makeShopper, type SkuPick } from '../../test-support/commerce-fixtures'
import { outcome } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import type { TestServer } from '../../test-support/test-server'
import { MAX_UNPAID_ORDERS_PER_USER } from './unpaid-limit'

// Server README "Security": unpaid orders per user are capped.
describe('unpaid orders per user', () => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer('pglite', 2, 10_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  it(`refuses checkout number ${MAX_UNPAID_ORDERS_PER_USER + 1} until one is paid or cancelled`, async () => {
    // A balance that covers every order: the count is the bound here, not the units held beyond the
    // balance (hold-limits.ts, tested in hold-limits.test.ts).
    const shopper = await makeShopper(t, { balanceCents: (MAX_UNPAID_ORDERS_PER_USER + 1) * 10_000 })
    const ids: number[] = []
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_USER; i++) {
      ids.push((await checkout(shopper, [{ pick: picks[0]!, quantity: 1 }])).orders[0]!.id)
    }
    expect(await outcome(checkout(shopper, [{ pick: picks[0]!, quantity: 1 }]))).toBe(0)
    await shopper.client.call(orderCancel, { id: ids[0]! })
    expect(await outcome(checkout(shopper, [{ pick: picks[0]!, quantity: 1 }]))).toBe(1)
  })
})
