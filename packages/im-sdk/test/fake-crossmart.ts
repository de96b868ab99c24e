/**
 * A stand-in for a CrossMart server's HTTP API, enough for the documents' and examples' login
 * flow: the `{ code, msg, data }` envelope, the `token` session header, and the shapes of
 * `/api/user/login`, `/api/chat/login`, `/api/chat/getWebSocketUrl` and `/api/chat/getServiceChannel`
 * as the api-client contract defines them (packages/api-client/src/contract/{account,chat}.ts).
 * The chat socket is the SDK's test server, which accepts only the chat token issued here.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { startTestServer, type TestServer } from '../src/testing/index.js'

export const SHOPPER = { account: 'shopper@example.com', password: 'secret', uid: '1001' }
export const SESSION_TOKEN = 'session-token-1001'
export const CHAT_TOKEN = 'chat-token-1001'

/** The server's default socket path (server README, CHAT_WS_URL). */
export const CHAT_WS_PATH = '/chat/ws'

export interface FakeCrossmart {
  /** http://127.0.0.1:<port> */
  readonly url: string
  readonly chat: TestServer
  /** `METHOD path` of every request, in order. */
  readonly requests: string[]
  close(): Promise<void>
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? undefined : JSON.parse(text)
}

/**
 * @param autoReply when set, a text the shop's service (`mer_N`) answers every shopper message on a
 * `mer_N` channel with, as the server's automatic reply does when no staff member is online.
 */
export async function startFakeCrossmart(
  options: {
    autoReply?: string
    /** Static files served on GET, e.g. `{ '/': { type: 'text/html', body } }` (same origin as the API). */
    files?: Readonly<Record<string, { readonly type: string; readonly body: string | Uint8Array }>>
    /**
     * What getWebSocketUrl answers: 'path' is the server's default (`/chat/ws`, CHAT_WS_URL unset,
     * server README), served on the API's own origin; 'absolute' the test server's ws:// URL.
     */
    wsUrl?: 'path' | 'absolute'
  } = {},
): Promise<FakeCrossmart> {
  const chat = await startTestServer({
    script: {
      connect: (packet) => (packet.uid === SHOPPER.uid && packet.token === CHAT_TOKEN ? 1 : 2),
      // Our gateway refuses ids it does not name (reason 16) and types other than 2 and 7 (23).
      sendReason: (message) =>
        message.channelType !== 7 && message.channelType !== 2
          ? 23
          : /^(mer_[1-9][0-9]*|platform)(_[1-9][0-9]*)?$/.test(message.channelID)
            ? 1
            : 16,
    },
  })
  const requests: string[] = []
  const reply = (response: ServerResponse, status: number, body: unknown): void => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const ok = (response: ServerResponse, data: unknown): void =>
    reply(response, 200, { code: 1, msg: 'success', data })

  const http = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      requests.push(`${request.method} ${url.pathname}`)
      const file = request.method === 'GET' ? options.files?.[url.pathname] : undefined
      if (file !== undefined) {
        response.writeHead(200, { 'content-type': file.type })
        response.end(file.body)
        return
      }
      if (request.method === 'POST' && url.pathname === '/api/user/login') {
        const body = (await readBody(request)) as { account?: string; password?: string } | undefined
        if (body?.account !== SHOPPER.account || body.password !== SHOPPER.password) {
          reply(response, 200, { code: 0, msg: 'wrong account or password', data: null })
          return
        }
        ok(response, {
          userinfo: {
            id: Number(SHOPPER.uid),
            username: 'shopper',
            nickname: 'Shopper',
            email: SHOPPER.account,
            mobile: '',
            avatar: '',
            balanceCents: 0,
            payCodeSet: false,
            language: 'en',
            createdAt: 0,
            token: SESSION_TOKEN,
          },
        })
        return
      }
      if (!url.pathname.startsWith('/api/chat/')) {
        reply(response, 404, { code: 404, msg: 'not found', data: null })
        return
      }
      if (request.headers['token'] !== SESSION_TOKEN) {
        reply(response, 401, { code: 401, msg: 'please login first', data: null })
        return
      }
      switch (`${request.method} ${url.pathname}`) {
        case 'GET /api/chat/login':
          ok(response, { status: 200 })
          return
        case 'GET /api/chat/getWebSocketUrl':
          ok(response, {
            uid: SHOPPER.uid,
            token: CHAT_TOKEN,
            wsUrl: options.wsUrl === 'path' ? CHAT_WS_PATH : chat.url,
          })
          return
        case 'GET /api/chat/getServiceChannel': {
          const merId = url.searchParams.get('merId')
          ok(
            response,
            merId === null
              ? { channelId: 'platform', channelType: 7, name: 'Platform service', avatar: '' }
              : { channelId: `mer_${merId}`, channelType: 7, name: `Shop ${merId}`, avatar: '' },
          )
          return
        }
        default:
          reply(response, 404, { code: 404, msg: 'not found', data: null })
      }
    })().catch((error: unknown) => reply(response, 500, { code: 500, msg: String(error), data: null }))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo

  // The automatic reply: the service answers on the channel id the shopper used.
  let answered = 0
  const timer = setInterval(() => {
    if (options.autoReply === undefined) return
    for (const message of chat.messages.slice(answered)) {
      answered += 1
      if (!message.channelID.startsWith('mer_') || message.fromUID !== SHOPPER.uid) continue
      chat.push(SHOPPER.uid, {
        fromUID: message.channelID,
        channelID: message.channelID,
        channelType: 7,
        content: { type: 1, content: options.autoReply },
      })
    }
  }, 10)

  // The socket on the API's origin, as the real server has it: an upgrade to CHAT_WS_PATH is relayed
  // byte for byte to the test server.
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== CHAT_WS_PATH) {
      socket.destroy()
      return
    }
    const target = connect(Number(new URL(chat.url).port), '127.0.0.1', () => {
      const lines = [`${request.method} / HTTP/1.1`]
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`)
      target.write(`${lines.join('\r\n')}\r\n\r\n`)
      target.write(head)
      socket.pipe(target).pipe(socket)
    })
    target.on('error', () => socket.destroy())
    socket.on('error', () => target.destroy())
  })

  return {
    url: `http://127.0.0.1:${port}`,
    chat,
    requests,
    async close() {
      clearInterval(timer)
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await chat.close()
    },
  }
}
