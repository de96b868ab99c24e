import {
  API_CODE,
  type ApiClient,
  ApiError,
  cartAdd,
  consoleProduct,
  consoleProductDelete,
  consoleProductDuplicate,
  consoleProductSave,
  consoleProductStatus,
  consoleProducts,
  consoleStockSave,
  orderDetail,
  type ProductInput,
  productDetail,
  productSearch,
  shopInfo,
  TOKEN_HEADER,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, productImages, productSkus, products, users } from '../../db/schema'
import {
  checkout,
  createTestCatalog,
  dbOf,
  makeShopper,
  pickSkus,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

/** A product of two options (colour x size): four SKUs, each its own price and stock. */
function jacket(categoryId: number, name: string, overrides: Partial<ProductInput> = {}): ProductInput {
  const price = (colour: string, size: string) =>
    (colour === 'Red' ? 5_000 : 5_500) + (size === 'L' ? 500 : 0)
  return {
    texts: { en: { name, description: 'Warm and light' }, zh: { name: `${name} 夹克` } },
    categoryId,
    status: 'draft',
    options: [
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['M', 'L'] },
    ],
    skus: ['Red', 'Blue'].flatMap((colour) =>
      ['M', 'L'].map((size) => ({ values: [colour, size], priceCents: price(colour, size), stock: 10 })),
    ),
    images: [],
    ...overrides,
  }
}

const codeOf = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise
    return API_CODE.success
  } catch (error) {
    if ((error as { status?: number }).status === 401) return API_CODE.unauthorized
    if (error instanceof ApiError) return error.code
    throw error
  }
}

