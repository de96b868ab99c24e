import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type ConnackPacket,
  createFrameSplitter,
  decodePacket,
  encodePacket,
  generateKeyPair,
  PacketType,
} from '@crossmart/im-sdk/protocol'
import { WebSocketServer } from 'ws'
import { parseLosslessJson, stringifyLosslessJson } from '../wukongim-json'
import {
  createWukongImModel,
  WK_CHANNEL_TYPE,
  WK_MODEL_VERSION,
  WK_REASON,
  WK_SYSTEM_UID,
  WK_WEBHOOK_RETRY_MAX,
  type WkMessageResp,
  type WkModel,
  type WkWebhookCall,
} from './wukongim-model'

/**
 * WuKongIM's HTTP API over the model, on 127.0.0.1, as its Go handlers answer (tag v2.2.5-20260422):
 * pkg/wkhttp/http.go envelopes (ResponseOK `{"status":200}`, ResponseError HTTP 400
 * `{"msg","status":400}`, ResponseStatus HTTP 200 `{"status":<reason>}`), the manager token check of
 * internal/api/server_http.go (HTTP 401), and int64 fields as bare JSON numbers. Webhooks go to
 * `webhookUrl?event=<event>` (internal/webhook/webhook.go sendWebhookForHttp) when a test flushes them,
 * each tried WK_WEBHOOK_RETRY_MAX times and then dropped. A WebSocket listener (`wsUrl`, what
 * `/route` and `/varz` hand out) answers CONNECT with the model's CONNACK, enough for a client to
 * learn whether a token is checked (internal/user/handler/event_connect.go).
 */
export interface WukongImModelServer {
  url: string
  model: WkModel
  requests: { method: string; path: string; body: unknown; token: string | undefined }[]
  /** Answer every request with this HTTP status instead (outage tests). */
  failWith: number | undefined
  /** Where webhooks go (WuKongIM's webhook.httpAddr). */
  webhookUrl: string | undefined
  /** The WebSocket address clients connect to (WuKongIM's external.wsAddr). */
  wsUrl: string
  /**
   * POSTs the pending webhook calls in order, each tried up to WK_WEBHOOK_RETRY_MAX times while it
   * fails (internal/webhook/webhook.go handleSendFailure, loopOnlineStatus), then dropped; resolves
   * with each call's last HTTP status and whether it was dropped.
   */
  flushWebhooks(): Promise<{ call: WkWebhookCall; status: number; dropped: boolean }[]>
  close(): Promise<void>
}

export interface WukongImModelServerOptions {
  now: () => number
  managerToken?: string
  webhookUrl?: string
  /** wk.yaml `tokenAuthOn` (WuKongIM's default: false). */
  tokenAuthOn?: boolean
  /** What /varz reports as `version` (version/version.go, set at build); '' for a build without it. */
  version?: string
  /** /varz answers 404 (WuKongIM v3 has no /varz, nor /conversation/sync, nor POST /message). */
  noVarz?: boolean
  /** How long a refused socket stays open and silent before it is closed (WuKongIM's idle rule). */
  silentCloseMs?: number
}

