/**
 * The runtime knows no socket API (CONVENTIONS.md models: nats.js): it talks to a two-method
 * Transport and hears back through the handlers it passed in. `webSocketTransport` adapts any
 * WebSocket-like constructor (the browser's global, Node 22+'s global, or the `ws` package).
 */

import { ImClientError } from '../client-errors.js'
import { concatBytes } from '../protocol/concat-bytes.js'

export interface TransportHandlers {
  onOpen(): void
  /** One socket message; it may hold part of a packet or several packets. */
  onData(bytes: Uint8Array): void
  onClose(info: { code: number; reason: string }): void
  onError(error: unknown): void
}

export interface Transport {
  send(bytes: Uint8Array): void
  /** Idempotent; no handler is called after close(). */
  close(): void
}

/**
 * Opens a transport to `address`; may throw synchronously (treated like a failed socket). It must
 * not call the handlers before it returns (open, data and close come later, from the event loop).
 */
export type TransportFactory = (address: string, handlers: TransportHandlers) => Transport

/** The part of the WebSocket API we use (browser WebSocket, undici's, and `ws` all have it). */
export interface WebSocketLike {
  binaryType: string
  readonly readyState: number
  send(data: Uint8Array): void
  close(code?: number, reason?: string): void
  onopen: Handler<unknown> | null
  onmessage: Handler<{ data: unknown }> | null
  onclose: Handler<{ code: number; reason: string }> | null
  onerror: Handler<unknown> | null
}

/**
 * Handlers compared bivariantly (method-style), so the implementations' richer event types (the
 * DOM's MessageEvent, `ws`'s WebSocket.MessageEvent) are accepted.
 */
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack']

export type WebSocketConstructor = new (address: string) => WebSocketLike

const OPEN = 1

function toBytes(data: unknown): Uint8Array | undefined {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  // `ws` may deliver fragmented messages as Buffer[] when binaryType is 'fragments'.
  if (Array.isArray(data) && data.every((part) => ArrayBuffer.isView(part))) return concatBytes(data)
  return undefined
}

/**
 * Why a socket address can never be opened, or undefined when it can: a relative path (e.g. the
 * CrossMart server's default `/chat/ws`) resolves against the page in a browser but against
 * nothing in Node; anything else must parse as a ws:, wss:, http: or https: URL.
 */
export function addressProblem(address: string): string | undefined {
  const page = (globalThis as { location?: { href?: unknown } }).location?.href
  let url: URL
  try {
    url = typeof page === 'string' ? new URL(address, page) : new URL(address)
  } catch {
    return typeof page === 'string'
      ? `the address "${address}" is not a URL`
      : `the address "${address}" is not an absolute URL: outside a browser resolve it against the server's URL first (e.g. new URL(wsUrl, 'wss://shop.example.com'))`
  }
  if (!['ws:', 'wss:', 'http:', 'https:'].includes(url.protocol))
    return `the address "${address}" is not a ws:// or wss:// URL`
  return undefined
}

/**
 * A TransportFactory over a WebSocket-like constructor. Without an argument it uses
 * `globalThis.WebSocket` and throws a typed error when there is none.
 */
export function webSocketTransport(WebSocketImpl?: WebSocketConstructor): TransportFactory {
  return (address, handlers) => {
    const Impl = WebSocketImpl ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (Impl === undefined) {
      throw new ImClientError(
        'TRANSPORT_UNAVAILABLE',
        'no global WebSocket: pass options.transport (e.g. webSocketTransport(WebSocket) from the "ws" package)',
      )
    }
    const problem = addressProblem(address)
    if (problem !== undefined) throw new ImClientError('INVALID_ADDRESS', problem)
    const socket = new Impl(address)
    socket.binaryType = 'arraybuffer'
    let closed = false
    const detach = (): void => {
      socket.onopen = null
      socket.onmessage = null
      socket.onclose = null
      socket.onerror = null
    }
    socket.onopen = () => {
      if (!closed) handlers.onOpen()
    }
    socket.onmessage = (event) => {
      if (closed) return
      const bytes = toBytes(event.data)
      // Text frames are not part of the protocol: report them as a decoding problem.
      if (bytes === undefined)
        handlers.onError(new ImClientError('TEXT_FRAME', 'unexpected non-binary socket message'))
      else handlers.onData(bytes)
    }
    socket.onclose = (event) => {
      if (closed) return
      closed = true
      detach()
      handlers.onClose({ code: event.code, reason: event.reason })
    }
    socket.onerror = (event) => {
      if (!closed) handlers.onError(event)
    }
    return {
      send(bytes) {
        if (!closed && socket.readyState === OPEN) socket.send(bytes)
      },
      close() {
        if (closed) return
        closed = true
        detach()
        // A socket still CONNECTING throws in some implementations when closed with a code.
        try {
          socket.close()
        } catch {
          // nothing to do: the socket is gone either way
        }
      },
    }
  }
}
