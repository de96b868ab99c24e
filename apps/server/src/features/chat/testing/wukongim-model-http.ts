import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseLosslessJson, stringifyLosslessJson } from '../wukongim-json'
import {
  createWukongImModel,
  WK_CHANNEL_TYPE,
  WK_REASON,
  type WkModel,
  type WkWebhookCall,
} from './wukongim-model'

/**
 * WuKongIM's HTTP API over the model, on 127.0.0.1, as its Go handlers answer (tag v2.2.5-20260422):
 * pkg/wkhttp/http.go envelopes (ResponseOK `{"status":200}`, ResponseError HTTP 400
 * `{"msg","status":400}`, ResponseStatus HTTP 200 `{"status":<reason>}`), the manager token check of
 * internal/api/server_http.go (HTTP 401), and int64 fields as bare JSON numbers. Webhooks go to
 * `webhookUrl?event=<event>` (internal/webhook/webhook.go sendWebhookForHttp) when a test flushes them.
 */
export interface WukongImModelServer {
  url: string
  model: WkModel
  requests: { method: string; path: string; body: unknown; token: string | undefined }[]
  /** Answer every request with this HTTP status instead (outage tests). */
  failWith: number | undefined
  /** Where webhooks go (WuKongIM's webhook.httpAddr). */
  webhookUrl: string | undefined
  /** POSTs the pending webhook calls in order; resolves with each call's HTTP status. */
  flushWebhooks(): Promise<{ call: WkWebhookCall; status: number }[]>
  close(): Promise<void>
}

export interface WukongImModelServerOptions {
  now: () => number
  managerToken?: string
  webhookUrl?: string
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? null : parseLosslessJson(text)
}

class BadRequest extends Error {}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0

