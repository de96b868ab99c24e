import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { CHAT_WS_PATH } from '@crossmart/api-client'
import { type RawData, type WebSocket, WebSocketServer } from 'ws'
import type { Logger } from '../../http/logger'
import { createAddressAllowance } from './address-allowance'
import { CLOSE_CODE } from './connection/close-code'
import type { SocketLike } from './connection/types'
import type { ChatGateway } from './gateway'

/** Room above the largest frame for the packet header (1 type byte + 4 varint bytes). */
const FRAME_HEADER_SLACK = 8

export interface AttachGatewayOptions {
  /** Sockets one client address may hold at once (CHAT_MAX_SOCKETS_PER_ADDRESS; 0: no cap). */
  maxSocketsPerAddress: number
  /** TRUST_PROXY: the client address is the first X-Forwarded-For entry, as for the API's budget. */
  trustProxy: boolean
  path?: string
}

/** Says why, so a client (or whoever reads its logs) knows it is a limit and not an outage. */
const TOO_MANY_SOCKETS_ANSWER =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
  'Retry-After: 30\r\n\r\nToo many chat connections from this address; close some and try again.\n'

/** The client address of an upgrade request (http/request-context.ts reads it the same way). */
function upgradeAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return request.socket.remoteAddress ?? 'unknown'
}

export interface AttachedGateway {
  /** Stops accepting upgrades and closes open sockets. */
  close(): Promise<void>
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data)
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  return data
}

/** The gateway's view of a `ws` socket (a class: one per open connection, see gateway-connection.ts). */
class WsSocket implements SocketLike {
  constructor(private readonly ws: WebSocket) {}
  send(bytes: Uint8Array): void {
    this.ws.send(bytes, BINARY)
  }
  close(code: number, reason: string): void {
    this.ws.close(code, reason.slice(0, 120))
  }
  get bufferedAmount(): number {
    return this.ws.bufferedAmount
  }
}
const BINARY = { binary: true }

/**
 * Serves the gateway on `path` of an existing node HTTP server (same port as the API): `ws` in
 * noServer mode takes over the upgrade requests for that path and leaves every other path alone.
 */
export function attachChatGateway(
  server: Server,
  gateway: ChatGateway,
  logger: Logger,
  { maxSocketsPerAddress, trustProxy, path = CHAT_WS_PATH }: AttachGatewayOptions,
): AttachedGateway {
  const allowance = createAddressAllowance(maxSocketsPerAddress)
  const wss = new WebSocketServer({
    noServer: true,
    // A message larger than the largest frame is refused by ws itself (close 1009).
    maxPayload: gateway.limits.maxFrameBytes + FRAME_HEADER_SLACK,
    perMessageDeflate: false,
    clientTracking: true,
  })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    if (pathname !== path) {
      // Nothing else on this server speaks WebSocket.
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    // Issue #45: counted from the upgrade on, so upgrades still in their handshake count too; the
    // place is given back when the TCP socket closes, however the WebSocket ends (or never opens).
    const release = allowance.take(upgradeAddress(request, trustProxy))
    if (release === null) {
      socket.end(TOO_MANY_SOCKETS_ANSWER)
      return
    }
    socket.once('close', release)
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = gateway.open(new WsSocket(ws))
      ws.on('message', (data, isBinary) => {
        if (!isBinary) {
          connection.terminate(CLOSE_CODE.protocolError, 'text frame')
          return
        }
        connection.receive(toBytes(data))
      })
      ws.on('close', () => connection.socketClosed())
      ws.on('error', (error) => {
        logger.warn('chat socket error', { conn: connection.id, error: error.message })
        connection.socketClosed()
      })
    })
  }
  server.on('upgrade', onUpgrade)

  return {
    async close() {
      server.off('upgrade', onUpgrade)
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
