import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../db/database'
import { categories, products, shops } from '../../db/schema'
import { silentLogger } from '../../http/logger'
import { openTestDatabase } from '../../test-support/test-databases'
import { createViewCounter } from './view-counter'

describe('view counter', () => {
  let handle: DatabaseHandle
  let productId: number
  beforeAll(async () => {
    handle = await openTestDatabase('pglite')
    await handle.migrate()
    const [shop] = await handle.db.insert(shops).values({ name: 'S' }).returning()
    const [category] = await handle.db
      .insert(categories)
      .values({ slug: 'c', names: { en: 'c', zh: 'c', jp: 'c', kor: 'c', tai: 'c' } })
      .returning()
    const [product] = await handle.db
      .insert(products)
      .values({
        shopId: shop!.id,
        categoryId: category!.id,
        name: 'P',
        priceCents: 100,
        originalPriceCents: 100,
        seenCount: 10,
      })
      .returning()
    productId = product!.id
  })
  afterAll(async () => {
    await handle?.close()
  })

  const seenInDb = async () =>
    (await handle.db.select().from(products).where(eq(products.id, productId)))[0]!.seenCount

  it('buffers views and writes them in one flush, on the timer and on stop', async () => {
    let tick: (() => void) | undefined
    const counter = createViewCounter({
      db: handle.db,
      logger: silentLogger,
      setInterval: (fn) => {
        tick = fn
        return 1
      },
      clearInterval: () => {
        tick = undefined
      },
    })
    counter.start()
    counter.record(productId)
    counter.record(productId)
    expect(await seenInDb()).toBe(10)
    expect([counter.total(productId), counter.flushed(productId)]).toEqual([2, 0])
    tick?.()
    await counter.flush()
    expect(await seenInDb()).toBe(12)
    expect(counter.flushed(productId)).toBe(2)
    counter.record(productId)
    await counter.stop()
    expect(tick).toBeUndefined()
    expect(await seenInDb()).toBe(13)
  })
})
