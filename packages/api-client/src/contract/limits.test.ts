import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { endpoints } from './endpoints.js'
import {
  AMOUNT_MAX_CENTS,
  DB_INT_MAX,
  ID_LIST_MAX,
  QUERY_MAX_ARRAY_LENGTH,
  QUERY_MAX_INDEX,
} from './limits.js'
import { validateRequest } from './parse.js'
import { parseRequest } from './parse-request.js'
import { decodeQuery } from './query-decode.js'

// Server README "Security": one request must never stall the server.
describe('query parser bounds', () => {
  it('keeps a huge bracket index literal instead of allocating a sparse array', () => {
    const decoded = decodeQuery('page[4294967294]=1')
    expect(decoded).toEqual({ 'page[4294967294]': '1' })
  })

  it.each([
    ['index just past the cap', `a[${QUERY_MAX_INDEX + 1}]=x`, { [`a[${QUERY_MAX_INDEX + 1}]`]: 'x' }],
    [
      'index at the cap',
      `a[${QUERY_MAX_INDEX}]=x`,
      { a: Object.assign(new Array(QUERY_MAX_INDEX + 1), { [QUERY_MAX_INDEX]: 'x' }) },
    ],
    ['leading zeros are not an index', 'a[007]=x', { 'a[007]': 'x' }],
    ['nested huge index', 'items[0][99999999]=1', { 'items[0][99999999]': '1' }],
  ])('%s', (_name, query, expected) => {
    expect(decodeQuery(query)).toEqual(expected)
  })

  it('caps arrays built from empty brackets and from repeated keys', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => `ids[]=${i}&page=${i}`).join('&')
    const decoded = decodeQuery(many)
    expect((decoded['ids'] as unknown[]).length).toBe(QUERY_MAX_ARRAY_LENGTH)
    expect((decoded['page'] as unknown[]).length).toBe(QUERY_MAX_ARRAY_LENGTH)
  })

  it('a scalar field never accepts an array (page[]=1, page[0]=1, page=1&page=2)', () => {
    for (const query of ['page[]=1', 'page[0]=1', 'page=1&page=2', `page[${QUERY_MAX_INDEX}]=1`]) {
      const parsed = parseRequest(endpoints.indexProduct, query)
      expect(parsed.ok, query).toBe(false)
    }
  })

  it('fuzz: any query decodes fast, into bounded arrays, and no schema throws', () => {
    const segment = fc.oneof(
      fc.constantFrom('', '0', '1', '99', '100', '4294967294', '__proto__', 'constructor', 'page', 'ids'),
      fc.nat({ max: 2 ** 32 }).map(String),
      fc.string({ maxLength: 6 }),
    )
    const key = fc
      .tuple(
        fc.constantFrom('page', 'limit', 'ids', 'id', 'keyword', 'status', 'x'),
        fc.array(segment, { maxLength: 7 }),
      )
      .map(([head, rest]) => head + rest.map((s) => `[${s}]`).join(''))
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.nat().map(String),
      fc.constantFrom('0x10', '1e2', 'true', '\u0000'),
    )
    const query = fc.array(fc.tuple(key, value), { maxLength: 40 })
    const queryEndpoints = Object.values(endpoints).filter((e) => e.encoding === 'query')
    fc.assert(
      fc.property(query, (pairs) => {
        const text = pairs
          .map(
            ([k, v]) =>
              `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`,
          )
          .join('&')
        const started = performance.now()
        const decoded = decodeQuery(text)
        JSON.stringify(decoded, (_k, v: unknown) => {
          if (Array.isArray(v)) expect(v.length).toBeLessThanOrEqual(QUERY_MAX_ARRAY_LENGTH)
          return v
        })
        for (const endpoint of queryEndpoints) parseRequest(endpoint, text)
        expect(performance.now() - started).toBeLessThan(1_000)
      }),
      { numRuns: 300 },
    )
  })
})

