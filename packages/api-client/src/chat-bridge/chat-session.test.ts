import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.js'
import { ORDER_CARD_CONTENT_TYPE } from '../contract/chat-order-card.js'
import { PRODUCT_CARD_CONTENT_TYPE } from '../contract/chat-product-card.js'
import { envelope, startTestServer, type TestServer } from '../test-support/http-test-server.js'
import { type ChatClientBase, ChatLoginError, startChatSession } from './chat-session.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const location = { protocol: 'https:', host: 'shop.example' }
const upload = async () => ({ url: '/uploads/a.png' })

/** The chat login answers `loginStatus`; each getWebSocketUrl hands out the next token. */
function chatServer(loginStatus: number) {
  let tokens = 0
  server.handle((request, response) => {
    if (request.url.startsWith('/api/chat/login')) return envelope(response, { status: loginStatus })
    if (request.url.startsWith('/api/chat/getWebSocketUrl')) {
      tokens += 1
      return envelope(response, { uid: '42', token: `token-${tokens}`, wsUrl: '/chat/ws' })
    }
    return envelope(response, null, 1002, 'not found')
  })
}

const api = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' })

describe('startChatSession (shop-spec §7: login, then the socket address)', () => {
  it('logs in, then makes the client with the uid, token, resolved address and product and order cards', async () => {
    chatServer(200)
    let made: ChatClientBase | undefined
    const started = await startChatSession(api(), {
      location,
      upload,
      createClient: (base) => {
        made = base
        return 'client'
      },
    })
    expect(started).toEqual({ uid: '42', client: 'client' })
    expect(made).toMatchObject({ uid: '42', token: 'token-1', address: 'wss://shop.example/chat/ws' })
    expect(made?.contentTypes.map((c) => c.type)).toEqual([
      PRODUCT_CARD_CONTENT_TYPE,
      ORDER_CARD_CONTENT_TYPE,
    ])
    expect(server.requests.map((r) => r.url.split('?')[0])).toEqual([
      '/api/chat/login',
      '/api/chat/getWebSocketUrl',
    ])
  })

  it('asks for a fresh token before every reconnect', async () => {
    chatServer(200)
    let base: ChatClientBase | undefined
    await startChatSession(api(), { location, upload, createClient: (b) => (base = b) })
    expect(await base?.reconnect.beforeReconnect()).toEqual({
      token: 'token-2',
      address: 'wss://shop.example/chat/ws',
    })
  })

  it('refuses with ChatLoginError (its status kept) when the login says anything but 200', async () => {
    chatServer(403)
    const error = await startChatSession(api(), { location, upload, createClient: () => 'never' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ChatLoginError)
    expect(error).toMatchObject({ code: 'CHAT_LOGIN', status: 403 })
    expect(server.requests).toHaveLength(1)
  })

  it('makes no client when it is no longer wanted (a logout during the start)', async () => {
    chatServer(200)
    let made = false
    const started = await startChatSession(api(), {
      location,
      upload,
      stillWanted: () => false,
      createClient: () => {
        made = true
      },
    })
    expect([started, made]).toEqual([null, false])
  })
})
