import { API_CODE, cartAdd, cartSelect, orderCreate, orderDetail, orderPreview } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbOf, makeShopper, type Shopper, type SkuPick, skuStock } from '../../test-support/commerce-fixtures'
import { refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

/** Issue #31 "Checkout": the promo code's discount is shown before ordering, and it is the one charged. */
describe.each(endpointDrivers())('checkout preview on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 4, 1_000))
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A fresh cart of the given lines, all selected; returns the cart line ids. */
  async function cartOf(shopper: Shopper, lines: readonly [SkuPick, number][]): Promise<number[]> {
    await shopper.client.call(cartSelect, { scope: 'all', selected: false })
    const ids: number[] = []
    for (const [pick, quantity] of lines) {
      const view = await shopper.client.call(cartAdd, {
        productId: pick.productId,
        skuId: pick.skuId,
        quantity,
      })
      ids.push(view.shops.flatMap((s) => s.items).find((i) => i.skuId === pick.skuId)!.id)
    }
    return ids
  }

  it.each(['SAVE5', 'welcome10', 'FREESHIP', undefined])(
    'the preview with %s equals what the checkout then charges, and reserves nothing',
    async (promoCode) => {
      const buyer = await makeShopper(t, { balanceCents: 10_000_000 })
      const cartIds = await cartOf(buyer, [
        [picks[0]!, 3],
        [picks[1]!, 1],
        [picks[2]!, 2],
      ])
      const before = await skuStock(dbOf(t), picks[0]!.skuId)
      const preview = await buyer.client.call(orderPreview, { cartIds, ...(promoCode ? { promoCode } : {}) })
      expect(await skuStock(dbOf(t), picks[0]!.skuId)).toBe(before)
      if (promoCode) expect(preview.discountCents).toBeGreaterThan(0)
      else expect(preview.discountCents).toBe(0)
      expect(preview.totalCents).toBe(preview.goodsCents + preview.freightCents - preview.discountCents)

      const created = await buyer.client.call(orderCreate, {
        cartIds,
        addressId: buyer.addressId,
        ...(promoCode ? { promoCode } : {}),
      })
      expect(created.totalCents).toBe(preview.totalCents)
      const charged = await Promise.all(
        created.orders.map((o) => buyer.client.call(orderDetail, { id: o.id })),
      )
      const byShop = <T extends { shopId: number }>(list: readonly T[]) =>
        [...list].sort((a, b) => a.shopId - b.shopId)
      expect(
        byShop(charged).map(({ shopId, goodsCents, freightCents, discountCents, totalCents, promoCode }) => ({
          shopId,
          goodsCents,
          freightCents,
          discountCents,
          totalCents,
          promoCode,
        })),
      ).toEqual(byShop(preview.orders))
    },
  )

  it('refuses a code as the checkout would: unknown, minimum not met, once-per-user code already used', async () => {
    const buyer = await makeShopper(t, { balanceCents: 10_000_000 })
    const small = await cartOf(buyer, [[picks[0]!, 1]])
    for (const promoCode of ['NOPE', 'SAVE5']) {
      const previewed = await refusal(buyer.client.call(orderPreview, { cartIds: small, promoCode }))
      const ordered = await refusal(
        buyer.client.call(orderCreate, { cartIds: small, addressId: buyer.addressId, promoCode }),
      )
      expect(previewed).toEqual(ordered)
    }
    await buyer.client.call(orderCreate, {
      cartIds: small,
      addressId: buyer.addressId,
      promoCode: 'WELCOME10',
    })
    const again = await cartOf(buyer, [[picks[0]!, 1]])
    expect(
      await refusal(buyer.client.call(orderPreview, { cartIds: again, promoCode: 'WELCOME10' })),
    ).toEqual(
      await refusal(
        buyer.client.call(orderCreate, {
          cartIds: again,
          addressId: buyer.addressId,
          promoCode: 'WELCOME10',
        }),
      ),
    )
  })

  it("prices only the shopper's own cart lines", async () => {
    const owner = await makeShopper(t)
    const stranger = await makeShopper(t)
    const cartIds = await cartOf(owner, [[picks[0]!, 1]])
    // refused as the stranger's checkout of those ids is: none of them is a selected line of theirs
    const refused = await refusal(stranger.client.call(orderPreview, { cartIds }))
    expect(refused.code).not.toBe(API_CODE.success)
    expect(refused).toEqual(
      await refusal(stranger.client.call(orderCreate, { cartIds, addressId: stranger.addressId })),
    )
  })
})
