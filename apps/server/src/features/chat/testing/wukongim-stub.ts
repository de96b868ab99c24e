import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for a WuKongIM server's HTTP API on 127.0.0.1, following the request and response shapes
 * of WuKongIM's documentation (/user/token, /route, /conversation/sync, /channel/messagesync,
 * /conversations/setUnread, /conversations/delete, /channel). It keeps what it is told in memory and
 * records every request, so tests check both directions of the mapping.
 */
export interface WkStubMessage {
  message_id: number
  message_idstr: string
  message_seq: number
  client_msg_no: string
  from_uid: string
  channel_id: string
  channel_type: number
  timestamp: number
  payload: string
  header: { no_persist: number; red_dot: number; sync_once: number }
}

export interface WukongImStub {
  url: string
  requests: { method: string; path: string; body: unknown; token: string | undefined }[]
  tokens: Map<string, string>
  channels: Map<string, string[]>
  /** Messages per `${channel_type}:${channel_id}`. */
  messages: Map<string, WkStubMessage[]>
  conversations: Map<string, Record<string, unknown>[]>
  /** Answer every request with this HTTP status instead (outage tests). */
  failWith: number | undefined
  close(): Promise<void>
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? null : JSON.parse(text)
}

export async function startWukongImStub(): Promise<WukongImStub> {
  const stub: Omit<WukongImStub, 'url' | 'close'> = {
    requests: [],
    tokens: new Map(),
    channels: new Map(),
    messages: new Map(),
    conversations: new Map(),
    failWith: undefined,
  }
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub')
    const body = (await readJson(req)) as Record<string, unknown> | null
    const token = req.headers['token']
    stub.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      body,
      token: typeof token === 'string' ? token : undefined,
    })
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(json === undefined ? '' : JSON.stringify(json))
    }
    if (stub.failWith !== undefined) return send(stub.failWith, { msg: 'stub outage', status: stub.failWith })
    const b = body ?? {}
    switch (`${req.method} ${url.pathname}`) {
      case 'POST /user/token':
        stub.tokens.set(`${b['uid']}:${b['device_flag']}`, String(b['token']))
        return send(200, { status: 200 })
      case 'GET /route':
        return send(200, {
          tcp_addr: '127.0.0.1:5100',
          ws_addr: 'ws://127.0.0.1:5200',
          wss_addr: 'wss://im.example:5210',
        })
      case 'POST /conversation/sync':
        return send(200, stub.conversations.get(String(b['uid'])) ?? [])
      case 'POST /channel/messagesync': {
        const all = stub.messages.get(`${b['channel_type']}:${b['channel_id']}`) ?? []
        const start = Number(b['start_message_seq'] ?? 0)
        const end = Number(b['end_message_seq'] ?? 0)
        const limit = Number(b['limit'] ?? 100)
        // WuKongIM: start inclusive, end exclusive; pull_mode 1 up, 0 down.
        const up = Number(b['pull_mode']) === 1
        const inRange = all.filter((m) =>
          up
            ? m.message_seq >= start && (end === 0 || m.message_seq < end)
            : (start === 0 || m.message_seq <= start) && m.message_seq > end,
        )
        const page = up ? inRange.slice(0, limit) : inRange.slice(-limit)
        return send(200, {
          start_message_seq: start,
          end_message_seq: end,
          more: inRange.length > limit ? 1 : 0,
          messages: page,
        })
      }
      case 'POST /conversations/setUnread':
      case 'POST /conversations/delete':
        return send(200)
      case 'POST /channel':
        stub.channels.set(
          `${b['channel_type']}:${b['channel_id']}`,
          (b['subscribers'] as string[] | undefined) ?? [],
        )
        return send(200)
      default:
        return send(404, { msg: 'not found', status: 404 })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    ...stub,
    get failWith() {
      return stub.failWith
    },
    set failWith(value) {
      stub.failWith = value
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