/** Issue #48 "Products": a shop's owner and managers list, edit and sell their own products. */
describe.each(endpointDrivers())('the product editor on %s', (driver) => {
  let t: TestServer
  let pickA: SkuPick
  let pickB: SkuPick
  let categoryId: number
  let owner: ApiClient
  let manager: ApiClient
  let agent: ApiClient
  let otherOwner: ApiClient
  let operator: ApiClient
  let shopper: Shopper
  let ownerToken: string

  async function staff(shopId: number | null, role: 'staff' | 'operator', shopRole: string | null) {
    const { token, userId } = await t.register(shopRole ?? role)
    await dbOf(t)
      .update(users)
      .set({ role, shopId, shopRole: shopRole as 'owner' | null })
      .where(eq(users.id, userId))
    return { client: t.client(token, 'en'), token }
  }

  beforeAll(async () => {
    // A catalogue cache that would hold answers for a minute: shoppers see writes only if they drop it.
    t = await startTestServer(driver, { seed: false, catalogCacheTtlMs: 60_000 })
    await createTestCatalog(dbOf(t))
    ;[pickA, pickB] = (await pickSkus(dbOf(t), 2, 1_000)) as [SkuPick, SkuPick]
    const [category] = await dbOf(t).select({ id: categories.id }).from(categories)
    categoryId = category!.id
    const o = await staff(pickA.shopId, 'staff', 'owner')
    owner = o.client
    ownerToken = o.token
    manager = (await staff(pickA.shopId, 'staff', 'manager')).client
    agent = (await staff(pickA.shopId, 'staff', 'agent')).client
    otherOwner = (await staff(pickB.shopId, 'staff', 'owner')).client
    operator = (await staff(null, 'operator', null)).client
    shopper = await makeShopper(t, { balanceCents: 10_000_000 })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('creates a draft with two options, publishes it, and shoppers find it at once in each language', async () => {
    const { id } = await owner.call(consoleProductSave, jacket(categoryId, 'Aurora trail jacket'))
    const saved = await owner.call(consoleProduct, { id })
    expect(saved.status).toBe('draft')
    expect(saved.skus.map((s) => s.label)).toEqual(['Red / M', 'Red / L', 'Blue / M', 'Blue / L'])
    expect(saved.texts.zh?.name).toBe('Aurora trail jacket 夹克')
    const guest = t.client(undefined, 'en')
    // A draft is the shop's: not found by shoppers (and this answer is cached for a minute).
    expect(await codeOf(guest.call(productDetail, { id }))).toBe(API_CODE.notFound)
    expect((await guest.call(productSearch, { keyword: 'aurora', page: 1, limit: 10 })).total).toBe(0)
    const infoBefore = await guest.call(shopInfo, { id: pickA.shopId })

    await owner.call(consoleProductStatus, { id, status: 'published' })
    const found = await guest.call(productSearch, { keyword: 'aurora', page: 1, limit: 10 })
    expect(found.list.map((p) => p.id)).toEqual([id])
    expect(found.list[0]!.priceCents).toBe(5_000)
    // A guest's client sends no Lang header (shop-spec §3): a logged-in shopper reading Chinese.
    const inChinese = await t
      .client(shopper.token, 'zh')
      .call(productSearch, { keyword: '夹克', page: 1, limit: 10 })
    expect(inChinese.list.map((p) => p.id)).toContain(id)
    expect(inChinese.list.find((p) => p.id === id)!.name).toBe('Aurora trail jacket 夹克')
    // A misspelt word finds it through the search terms the trigger keeps (migration 0023).
    const typo = await guest.call(productSearch, { keyword: 'aurorra', page: 1, limit: 10 })
    expect(typo.list.map((p) => p.id)).toContain(id)
    const detail = await guest.call(productDetail, { id })
    expect(detail.skus).toHaveLength(4)
    expect(detail.stock).toBe(40)
    expect((await guest.call(shopInfo, { id: pickA.shopId })).productCount).toBe(infoBefore.productCount + 1)
  })

  it('edits a price and stock: shoppers see it at once, a placed order keeps what it was sold at', async () => {
    const { id } = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Harbour rain shell', { status: 'published' }),
    )
    const before = await owner.call(consoleProduct, { id })
    const redM = before.skus.find((s) => s.label === 'Red / M')!
    // Shopper sees the detail (and the cache keeps it), then buys one Red / M at 50.00.
    await t.client(undefined, 'en').call(productDetail, { id })
    const { orders } = await checkout(shopper, [
      {
        pick: { productId: id, skuId: redM.id, shopId: pickA.shopId, priceCents: 5_000, name: '' },
        quantity: 1,
      },
    ])
    const order = orders[0]!
    const edited = jacket(categoryId, 'Harbour rain shell', { status: 'published' })
    edited.skus = edited.skus.map((s) =>
      s.values.join() === 'Red,M' ? { ...s, priceCents: 7_900, stock: 3 } : s,
    )
    await manager.call(consoleProductSave, { ...edited, id })
    const after = await owner.call(consoleProduct, { id })
    const redMAfter = after.skus.find((s) => s.label === 'Red / M')!
    // The same combination keeps its SKU (carts holding it stay valid).
    expect(redMAfter).toMatchObject({ id: redM.id, priceCents: 7_900, stock: 3 })
    const detail = await t.client(undefined, 'en').call(productDetail, { id })
    expect(detail.skus.find((s) => s.id === redM.id)).toMatchObject({ priceCents: 7_900, stock: 3 })
    const placed = await shopper.client.call(orderDetail, { id: order.id })
    expect(placed.items[0]).toMatchObject({ unitPriceCents: 5_000, spec: 'Red / M', quantity: 1 })
    expect(placed.totalCents).toBe(order.totalCents)
  })

  it('lists the shop’s products by name, status, category and stock, paged on the server', async () => {
    const [other] = await dbOf(t)
      .insert(categories)
      .values({ slug: `other-${driver}`, names: { en: 'O', zh: 'O', jp: 'O', kor: 'O', tai: 'O' } })
      .returning({ id: categories.id })
    const made: number[] = []
    for (let i = 0; i < 5; i++) {
      const input = jacket(i < 2 ? other!.id : categoryId, `Listing lamp ${i}`, {
        status: i % 2 === 0 ? 'published' : 'unlisted',
      })
      if (i === 4) input.skus = input.skus.map((s) => ({ ...s, stock: 0 }))
      made.push((await owner.call(consoleProductSave, input)).id)
    }
    const page1 = await owner.call(consoleProducts, { keyword: 'listing LAMP', page: 1, limit: 2 })
    expect(page1.total).toBe(5)
    expect(page1.list.map((p) => p.id)).toEqual([made[4], made[3]])
    expect(page1.list[0]!.skus).toHaveLength(4)
    const page3 = await owner.call(consoleProducts, { keyword: 'listing lamp', page: 3, limit: 2 })
    expect(page3.list.map((p) => p.id)).toEqual([made[0]])
    const unlisted = await owner.call(consoleProducts, {
      keyword: 'listing',
      status: 'unlisted',
      page: 1,
      limit: 10,
    })
    expect(unlisted.list.map((p) => p.id)).toEqual([made[3], made[1]])
    const byCategory = await owner.call(consoleProducts, { categoryId: other!.id, page: 1, limit: 10 })
    expect(byCategory.list.map((p) => p.id)).toEqual([made[1], made[0]])
    const empty = await owner.call(consoleProducts, {
      keyword: 'listing',
      outOfStock: true,
      page: 1,
      limit: 10,
    })
    expect(empty.list.map((p) => p.id)).toEqual([made[4]])
    // Another shop's owner sees only their own shop's products.
    const theirs = await otherOwner.call(consoleProducts, { keyword: 'listing', page: 1, limit: 10 })
    expect(theirs.total).toBe(0)
  })

  it('saves several SKUs’ stock in one request, and nothing when one SKU is not the shop’s', async () => {
    const { id } = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Stock sweater', { status: 'published' }),
    )
    const skus = (await owner.call(consoleProduct, { id })).skus
    const result = await manager.call(consoleStockSave, {
      items: [
        { skuId: skus[0]!.id, stock: 0 },
        { skuId: skus[1]!.id, stock: 25 },
        { skuId: pickA.skuId, stock: 7 },
      ],
    })
    expect(result.updated).toBe(3)
    const after = await owner.call(consoleProduct, { id })
    expect(after.skus.map((s) => s.stock)).toEqual([0, 25, 10, 10])
    expect((await t.client().call(productDetail, { id })).stock).toBe(45)
    expect(
      (await t.client().call(productDetail, { id: pickA.productId })).skus.find((s) => s.id === pickA.skuId)!
        .stock,
    ).toBe(7)
    // One SKU of shop B in the list: refused, and shop A's SKUs keep their stock.
    expect(
      await codeOf(
        owner.call(consoleStockSave, {
          items: [
            { skuId: skus[1]!.id, stock: 99 },
            { skuId: pickB.skuId, stock: 99 },
          ],
        }),
      ),
    ).toBe(API_CODE.notFound)
    expect((await owner.call(consoleProduct, { id })).skus[1]!.stock).toBe(25)
  })

  it('duplicates a product as a draft with the same pictures, options and SKUs', async () => {
    const { id } = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Picture parka', { status: 'published' }),
    )
    await dbOf(t)
      .insert(productImages)
      .values([
        { productId: id, url: '/uploads/demo/parka-1.webp', sortOrder: 0 },
        { productId: id, url: '/uploads/demo/parka-2.webp', sortOrder: 1 },
      ])
    const copy = await owner.call(consoleProductDuplicate, { id })
    expect(copy.id).not.toBe(id)
    const source = await owner.call(consoleProduct, { id })
    const dup = await owner.call(consoleProduct, { id: copy.id })
    expect(dup.status).toBe('draft')
    expect(dup.images).toEqual(['/uploads/demo/parka-1.webp', '/uploads/demo/parka-2.webp'])
    expect(dup.texts).toEqual(source.texts)
    expect(dup.skus.map(({ label, priceCents, stock }) => ({ label, priceCents, stock }))).toEqual(
      source.skus.map(({ label, priceCents, stock }) => ({ label, priceCents, stock })),
    )
    // The copy's pictures are the shop's own: saving them again is accepted.
    await owner.call(consoleProductSave, {
      ...jacket(categoryId, 'Picture parka 2'),
      id: copy.id,
      images: dup.images,
    })
    expect((await owner.call(consoleProduct, { id: copy.id })).images).toEqual(dup.images)
  })

  it('refuses a picture that is neither the shop’s nor the saver’s own upload', async () => {
    const input = jacket(categoryId, 'Foreign picture', { images: ['https://evil.example/x.png'] })
    expect(await codeOf(owner.call(consoleProductSave, input))).toBe(API_CODE.validation)
  })

  it('unlisting hides a product from search, its page and the cart; publishing brings it back', async () => {
    const { id } = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Zephyr fleece', { status: 'published' }),
    )
    const sku = (await owner.call(consoleProduct, { id })).skus[0]!
    const guest = t.client(undefined, 'en')
    expect((await guest.call(productSearch, { keyword: 'zephyr', page: 1, limit: 10 })).total).toBe(1)
    await owner.call(consoleProductStatus, { id, status: 'unlisted' })
    expect((await guest.call(productSearch, { keyword: 'zephyr', page: 1, limit: 10 })).total).toBe(0)
    expect(await codeOf(guest.call(productDetail, { id }))).toBe(API_CODE.notFound)
    expect(await codeOf(shopper.client.call(cartAdd, { productId: id, skuId: sku.id, quantity: 1 }))).toBe(
      API_CODE.notFound,
    )
    await owner.call(consoleProductStatus, { id, status: 'published' })
    expect((await guest.call(productSearch, { keyword: 'zephyr', page: 1, limit: 10 })).total).toBe(1)
  })

  it('deletes a product without orders; one with orders is archived, kept for its orders, never sold', async () => {
    const fresh = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Unsold scarf', { status: 'published' }),
    )
    expect(await owner.call(consoleProductDelete, { id: fresh.id })).toEqual({ outcome: 'deleted' })
    expect(await dbOf(t).select().from(products).where(eq(products.id, fresh.id))).toEqual([])
    expect(await codeOf(owner.call(consoleProduct, { id: fresh.id }))).toBe(API_CODE.notFound)

    const sold = await owner.call(
      consoleProductSave,
      jacket(categoryId, 'Sold scarf', { status: 'published' }),
    )
    const sku = (await owner.call(consoleProduct, { id: sold.id })).skus[0]!
    const { orders } = await checkout(shopper, [
      {
        pick: {
          productId: sold.id,
          skuId: sku.id,
          shopId: pickA.shopId,
          priceCents: sku.priceCents,
          name: '',
        },
        quantity: 2,
      },
    ])
    expect(await manager.call(consoleProductDelete, { id: sold.id })).toEqual({ outcome: 'archived' })
    const archived = await owner.call(consoleProduct, { id: sold.id })
    expect(archived).toMatchObject({ status: 'archived', hasOrders: true })
    expect(
      await dbOf(t)
        .select({ id: productSkus.id })
        .from(productSkus)
        .where(eq(productSkus.productId, sold.id)),
    ).toHaveLength(4)
    expect((await shopper.client.call(orderDetail, { id: orders[0]!.id })).items[0]!.productName).toBe(
      'Sold scarf',
    )
    expect(await codeOf(t.client().call(productDetail, { id: sold.id }))).toBe(API_CODE.notFound)
    expect(await codeOf(owner.call(consoleProductStatus, { id: sold.id, status: 'published' }))).toBe(
      API_CODE.failure,
    )
    expect(
      await codeOf(owner.call(consoleProductSave, { ...jacket(categoryId, 'Sold scarf'), id: sold.id })),
    ).toBe(API_CODE.failure)
    // Archived products leave the table unless asked for.
    const table = await owner.call(consoleProducts, { keyword: 'sold scarf', page: 1, limit: 10 })
    expect(table.total).toBe(0)
    const shelf = await owner.call(consoleProducts, {
      keyword: 'sold scarf',
      status: 'archived',
      page: 1,
      limit: 10,
    })
    expect(shelf.list.map((p) => p.id)).toEqual([sold.id])
  })

  describe('validation', () => {
    const post = async (body: unknown) => {
      const { body: answer } = await t.raw('/api/console/product_save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: ownerToken, Lang: 'en' },
        body: JSON.stringify(body),
      })
      const issues = (answer.data as { issues?: { path: string; messageKey: string }[] } | null)?.issues ?? []
      return { code: answer.code, msg: answer.msg, keys: issues.map((i) => i.messageKey) }
    }
    const base = () => jacket(categoryId, 'Valid name')

    it.each<[string, (input: ProductInput) => unknown, string, string]>([
      [
        'a missing name',
        (i) => ({ ...i, texts: { en: { name: '  ', description: 'x' } } }),
        'validation.productNameRequired',
        'Enter the product name in at least one language',
      ],
      [
        'a negative price',
        (i) => ({ ...i, skus: i.skus.map((s, n) => (n === 0 ? { ...s, priceCents: -100 } : s)) }),
        'validation.pricePositive',
        'The price must be greater than 0 (it cannot be negative)',
      ],
      [
        'a SKU without stock',
        (i) => ({
          ...i,
          skus: i.skus.map((s, n) => (n === 1 ? { values: s.values, priceCents: s.priceCents } : s)),
        }),
        'validation.stockRequired',
        'Enter the stock of every SKU',
      ],
      [
        'negative stock',
        (i) => ({ ...i, skus: i.skus.map((s, n) => (n === 1 ? { ...s, stock: -1 } : s)) }),
        'validation.stockInvalid',
        'Stock must be a whole number, 0 or more',
      ],
      [
        'more than three options',
        (i) => ({
          ...i,
          options: [
            { name: 'A', values: ['1'] },
            { name: 'B', values: ['1'] },
            { name: 'C', values: ['1'] },
            { name: 'D', values: ['1'] },
          ],
          skus: [{ values: ['1', '1', '1', '1'], priceCents: 100, stock: 1 }],
        }),
        'validation.optionsTooMany',
        'At most 3 options (for example colour, size, material)',
      ],
      [
        'duplicate option values',
        (i) => ({ ...i, options: [{ name: 'Colour', values: ['Red', ' red'] }], skus: i.skus.slice(0, 2) }),
        'validation.optionValueDuplicate',
        'An option has the same value twice',
      ],
      [
        'SKUs that are not the combinations',
        (i) => ({ ...i, skus: i.skus.slice(0, 3) }),
        'validation.skusMismatch',
        'The SKUs must be exactly the combinations of the option values',
      ],
      [
        'a list price not above the price',
        (i) => ({ ...i, listPriceCents: 5_000 }),
        'validation.listPriceInvalid',
        'The list price must be above the lowest price',
      ],
    ])('refuses %s with a clear message', async (_name, change, messageKey, message) => {
      const answer = await post(change(base()))
      expect(answer.code).toBe(API_CODE.validation)
      expect(answer.keys).toContain(messageKey)
      expect(answer.msg).toContain(message)
    })

    it('answers in the console user’s language', async () => {
      const { body } = await t.raw('/api/console/product_save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: ownerToken, Lang: 'zh-CN' },
        body: JSON.stringify({ ...base(), texts: {} }),
      })
      expect(body.msg).toContain('请至少用一种语言填写商品名称')
    })

    it('accepts a valid product with a list price (the discount badge) and no options', async () => {
      const input: ProductInput = {
        ...base(),
        options: [],
        skus: [{ values: [], priceCents: 1_200, stock: 4 }],
        listPriceCents: 1_500,
      }
      const { id } = await owner.call(consoleProductSave, input)
      expect(await owner.call(consoleProduct, { id })).toMatchObject({ listPriceCents: 1_500, options: [] })
    })
  })

  describe('roles', () => {
    type Who = 'owner' | 'manager' | 'agent' | 'otherOwner' | 'operator' | 'shopper' | 'guest'
    let productA: number
    let skuA: number
    const clientOf = (who: Who): ApiClient =>
      ({ owner, manager, agent, otherOwner, operator, shopper: shopper.client, guest: t.client() })[who]

    beforeAll(async () => {
      productA = (await owner.call(consoleProductSave, jacket(categoryId, 'Role mug'))).id
      skuA = (await owner.call(consoleProduct, { id: productA })).skus[0]!.id
    })

    const calls: [string, (c: ApiClient) => Promise<unknown>][] = [
      ['list', (c) => c.call(consoleProducts, { page: 1, limit: 10 })],
      ['open', (c) => c.call(consoleProduct, { id: productA })],
      ['save', (c) => c.call(consoleProductSave, { ...jacket(categoryId, 'Role mug'), id: productA })],
      ['create', (c) => c.call(consoleProductSave, jacket(categoryId, 'Role mug new'))],
      ['duplicate', (c) => c.call(consoleProductDuplicate, { id: productA })],
      ['status', (c) => c.call(consoleProductStatus, { id: productA, status: 'draft' })],
      ['stock', (c) => c.call(consoleStockSave, { items: [{ skuId: skuA, stock: 5 }] })],
    ]
    const expected: Record<Who, (call: string) => number> = {
      owner: () => API_CODE.success,
      manager: () => API_CODE.success,
      agent: () => API_CODE.forbidden,
      // Another shop's owner manages their own shop: shop A's product is not found, creating goes to shop B.
      otherOwner: (call) => (call === 'list' || call === 'create' ? API_CODE.success : API_CODE.notFound),
      operator: () => API_CODE.forbidden,
      shopper: () => API_CODE.forbidden,
      guest: () => API_CODE.unauthorized,
    }

    it.each<Who>(['owner', 'manager', 'agent', 'otherOwner', 'operator', 'shopper', 'guest'])(
      '%s: every products call',
      async (who) => {
        const outcomes = Object.fromEntries(
          await Promise.all(
            calls.map(async ([name, call]) => [name, await codeOf(call(clientOf(who)))] as const),
          ),
        )
        expect(outcomes).toEqual(Object.fromEntries(calls.map(([name]) => [name, expected[who](name)])))
      },
    )

    it('delete: another shop’s owner and an agent are refused, the owner deletes', async () => {
      expect(await codeOf(otherOwner.call(consoleProductDelete, { id: productA }))).toBe(API_CODE.notFound)
      expect(await codeOf(agent.call(consoleProductDelete, { id: productA }))).toBe(API_CODE.forbidden)
      expect(await codeOf(shopper.client.call(consoleProductDelete, { id: productA }))).toBe(
        API_CODE.forbidden,
      )
      expect(await owner.call(consoleProductDelete, { id: productA })).toEqual({ outcome: 'deleted' })
    })
  })
})
