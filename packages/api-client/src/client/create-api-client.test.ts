import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { userLogout } from '../contract/account.js'
import { userResetPwd } from '../contract/account-settings.js'
import { addressAdd } from '../contract/address.js'
import { indexBanner, indexHotMerchant, indexProduct } from '../contract/catalog.js'
import { DUPLICATE_SUBMIT_WINDOW_MS, HTTP_TIMEOUT_MS } from '../contract/constants.js'
import { lazyEndpoint } from '../contract/define-endpoint.js'
import { indexHotProduct } from '../contract/home.js'
import { userLogin } from '../contract/sign-in.js'
import {
  closedPortUrl,
  envelope,
  sendJson,
  startTestServer,
  type TestServer,
} from '../test-support/http-test-server.js'
import { type ApiClientOptions, createApiClient } from './create-api-client.js'
import {
  ApiContractError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  ApiValidationError,
  DuplicateSubmitError,
} from './errors.js'

const product = {
  id: 1,
  name: 'Lamp',
  image: '/uploads/lamp.png',
  priceCents: 1999,
  stock: 5,
  sales: 10,
  seen: 100,
  categoryId: 2,
  shopId: 3,
  shopName: 'Home',
}
const productPage = { list: [product], total: 1, page: 1, limit: 10 }
const user = {
  id: 7,
  username: 'demo',
  nickname: 'Demo',
  email: 'demo@example.com',
  mobile: '+15550001',
  avatar: '',
  balanceCents: 100_000,
  payCodeSet: true,
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
}
const validAddress = {
  addressee: 'Ann',
  mobile: '+4412345678',
  area: 'London',
  detailedAddress: '1 High St',
  tag: 'home',
}

let server: TestServer
let session: { token: string | undefined; lang: string }

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  server.requests.length = 0
  server.handle((_request, response) => envelope(response, productPage))
  session = { token: undefined, lang: 'en' }
})

function client(extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => session.token,
    getLang: () => session.lang,
    ...extra,
  })
}

describe('requests', () => {
  it('serializes GET queries on the wire: defaults filled, empty values skipped', async () => {
    await client().call(indexProduct, { page: 2, keyword: '', categoryId: 3 })
    expect(server.requests[0]?.method).toBe('GET')
    expect(server.requests[0]?.url).toBe('/api/index/product?page=2&limit=10&categoryId=3')
  })

  it('sends the fixed hot-merchant page and limit (shop-spec §7/§9: 1 and 8)', async () => {
    server.handle((_request, response) => envelope(response, { list: [], total: 0, page: 1, limit: 8 }))
    await client().call(indexHotMerchant)
    expect(server.requests[0]?.url).toBe('/api/index/hot_merchant?page=1&limit=8')
  })

  it('sends token and Lang only when a token exists, read on every call, unless skipToken', async () => {
    const api = client()
    await api.call(indexHotProduct)
    session.token = 'tok-1'
    session.lang = 'jp'
    await api.call(indexHotProduct)
    await api.call(indexHotProduct, {}, { skipToken: true })
    const [guest, loggedIn, skipped] = server.requests
    expect(guest?.headers.token).toBeUndefined()
    expect(guest?.headers.lang).toBeUndefined()
    expect(loggedIn?.headers.token).toBe('tok-1')
    expect(loggedIn?.headers.lang).toBe('jp')
    expect(skipped?.headers.token).toBeUndefined()
    expect(skipped?.headers.lang).toBeUndefined()
  })

  it("puts a guest's language in the query of public GETs when asked (guest-language.ts)", async () => {
    const api = client({ langQueryForGuests: true })
    session.lang = 'zh-CN'
    await api.call(indexProduct, { page: 1, keyword: '手机' })
    session.token = 'tok-1'
    await api.call(indexProduct, { page: 1 })
    const [guest, loggedIn] = server.requests
    expect(guest?.url).toBe(
      `/api/index/product?page=1&limit=10&keyword=${encodeURIComponent('手机')}&lang=zh-CN`,
    )
    expect(guest?.headers.lang).toBeUndefined()
    // Logged in, the Lang header carries it (shop-spec §7) and the query stays as it was.
    expect(loggedIn?.url).toBe('/api/index/product?page=1&limit=10')
    expect(loggedIn?.headers.lang).toBe('zh-CN')
  })

  it("does not report a quiet call's failure to onError (it still rejects)", async () => {
    server.handle((_request, response) => envelope(response, null, 0, 'boom'))
    const reported: unknown[] = []
    const api = client({ onError: (error) => reported.push(error) })
    await expect(api.call(indexHotProduct, {}, { quiet: true })).rejects.toBeTruthy()
    expect(reported).toHaveLength(0)
    await expect(api.call(indexHotProduct)).rejects.toBeTruthy()
    expect(reported).toHaveLength(1)
  })

  it('POSTs the validated body as JSON (trimmed, as parsed)', async () => {
    server.handle((_request, response) => envelope(response, { userinfo: { ...user, token: 'new-token' } }))
    const data = await client().call(userLogin, { account: '  demo ', password: 'secret1' })
    const request = server.requests[0]
    expect(request?.method).toBe('POST')
    expect(request?.headers['content-type']).toContain('application/json')
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ account: 'demo', password: 'secret1' })
    expect(data.userinfo.token).toBe('new-token')
  })

  it('joins a base URL that has a path', async () => {
    const api = createApiClient({ baseUrl: `${server.baseUrl}/backend` })
    await api.call(indexHotProduct)
    expect(server.requests[0]?.url).toBe('/backend/api/index/hot_product?page=1&limit=10')
  })

  it('rejects an invalid payload before sending, with message keys', async () => {
    const error = await client()
      .call(userResetPwd, { oldPassword: 'secret1', newPassword: 'abc', confirmPassword: 'abd' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiValidationError)
    const keys = (error as ApiValidationError).issues.map((issue) => [issue.path, issue.messageKey])
    expect(keys).toContainEqual(['newPassword', 'validation.passwordMin'])
    expect((error as ApiValidationError).code).toBe('VALIDATION')
    expect(server.requests).toHaveLength(0)
  })
})

