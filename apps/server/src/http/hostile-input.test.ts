import { API_CODE, endpoints, ID_LIST_MAX } from '@crossmart/api-client'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointDrivers } from '../test-support/test-databases'
import { DEMO_SHOPPER, startTestServer, type TestServer } from '../test-support/test-server'

/**
 * Server README "Security" over HTTP: one request never stalls the others, and bad input is a
 * validation envelope (code 1001), never a 500.
 */
describe.each(endpointDrivers())('hostile input on %s', (driver) => {
  let t: TestServer
  let token: string
  beforeAll(async () => {
    t = await startTestServer(driver)
    token = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
  })
  afterAll(async () => {
    await t?.close()
  })

  const json = (body: unknown, auth = true): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { token } : {}) },
    body: JSON.stringify(body),
  })

  it('a huge bracket index does not stall a concurrent innocent request', async () => {
    const timeInnocent = async () => {
      const started = performance.now()
      const response = await t.raw('/api/index/category')
      expect(response.status).toBe(200)
      return performance.now() - started
    }
    await timeInnocent() // warm
    const bad = [
      t.raw('/api/index/product?page[200000000]=1'),
      t.raw('/api/index/hot_product?limit[150000000]=1&page[150000000]=2'),
      t.raw('/api/product/detail?id[100000000]=1'),
    ]
    const innocent = await timeInnocent()
    const answers = await Promise.all(bad)
    expect(innocent).toBeLessThan(500)
    for (const answer of answers) expect(answer.status).toBe(200)
    // The literal key is ignored by the schema (page keeps its default) or refused (id required).
    expect(answers[2]?.body.code).toBe(API_CODE.validation)
  })

  it.each<[string, string, RequestInit | undefined]>([
    ['id above 32 bits on product detail', '/api/product/detail?id=2147483648', undefined],
    ['id above 32 bits on shop info', '/api/shop/info?id=2147483648', undefined],
    ['id above 32 bits on product reviews', '/api/product/reviews?id=2147483648', undefined],

    ['hex id', '/api/product/detail?id=0x10', undefined],
    ['exponent id', '/api/product/detail?id=1e2', undefined],
    ['array id', '/api/product/detail?id[]=7', undefined],
    ['NUL in a search keyword', '/api/product/search?keyword=a%00b', undefined],
  ])('%s is a validation error', async (_name, path, init) => {
    const response = await t.raw(path, init)
    expect(response.status).toBe(200)
    expect(response.body.code).toBe(API_CODE.validation)
  })

  it.each<[string, string, unknown]>([
    ['id above 32 bits in a body', '/api/favourite/add', { productId: 2147483648 }],
    ['boolean id', '/api/favourite/add', { productId: true }],
    ['array id', '/api/favourite/add', { productId: [7] }],
    ['20,000 ids', '/api/cart/remove', { ids: Array.from({ length: 20_000 }, (_, i) => i + 1) }],
    [
      'ID_LIST_MAX + 1 ids',
      '/api/cart/remove',
      { ids: Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => i + 1) },
    ],
    [
      '$90 trillion recharge',
      '/api/user/recharge',
      { method: 1, amountCents: 9e15, evidence: '/uploads/x.png' },
    ],
    ['hex amount', '/api/user/recharge', { method: 1, amountCents: '0x10', evidence: '/uploads/x.png' }],
    [
      'NUL in an address',
      '/api/user/address_add',
      { addressee: 'a\u0000b', mobile: '+15550001', area: 'x', detailedAddress: 'y', tag: 'home' },
    ],
    ['NUL in a profile nickname', '/api/user/profile', { nickname: 'n\u0000' }],
    [
      'chat channel id above 32 bits',
      '/api/chat/setUnread',
      { channelId: 'mer_2147483648', channelType: 7, unread: 0 },
    ],
  ])('%s is a validation error', async (_name, path, body) => {
    const response = await t.raw(path, json(body))
    expect(response.status).toBe(200)
    expect([API_CODE.validation, API_CODE.notFound]).toContain(response.body.code)
  })

  it("another user's chat channel answers not found in setUnread and deleteRecentConversation", async () => {
    const other = await t.register('chatother')
    const foreign = { channelId: `mer_1_${other.userId}`, channelType: 7 }
    const unread = await t.raw('/api/chat/setUnread', json({ ...foreign, unread: 0 }))
    expect(unread.body.code).toBe(API_CODE.notFound)
    const removed = await t.raw('/api/chat/deleteRecentConversation', json(foreign))
    expect(removed.body.code).toBe(API_CODE.notFound)
    const unknownGroup = await t.raw(
      '/api/chat/setUnread',
      json({ channelId: 'g-nobody', channelType: 2, unread: 0 }),
    )
    expect(unknownGroup.body.code).toBe(API_CODE.notFound)
  })

  it('fuzz: random keys, brackets, types and sizes never get a 500 nor take over 1 s', async () => {
    // Logout would end the session the rest of the run uses; uploads are multipart.
    const skipped = new Set(['/api/user/logout', '/api/upload/image'])
    const targets = Object.values(endpoints).filter((e) => !skipped.has(e.path))
    const segment = fc.oneof(
      fc.constantFrom('', '0', '99', '100', '4294967294', '__proto__'),
      fc.string({ maxLength: 5 }),
    )
    const queryKey = fc
      .tuple(
        fc.constantFrom('id', 'ids', 'page', 'limit', 'keyword', 'status', 'merId', 'version'),
        fc.array(segment, { maxLength: 4 }),
      )
      .map(([head, rest]) => head + rest.map((s) => `[${s}]`).join(''))
    const leaf = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('0x10', '1e2', 'a\u0000', 2147483648, -1, 'javascript:alert(1)', '/uploads/../x'),
    )
    const body = fc.dictionary(
      fc.constantFrom(
        'id',
        'ids',
        'orderId',
        'productId',
        'skuId',
        'shopId',
        'amountCents',
        'quantity',
        'channelId',
        'channelType',
        'unread',
        'method',
        'type',
        'nickname',
        'avatar',
        'pictures',
        'proof',
        'evidence',
        'certificate',
        'content',
      ),
      fc.oneof(leaf, fc.array(leaf, { maxLength: 3 })),
      { maxKeys: 6 },
    )
    const request = fc.record({
      target: fc.constantFrom(...targets),
      query: fc.array(fc.tuple(queryKey, fc.string({ maxLength: 8 })), { maxLength: 6 }),
      body,
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ target, query, body: payload }) => {
        const started = performance.now()
        const response =
          target.method === 'GET'
            ? await fetch(
                `${t.url}${target.path}?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`,
                {
                  headers: { token },
                },
              )
            : await fetch(t.url + target.path, json(payload))
        await response.arrayBuffer()
        expect(response.status, `${target.path}`).not.toBe(500)
        expect(performance.now() - started, target.path).toBeLessThan(1_000)
      }),
      { numRuns: 250 },
    )
  }, 120_000)
})