/** WuKongIM's connection idle time (options.go ConnIdleTime 4 s, checked every 2 s): the earliest close. */
const WK_IDLE_CLOSE_MS = 4_000

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
  const model = createWukongImModel({
    now: options.now,
    ...(options.tokenAuthOn !== undefined ? { tokenAuthOn: options.tokenAuthOn } : {}),
  })
  const wsServer = createServer()
  const wss = new WebSocketServer({ server: wsServer })
  await new Promise<void>((resolve) => wsServer.listen(0, '127.0.0.1', resolve))
  const wsUrl = `ws://127.0.0.1:${(wsServer.address() as AddressInfo).port}`
  wss.on('connection', (ws) => {
    const splitter = createFrameSplitter()
    let socket: ReturnType<WkModel['connect']> | undefined
    ws.on('message', (data: Buffer) => {
      for (const frame of splitter.push(new Uint8Array(data))) {
        const packet = decodePacket(frame, { serverVersion: 4 })
        if (packet.type !== PacketType.Connect || socket) continue
        const answer = model.connect(packet.uid, packet.deviceFlag, packet.token, packet.deviceID)
        socket = answer
        if ('refused' in answer) {
          // internal/user/handler/event_connect.go: a refused token (or a ban) returns an error from
          // handleConnect and `connect` writes no CONNACK; the idle rule closes the socket later.
          setTimeout(() => ws.close(), options.silentCloseMs ?? WK_IDLE_CLOSE_MS).unref()
          continue
        }
        const connack: ConnackPacket = {
          type: PacketType.Connack,
          serverVersion: 4,
          nodeId: '1',
          timeDiff: 0,
          reasonCode: WK_REASON.success,
          serverKey: generateKeyPair().publicKeyBase64,
          salt: randomBytes(8).toString('hex'),
        }
        ws.send(encodePacket(connack, { serverVersion: 4 }))
      }
    })
    ws.on('close', () => {
      if (socket && !('refused' in socket)) socket.close()
    })
    ws.on('error', () => {})
  })
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
        return [200, { tcp_addr: '127.0.0.1:5100', ws_addr: wsUrl, wss_addr: 'wss://im.example:5210' }]
      case 'GET /health':
        // internal/api/server_http.go: behind the manager token like every route.
        return [200, { status: 'ok' }]
      case 'GET /varz':
        // internal/api/varz.go CreateVarz: version from version/version.go.
        if (options.noVarz) return [404, '404 page not found']
        return [
          200,
          {
            server_id: '1',
            server_name: 'WuKongIM',
            version: options.version ?? WK_MODEL_VERSION,
            ws_addr: wsUrl,
            manager_token_on: options.managerToken ? 1 : 0,
          },
        ]
      case 'POST /channel/subscriber_add': {
        // internal/api/channel.go addSubscriber: creates the channel if missing, then addSubscriberWithReq.
        if (!str(b['channel_id']) || num(b['channel_type']) === 0) throw new BadRequest('频道ID不能为空！')
        const subscribers = Array.isArray(b['subscribers']) ? (b['subscribers'] as unknown[]).map(str) : []
        model.createOrUpdateChannel(
          str(b['channel_id']),
          num(b['channel_type']),
          subscribers,
          num(b['reset']) === 1,
        )
        return [200, { status: 200 }]
      }
      case 'POST /channel/subscriber_remove': {
        if (!str(b['channel_id']) || num(b['channel_type']) === 0) throw new BadRequest('频道ID不能为空！')
        const subscribers = Array.isArray(b['subscribers']) ? (b['subscribers'] as unknown[]).map(str) : []
        model.removeSubscribers(str(b['channel_id']), num(b['channel_type']), subscribers)
        return [200, { status: 200 }]
      }
      case 'POST /user/device_quit': {
        // internal/api/user.go deviceQuit: -1 = APP, WEB and PC; always ResponseOK.
        const flag = b['device_flag']
        model.deviceQuit(str(b['uid']), typeof flag === 'number' ? flag : num(flag))
        return [200, { status: 200 }]
      }
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
        // message.go send: an empty from_uid is options.G.SystemUID; the system device skips permissions.
        const sent = model.send(
          str(b['from_uid']).trim() || WK_SYSTEM_UID,
          str(b['channel_id']),
          num(b['channel_type']),
          str(b['payload']),
          str(b['client_msg_no']) || undefined,
          num(header['no_persist']) === 1,
          true,
        )
        if ('refused' in sent) throw new BadRequest(`send refused: ${sent.refused}`)
        return [
          200,
          { status: 200, data: { message_id: sent.message_id, client_msg_no: sent.client_msg_no } },
        ]
      }
      case 'POST /message': {
        // internal/api/message.go searchMessage: message_id (int64) or client_msg_no; none is
        // c.ResponseStatus(http.StatusNotFound): HTTP 200 with {"status":404} (pkg/wkhttp/http.go).
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
        return found ? [200, found] : [200, { status: 404 }]
      }
      case 'POST /user/onlinestatus': {
        if (!Array.isArray(body)) throw new BadRequest('数据格式有误！')
        // user.go getOnlineStatus: an empty list is answered ResponseOK, {"status":200}, not [].
        if (body.length === 0) return [200, { status: 200 }]
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
    wsUrl,
    async flushWebhooks() {
      const results: { call: WkWebhookCall; status: number; dropped: boolean }[] = []
      for (const call of model.takeWebhooks()) {
        if (!state.webhookUrl) continue
        let status = 0
        for (let attempt = 0; attempt < WK_WEBHOOK_RETRY_MAX && status !== 200; attempt++) {
          try {
            const response = await fetch(`${state.webhookUrl}?event=${call.event}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: stringifyLosslessJson(call.body),
            })
            await response.arrayBuffer()
            status = response.status
          } catch {
            status = 0
          }
        }
        results.push({ call, status, dropped: status !== 200 })
      }
      return results
    },
    async close() {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => wsServer.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A text message sent through the model as `fromUid` would send it (base64 JSON payload); throws when refused. */
export function sendModelText(
  server: WukongImModelServer,
  fromUid: string,
  channel: { channelId: string; channelType: number },
  text: string,
): WkMessageResp {
  const payload = Buffer.from(JSON.stringify({ type: 1, content: text })).toString('base64')
  const message = server.model.send(fromUid, channel.channelId, channel.channelType, payload)
  if ('refused' in message) throw new Error(`send refused: ${message.refused}`)
  return message
}