describe('envelope and guards', () => {
  it('unwraps data when code is 1 and strips fields the contract does not know', async () => {
    server.handle((_request, response) =>
      envelope(response, { list: [{ id: 1, image: 'a.png', title: 'A', link: '', extra: true }] }),
    )
    const data = await client().call(indexBanner)
    expect(data).toEqual({ list: [{ id: 1, image: 'a.png', title: 'A', link: '' }] })
  })

  it('rejects code != 1 with ApiError carrying the server code and msg, and calls onError', async () => {
    server.handle((_request, response) => envelope(response, null, 1007, 'Insufficient balance'))
    const onError = vi.fn()
    const error = await client({ onError })
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 1007,
      msg: 'Insufficient balance',
      path: '/api/index/hot_product',
    })
    expect(onError).toHaveBeenCalledWith(error, indexHotProduct)
  })

  it('rejects data that breaks the contract with ApiContractError naming path and field', async () => {
    server.handle((_request, response) =>
      envelope(response, { ...productPage, list: [{ ...product, priceCents: '19.99' }] }),
    )
    const error = await client()
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiContractError)
    expect(error).toMatchObject({
      code: 'CONTRACT',
      path: '/api/index/hot_product',
      field: 'data.list.0.priceCents',
    })
    expect((error as Error).message).toContain('/api/index/hot_product')
    expect((error as Error).message).toContain('data.list.0.priceCents')
  })

  it('lets unchecked data through when validateResponses is false', async () => {
    server.handle((_request, response) => envelope(response, { anything: 1 }))
    await expect(client({ validateResponses: false }).call(indexHotProduct)).resolves.toEqual({ anything: 1 })
  })

  it.each([
    ['a body that is not JSON', 'oops <html>', 'body'],
    ['an envelope without code', { msg: 'x', data: null }, 'code'],
    ['an envelope with a text code', { code: '1', msg: 'x', data: null }, 'code'],
  ])('rejects %s with ApiContractError', async (_name, body, field) => {
    server.handle((_request, response) => sendJson(response, 200, body))
    const error = await client()
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiContractError)
    expect((error as ApiContractError).field).toBe(field)
  })

  it('treats a `data: null` acknowledgement as valid for calls that return nothing', async () => {
    session.token = 't'
    server.handle((_request, response) => envelope(response, null))
    await expect(client().call(userLogout)).resolves.toBeNull()
  })
})

describe('the HTTP library, loaded with the first call (issue #26)', () => {
  /** ky's loader, counting its loads; the first `failures` loads fail as a dropped chunk would. */
  function countingLoader(failures = 0) {
    const loader = { loads: 0, load: () => Promise.resolve(undefined as unknown as typeof import('ky')) }
    loader.load = () => {
      loader.loads += 1
      return loader.loads <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : import('ky')
    }
    return loader
  }

  it('is not loaded until the first call, then once for every later call', async () => {
    const loader = countingLoader()
    const api = client({ loadHttpLibrary: loader.load })
    expect(loader.loads).toBe(0)
    await api.call(indexHotProduct)
    await Promise.all([api.call(indexHotProduct), api.call(indexProduct)])
    expect(loader.loads).toBe(1)
    expect(server.requests).toHaveLength(3)
  })

  it('a failed load is a network error, reported, and the next call loads it again', async () => {
    const loader = countingLoader(1)
    const reported: unknown[] = []
    const api = client({ loadHttpLibrary: loader.load, onError: (error) => reported.push(error) })
    const error = await api.call(indexHotProduct).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect(error).toMatchObject({ messageKey: 'error.network', path: '/api/index/hot_product' })
    expect(reported).toEqual([error])
    expect(server.requests).toHaveLength(0)
    await expect(api.call(indexHotProduct)).resolves.toEqual(productPage)
    expect(loader.loads).toBe(2)
  })

  it('warm() loads it ahead and never rejects; the first call after a failed warm-up loads it', async () => {
    const loader = countingLoader(1)
    const api = client({ loadHttpLibrary: loader.load })
    await expect(api.warm()).resolves.toBeUndefined()
    expect(loader.loads).toBe(1)
    await api.call(indexHotProduct)
    await api.warm()
    expect(loader.loads).toBe(2)
  })
})

