import { type ApiClient, indexHotProduct, indexIndex, userLogin } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { createFirstView } from './first-view'
import { type FirstViewState, firstViewStateScript, readFirstViewState } from './first-view-state'

/** An api client that answers every call with its endpoint's path and input, and counts the calls. */
function echoApi() {
  const calls: string[] = []
  const api = {
    call: async (endpoint: { path: string }, input?: unknown) => {
      calls.push(endpoint.path)
      return { path: endpoint.path, input }
    },
    upload: async () => '',
  } as unknown as ApiClient
  return { api, calls }
}

// Issue #26: the first view's answers, recorded on the server and replayed while hydrating.
describe('createFirstView', () => {
  it('records a load on the server, sends each request once, and replays it in the browser', async () => {
    const { api, calls } = echoApi()
    const server = createFirstView('record')
    const serverApi = server.wrap(api)
    const load = () => serverApi.call(indexHotProduct, { page: 1, limit: 10 }).then((answer) => ({ answer }))
    expect(server.read(load)).toBeUndefined()
    expect(server.read(load)).toBeUndefined() // a second render pass before the answer: no second request
    expect(server.hasPending()).toBe(true)
    await server.settle()
    expect(server.hasPending()).toBe(false)
    expect(calls).toEqual(['/api/index/hot_product'])
    const recorded = server.read(load)
    expect(recorded?.value).toEqual({
      answer: { path: '/api/index/hot_product', input: { page: 1, limit: 10 } },
    })

    const { api: browserApi, calls: browserCalls } = echoApi()
    const browser = createFirstView('replay', server.dehydrate())
    const replayApi = browser.wrap(browserApi)
    const replay = () =>
      replayApi.call(indexHotProduct, { page: 1, limit: 10 }).then((answer) => ({ answer }))
    expect(browser.read(replay)).toEqual(recorded)
    // Another page of the same list is not in the first view: the screen loads it itself.
    expect(browser.read(() => replayApi.call(indexHotProduct, { page: 2, limit: 10 }))).toBeUndefined()
    expect(browserCalls).toEqual([])
    browser.close()
    expect(browser.read(replay)).toBeUndefined()
  })

  it('leaves a failed request, a POST and a load without a request to the browser', async () => {
    const failing = {
      call: async () => {
        throw new Error('down')
      },
    } as unknown as ApiClient
    const server = createFirstView('record')
    const api = server.wrap(failing)
    expect(server.read(() => api.call(indexIndex))).toBeUndefined()
    await server.settle()
    expect(server.read(() => api.call(indexIndex))).toBeUndefined()
    expect(server.hasPending()).toBe(false)
    expect(
      server.read(() => api.call(userLogin, { account: 'a', password: 'b' }).catch(() => null)),
    ).toBeUndefined()
    expect(server.read(async () => 1)).toBeUndefined()
    expect(server.dehydrate()).toEqual({})
  })
})

describe('the first view state block', () => {
  it('round-trips through the HTML, with no way to close the element from a value', () => {
    const state = { lang: 'en', data: { 'GET /x {}': { name: '</script><script>alert(1)</script>\u2028' } } }
    const html = firstViewStateScript(state)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
    expect(readFirstViewState(doc)).toEqual(state)
    expect(readFirstViewState(new DOMParser().parseFromString('<body></body>', 'text/html'))).toBeNull()
  })

  it('carries the core strings the page was rendered with, and drops a core that is not an object', () => {
    const parse = (state: unknown) =>
      readFirstViewState(
        new DOMParser().parseFromString(
          `<body><script type="application/json" id="first-view-state">${JSON.stringify(state)}</script></body>`,
          'text/html',
        ),
      )
    const core = { nav: { home: 'Home' } }
    const served = firstViewStateScript({
      lang: 'en',
      data: {},
      core: core as unknown as FirstViewState['core'],
    })
    expect(
      readFirstViewState(new DOMParser().parseFromString(`<body>${served}</body>`, 'text/html'))?.core,
    ).toEqual(core)
    expect(parse({ lang: 'en', data: {}, core: ['x'] })?.core).toBeUndefined()
    expect(parse({ lang: 'en', data: {}, core: 'x' })?.core).toBeUndefined()
    expect(parse({ lang: 'en', data: ['x'] })).toBeNull()
  })
})