export async function startWukongImModelServer(
  options: WukongImModelServerOptions,
): Promise<WukongImModelServer> {
  const model = createWukongImModel({ now: options.now })
  const state = {
    requests: [] as WukongImModelServer['requests'],
    failWith: undefined as number | undefined,
    webhookUrl: options.webhookUrl,
  }

  function handle(method: string, path: string, query: URLSearchParams, body: unknown): [number, unknown] {
    const b = (body ?? {}) as Record<string, unknown>
    switch (`${method} ${path}`) {
      case 'POST /user/token': {
        // internal/api/user.go UpdateTokenReq.Check.
        if (!str(b['uid'])) throw new BadRequest('uid不能为空！')
        if (!str(b['token'])) throw new BadRequest('token不能为空！')
        const reason = model.updateToken(
          str(b['uid']),
          str(b['token']),
          num(b['device_flag']),
          num(b['device_level']),
        )
        return [200, { status: reason === WK_REASON.success ? 200 : reason }]
      }
      case 'GET /route':
        // internal/api/route.go routeUserIMAddr.
        return [
          200,
          { tcp_addr: '127.0.0.1:5100', ws_addr: 'ws://127.0.0.1:5200', wss_addr: 'wss://im.example:5210' },
        ]
      case 'POST /channel': {
        if (!str(b['channel_id']) || num(b['channel_type']) === 0) throw new BadRequest('频道ID不能为空！')
        const subscribers = Array.isArray(b['subscribers']) ? (b['subscribers'] as unknown[]).map(str) : []
        try {
          model.createOrUpdateChannel(
            str(b['channel_id']),
            num(b['channel_type']),
            subscribers,
            num(b['reset']) === 1,
          )
        } catch (error) {
          throw new BadRequest((error as Error).message)
        }
        return [200, { status: 200 }]
      }
      case 'POST /conversation/sync': {
        const version = b['version']
        return [
          200,
          model.syncConversations({
            uid: str(b['uid']),
            version: typeof version === 'string' ? BigInt(version) : BigInt(Math.trunc(num(version))),
            last_msg_seqs: str(b['last_msg_seqs']),
            msg_count: num(b['msg_count']),
            only_unread: num(b['only_unread']),
          }),
        ]
      }
      case 'POST /channel/messagesync': {
        // internal/api/message.go syncMessages.
        if (!str(b['channel_id']).trim()) throw new BadRequest('channel_id不能为空！')
        if (!str(b['login_uid']).trim()) throw new BadRequest('login_uid不能为空！')
        const page = model.syncMessages({
          login_uid: str(b['login_uid']),
          channel_id: str(b['channel_id']),
          channel_type: num(b['channel_type']),
          start_message_seq: num(b['start_message_seq']),
          end_message_seq: num(b['end_message_seq']),
          limit: num(b['limit']),
          pull_mode: num(b['pull_mode']),
        })
        return [
          200,
          {
            start_message_seq: num(b['start_message_seq']),
            end_message_seq: num(b['end_message_seq']),
            ...page,
          },
        ]
      }
      case 'POST /conversations/setUnread':
        if (!str(b['uid'])) throw new BadRequest('UID cannot be empty')
        if (!str(b['channel_id']) || num(b['channel_type']) === 0)
          throw new BadRequest('channel_id or channel_type cannot be empty')
        model.setUnread(str(b['uid']), str(b['channel_id']), num(b['channel_type']), num(b['unread']))
        return [200, { status: 200 }]
      case 'POST /conversations/delete':
        if (!str(b['uid'])) throw new BadRequest('Uid cannot be empty')
        if (!str(b['channel_id']) || num(b['channel_type']) === 0)
          throw new BadRequest('channel_id or channel_type cannot be empty')
        model.deleteConversation(str(b['uid']), str(b['channel_id']), num(b['channel_type']))
        return [200, { status: 200 }]
      case 'POST /message/send': {
        // internal/api/message.go send: ResponseOKWithData {message_id, client_msg_no}.
        const header = (b['header'] ?? {}) as Record<string, unknown>
        const sent = model.send(
          str(b['from_uid']),
          str(b['channel_id']),
          num(b['channel_type']),
          str(b['payload']),
          str(b['client_msg_no']) || undefined,
          num(header['no_persist']) === 1,
        )
        if ('refused' in sent) throw new BadRequest(`send refused: ${sent.refused}`)
        return [
          200,
          { status: 200, data: { message_id: sent.message_id, client_msg_no: sent.client_msg_no } },
        ]
      }
      case 'POST /message': {
        // internal/api/message.go searchMessage: message_id (int64) or client_msg_no; none is a bare 404.
        if (!str(b['channel_id']).trim()) throw new BadRequest('channel_id不能为空！')
        if (num(b['channel_type']) === 0) throw new BadRequest('channel_type不能为0')
        if (num(b['channel_type']) === WK_CHANNEL_TYPE.person && !str(b['login_uid']).trim())
          throw new BadRequest('login_uid不能为空！')
        const id = b['message_id']
        const messageId =
          typeof id === 'bigint' || typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))
            ? BigInt(id)
            : 0n
        const found = model.searchMessage(str(b['channel_id']), num(b['channel_type']), messageId)
        return found ? [200, found] : [404, undefined]
      }
      case 'POST /user/onlinestatus': {
        if (!Array.isArray(body)) throw new BadRequest('数据格式有误！')
        return [200, model.onlineStatus((body as unknown[]).map(str))]
      }
      default:
        void query
        return [404, '404 page not found']
    }
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://model')
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
      res.end(json === undefined ? '' : stringifyLosslessJson(json))
    }
    let body: unknown = null
    try {
      body = await readBody(req)
    } catch {
      return send(400, { msg: '数据格式有误！', status: 400 })
    }
    const token = req.headers['token']
    state.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      body,
      token: typeof token === 'string' ? token : undefined,
    })
    if (state.failWith !== undefined) return send(state.failWith, { msg: 'outage', status: state.failWith })
    // internal/api/server_http.go: with a manager token set, a request without it is aborted 401.
    if (options.managerToken && token !== options.managerToken) return send(401)
    try {
      const [status, json] = handle(req.method ?? '', url.pathname, url.searchParams, body)
      send(status, json)
    } catch (error) {
      if (error instanceof BadRequest) return send(400, { msg: error.message, status: 400 })
      throw error
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    url: `http://127.0.0.1:${port}`,
    model,
    requests: state.requests,
    get failWith() {
      return state.failWith
    },
    set failWith(value) {
      state.failWith = value
    },
    get webhookUrl() {
      return state.webhookUrl
    },
    set webhookUrl(value) {
      state.webhookUrl = value
    },
    async flushWebhooks() {
      const results: { call: WkWebhookCall; status: number }[] = []
      for (const call of model.takeWebhooks()) {
        if (!state.webhookUrl) continue
        const response = await fetch(`${state.webhookUrl}?event=${call.event}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: stringifyLosslessJson(call.body),
        })
        await response.arrayBuffer()
        results.push({ call, status: response.status })
      }
      return results
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
