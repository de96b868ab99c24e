import { API_CODE, indexProduct, productReviewSummary, productReviews } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

describe.each(endpointDrivers())('review summary and the photo filter on %s (#46)', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('agrees with the reviews: average, count, and how many show a picture', async () => {
    const api = t.client()
    const { list: products } = await api.call(indexProduct, { page: 1, limit: 40 })
    let checked = 0
    for (const product of products) {
      const all = await api.call(productReviews, { productId: product.id, limit: 100 })
      const summary = await api.call(productReviewSummary, { productId: product.id })
      const mean = all.list.reduce((sum, r) => sum + r.productScore, 0) / all.list.length
      expect(summary.count).toBe(all.total)
      expect(summary.average).toBe(Math.round(mean * 10) / 10)
      const withPictures = all.list.filter((r) => r.pictures.length > 0)
      expect(summary.withPictures).toBe(withPictures.length)
      const filtered = await api.call(productReviews, {
        productId: product.id,
        limit: 100,
        withPictures: true,
      })
      expect(filtered.total).toBe(withPictures.length)
      expect(filtered.list.map((r) => r.id)).toEqual(withPictures.map((r) => r.id))
      if (withPictures.length > 0 && withPictures.length < all.total) checked++
    }
    // The seed gives some reviews a picture and not others: the filter really filters.
    expect(checked).toBeGreaterThan(0)
  })

  it('reads the filter from a query string, and refuses what is not yes or no', async () => {
    const { list } = await t.client().call(indexProduct, { page: 1, limit: 1 })
    const id = list[0]!.id
    const yes = await t.raw(`/api/product/reviews?productId=${id}&withPictures=1&limit=100`)
    const items = (yes.body.data as { list: { pictures: string[] }[] }).list
    expect(items.every((r) => r.pictures.length > 0)).toBe(true)
    const wrong = await t.raw(`/api/product/reviews?productId=${id}&withPictures=maybe`)
    expect(wrong.body.code).toBe(API_CODE.validation)
  })

  it('answers 404 for a product that does not exist', async () => {
    const missing = await t.raw('/api/product/review_summary?productId=999999')
    expect(missing.body.code).toBe(API_CODE.notFound)
  })
})