describe('lazy endpoints: the schemas load with the first call (issue #26)', () => {
  /** indexHotProduct behind `lazyEndpoint`, counting its loads; the first `failures` fail. */
  function countingLazyHotProduct(failures = 0) {
    const counter = { loads: 0 }
    const endpoint = lazyEndpoint(indexHotProduct, () => {
      counter.loads += 1
      return counter.loads <= failures
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(indexHotProduct)
    })
    return { counter, endpoint }
  }

  it('takes its route at once and its endpoint with the call: validated, sent, guarded', async () => {
    const { counter, endpoint } = countingLazyHotProduct()
    expect(endpoint).toMatchObject({
      method: 'GET',
      path: '/api/index/hot_product',
      auth: false,
      encoding: 'query',
    })
    expect(counter.loads).toBe(0)
    await expect(client().call(endpoint, { page: 3 })).resolves.toEqual(productPage)
    expect(counter.loads).toBe(1)
    expect(server.requests[0]?.url).toBe('/api/index/hot_product?page=3&limit=10')
    const invalid = await client()
      .call(endpoint, { page: 0 })
      .catch((e: unknown) => e)
    expect(invalid).toBeInstanceOf(ApiValidationError)
    expect(server.requests).toHaveLength(1)
    server.handle((_request, response) => envelope(response, { ...productPage, list: [{ id: 'x' }] }))
    await expect(client().call(endpoint)).rejects.toBeInstanceOf(ApiContractError)
  })

  it('a definition that fails to load is a reported network error, and the next call loads it again', async () => {
    const { counter, endpoint } = countingLazyHotProduct(1)
    const reported: { error: unknown; path: string }[] = []
    const api = client({ onError: (error, route) => reported.push({ error, path: route.path }) })
    const error = await api.call(endpoint).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect(error).toMatchObject({ messageKey: 'error.network', path: '/api/index/hot_product' })
    expect(reported).toEqual([{ error, path: '/api/index/hot_product' }])
    expect(server.requests).toHaveLength(0)
    await expect(api.call(endpoint)).resolves.toEqual(productPage)
    expect(counter.loads).toBe(2)
  })

  it('keeps the duplicate-submit guard: an identical lazy POST inside the window is refused', async () => {
    server.handle((_request, response) => envelope(response, null))
    const logout = lazyEndpoint(userLogout, () => Promise.resolve(userLogout))
    session.token = 'token-1'
    const api = client()
    const [first, second] = await Promise.allSettled([api.call(logout), api.call(logout)])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(DuplicateSubmitError) })
    expect(server.requests).toHaveLength(1)
  })
})

describe('error catalogue (shop-spec §8)', () => {
  it.each([400, 403, 404, 500, 502, 503])('HTTP %i -> "system interface <status> error"', async (status) => {
    server.handle((_request, response) => sendJson(response, status, { code: 0, msg: 'boom', data: null }))
    const error = await client()
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiHttpError)
    expect(error).toMatchObject({
      code: 'HTTP_STATUS',
      status,
      messageKey: 'error.httpStatus',
      message: `system interface ${status} error`,
    })
  })

  it('network failure -> "backend interface connection error" with the cause', async () => {
    const api = createApiClient({ baseUrl: await closedPortUrl() })
    const error = await api.call(indexHotProduct).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect(error).toMatchObject({
      code: 'NETWORK',
      messageKey: 'error.network',
      message: 'backend interface connection error',
    })
    expect((error as Error).cause).toBeDefined()
  })

  it('timeout -> "system interface request timed out"', async () => {
    server.handle((_request, response) => {
      setTimeout(() => envelope(response, productPage), 400)
    })
    const error = await client({ timeoutMs: 50 })
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      timeoutMs: 50,
      messageKey: 'error.timeout',
      message: 'system interface request timed out',
    })
  })

  it('other failures pass through unchanged (an aborted call)', async () => {
    server.handle((_request, response) => {
      setTimeout(() => envelope(response, productPage), 300)
    })
    const controller = new AbortController()
    const pending = client()
      .call(indexHotProduct, {}, { signal: controller.signal })
      .catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 20)
    const error = await pending
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).name).toBe('AbortError')
  })

  it('the defaults are the spec constants', () => {
    expect(HTTP_TIMEOUT_MS).toBe(10_000)
    expect(DUPLICATE_SUBMIT_WINDOW_MS).toBe(1_000)
  })
})