// Server README "Security": bad input is a validation error at the contract, for every endpoint.
describe('request integers, ids and amounts', () => {
  it.each<[string, unknown]>([
    ['hex text', '0x10'],
    ['exponent text', '1e2'],
    ['boolean', true],
    ['array', [7]],
    ['fraction', 2.5],
    ['blank', ' '],
    ['plus sign', '+7'],
    ['above the 32-bit column', DB_INT_MAX + 1],
    ['above the 32-bit column as text', String(DB_INT_MAX + 1)],
  ])('an id refuses %s', (_name, value) => {
    expect(parseRequest(endpoints.productDetail, { id: value }).ok).toBe(false)
    expect(parseRequest(endpoints.addressDel, { id: value }).ok).toBe(false)
  })

  it('an id accepts a JSON integer and its decimal text', () => {
    expect(parseRequest(endpoints.productDetail, { id: 7 })).toMatchObject({ ok: true, data: { id: 7 } })
    expect(parseRequest(endpoints.productDetail, 'id=7')).toMatchObject({ ok: true, data: { id: 7 } })
    expect(parseRequest(endpoints.productDetail, { id: DB_INT_MAX }).ok).toBe(true)
  })

  it("the client's check takes values, not query text: only the server's parseRequest decodes", () => {
    expect(validateRequest(endpoints.productDetail, { id: '7' })).toMatchObject({ ok: true, data: { id: 7 } })
    expect(validateRequest(endpoints.productDetail, 'id=7').ok).toBe(false)
    expect(validateRequest(endpoints.productDetail, { id: '\u0000' }).ok).toBe(false)
  })

  it('a list field holding an object whose length has no prototype is invalid, not a thrown error', () => {
    // The fuzz's counterexample: zod compares `length` and JavaScript cannot turn it into a number.
    const length = Object.create(null) as object
    for (const endpoint of [endpoints.orderPay, endpoints.orderCreate])
      expect(parseRequest(endpoint, { orderIds: { length }, cartIds: { length } })).toMatchObject({
        ok: false,
        issues: [{ messageKey: 'validation.invalid' }],
      })
  })

  it('amounts have a business maximum', () => {
    const recharge = { method: 1, amountCents: AMOUNT_MAX_CENTS + 1, evidence: '/uploads/u/202601/a.png' }
    expect(parseRequest(endpoints.walletRecharge, recharge).ok).toBe(false)
    expect(parseRequest(endpoints.walletRecharge, { ...recharge, amountCents: '1e2' }).ok).toBe(false)
    expect(parseRequest(endpoints.walletRecharge, { ...recharge, amountCents: AMOUNT_MAX_CENTS }).ok).toBe(
      true,
    )
  })

  it('id lists are capped', () => {
    const ids = Array.from({ length: ID_LIST_MAX + 1 }, (_, i) => i + 1)
    expect(parseRequest(endpoints.cartRemove, { ids }).ok).toBe(false)
    expect(parseRequest(endpoints.cartRemove, { ids: ids.slice(1) }).ok).toBe(true)
    expect(parseRequest(endpoints.cartRemove, { ids: Array.from({ length: 70_000 }, () => 1) }).ok).toBe(
      false,
    )
  })

  it('NUL characters are refused in any text, keys included', () => {
    const login = { account: 'demo\u0000', password: 'demo1234' }
    expect(parseRequest(endpoints.userLogin, login)).toMatchObject({ ok: false })
    expect(
      parseRequest(endpoints.userLogin, { account: 'demo', password: 'demo1234', ['x\u0000']: 1 }).ok,
    ).toBe(false)
    expect(parseRequest(endpoints.indexProduct, 'keyword=a%00b').ok).toBe(false)
  })
})

describe('fuzz: every endpoint request schema', () => {
  const leaf = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('0x10', '1e2', '\u0000', '2147483648', '-1', '', 'javascript:alert(1)'),
  )
  const json = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 4 }),
    ),
  })).node
  const keyed = (keys: string[]) =>
    fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), json, { maxKeys: 8 })

  it.each(Object.entries(endpoints))('%s never throws and answers within 1 s', (_name, endpoint) => {
    const shape = (endpoint.request as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape
    const keys = shape ? Object.keys(shape) : ['id', 'ids', 'amountCents', 'page']
    fc.assert(
      fc.property(fc.oneof(keyed(keys.length > 0 ? keys : ['id']), json), (input) => {
        const started = performance.now()
        const result = parseRequest(endpoint, input)
        expect(typeof result.ok).toBe('boolean')
        expect(performance.now() - started).toBeLessThan(1_000)
      }),
      { numRuns: 150 },
    )
  })
})