describe('HTTP 401', () => {
  it('rejects with the server msg and calls onUnauthorized when logged in', async () => {
    session.token = 'expired'
    server.handle((_request, response) =>
      sendJson(response, 401, { code: 401, msg: 'Please log in again', data: null }),
    )
    const onUnauthorized = vi.fn()
    const error = await client({ onUnauthorized })
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiUnauthorizedError)
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401, msg: 'Please log in again' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('does not call the hook for a guest (nothing to clear), still rejects', async () => {
    server.handle((_request, response) => sendJson(response, 401, 'no'))
    const onUnauthorized = vi.fn()
    const error = await client({ onUnauthorized })
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiUnauthorizedError)
    expect((error as ApiUnauthorizedError).message).toBe('please login first')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('an envelope code 401 on HTTP 200 counts as unauthorized too', async () => {
    session.token = 'revoked'
    server.handle((_request, response) => envelope(response, null, 401, 'Token revoked'))
    const onUnauthorized = vi.fn()
    const error = await client({ onUnauthorized })
      .call(indexHotProduct)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiUnauthorizedError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('duplicate submit (shop-spec §5: same POST/PUT path and body within 1000 ms)', () => {
  function addressClient() {
    let time = 5_000
    session.token = 't'
    server.handle((_request, response) =>
      envelope(response, {
        id: 1,
        ...validAddress,
        isDefault: true,
        country: 'GB',
        region: '',
        postcode: '',
      }),
    )
    const api = client({ now: () => time })
    return { api, advance: (ms: number) => (time += ms) }
  }

  it('rejects an identical submission inside the window and admits it at the window edge', async () => {
    const { api, advance } = addressClient()
    await api.call(addressAdd, validAddress)
    advance(DUPLICATE_SUBMIT_WINDOW_MS - 1)
    const error = await api.call(addressAdd, validAddress).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DuplicateSubmitError)
    expect((error as Error).message).toBe('data is being processed, do not submit again')
    advance(1)
    await expect(api.call(addressAdd, validAddress)).resolves.toMatchObject({ id: 1 })
    expect(server.requests).toHaveLength(2)
  })

  it('admits a different body, an opted-out call, and GETs', async () => {
    const { api } = addressClient()
    await api.call(addressAdd, validAddress)
    await api.call(addressAdd, { ...validAddress, tag: 'work' })
    await api.call(addressAdd, { ...validAddress, tag: 'work' }, { skipDuplicateCheck: true })
    server.handle((_request, response) => envelope(response, productPage))
    await api.call(indexHotProduct)
    await api.call(indexHotProduct)
    expect(server.requests).toHaveLength(5)
  })

  it('keys on the body content, not on key order', async () => {
    const { api } = addressClient()
    await api.call(addressAdd, validAddress)
    const reordered = Object.fromEntries(Object.entries(validAddress).reverse()) as typeof validAddress
    await expect(api.call(addressAdd, reordered)).rejects.toBeInstanceOf(DuplicateSubmitError)
  })

  it('keeps the window per client instance (no shared state)', async () => {
    const first = addressClient()
    const second = client({ now: () => 5_000 })
    await first.api.call(addressAdd, validAddress)
    await expect(second.call(addressAdd, validAddress)).resolves.toMatchObject({ id: 1 })
  })
})

describe('upload', () => {
  it('sends the image as multipart form-data and returns its URL', async () => {
    session.token = 't'
    server.handle((_request, response) =>
      envelope(response, { url: '/uploads/a.png', size: 4, mime: 'image/png' }),
    )
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' })
    const data = await client().upload(file)
    const request = server.requests[0]
    expect(request?.url).toBe('/api/upload/image')
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(request?.body.toString('latin1')).toContain('name="file"; filename="a.png"')
    expect(request?.body.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(true)
    expect(data.url).toBe('/uploads/a.png')
  })

  it.each([
    ['a text file', new File(['hello'], 'a.txt', { type: 'text/plain' }), 'validation.imageType'],
    ['an empty image', new File([], 'a.png', { type: 'image/png' }), 'validation.imageRequired'],
  ])('refuses %s before sending', async (_name, file, key) => {
    const error = await client()
      .upload(file)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiValidationError)
    expect((error as ApiValidationError).issues[0]?.messageKey).toBe(key)
    expect(server.requests).toHaveLength(0)
  })
})
