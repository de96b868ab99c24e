import { describe, expect, it } from 'vitest'
import { ImClientError } from '../client-errors.js'
import { type WebSocketConstructor, type WebSocketLike, webSocketTransport } from './transport.js'

class FakeWebSocket implements WebSocketLike {
  static last: FakeWebSocket | undefined
  binaryType = 'blob'
  readyState = 0
  sent: Uint8Array[] = []
  closeCalls = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  constructor(readonly address: string) {
    FakeWebSocket.last = this
  }
  send(data: Uint8Array) {
    this.sent.push(data)
  }
  close() {
    this.closeCalls += 1
  }
}

function open() {
  const seen: string[] = []
  const transport = webSocketTransport(FakeWebSocket as unknown as WebSocketConstructor)('ws://a', {
    onOpen: () => seen.push('open'),
    onData: (bytes) => seen.push(`data ${[...bytes].join(',')}`),
    onClose: (info) => seen.push(`close ${info.code}`),
    onError: () => seen.push('error'),
  })
  return { transport, socket: FakeWebSocket.last!, seen }
}

describe('webSocketTransport', () => {
  it('asks for array buffers and passes binary messages on as bytes (ArrayBuffer, views, fragments)', () => {
    const { socket, seen } = open()
    expect(socket.binaryType).toBe('arraybuffer')
    socket.readyState = 1
    socket.onopen?.({})
    socket.onmessage?.({ data: new Uint8Array([1, 2]).buffer })
    socket.onmessage?.({ data: new Uint8Array([0, 3, 4]).subarray(1) })
    socket.onmessage?.({ data: [new Uint8Array([5]), new Uint8Array([6])] })
    socket.onmessage?.({ data: 'text frame' })
    expect(seen).toEqual(['open', 'data 1,2', 'data 3,4', 'data 5,6', 'error'])
  })

  it('reports a text message as a typed TEXT_FRAME error (the protocol is binary only)', () => {
    const errors: unknown[] = []
    webSocketTransport(FakeWebSocket as unknown as WebSocketConstructor)('ws://a', {
      onOpen: () => {},
      onData: () => {},
      onClose: () => {},
      onError: (error) => errors.push(error),
    })
    FakeWebSocket.last!.onmessage?.({ data: 'text frame' })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toBeInstanceOf(ImClientError)
    expect(errors[0]).toMatchObject({ name: 'ImClientError', code: 'TEXT_FRAME' })
  })

  it('writes only to an open socket; close() is idempotent and silences every handler', () => {
    const { transport, socket, seen } = open()
    transport.send(new Uint8Array([1]))
    socket.readyState = 1
    transport.send(new Uint8Array([2]))
    expect(socket.sent).toEqual([new Uint8Array([2])])
    transport.close()
    transport.close()
    expect(socket.closeCalls).toBe(1)
    expect(socket.onmessage).toBeNull()
    transport.send(new Uint8Array([3]))
    expect(socket.sent).toHaveLength(1)
    expect(seen).toEqual([])
  })

  it('reports the close once, with its code', () => {
    const { socket, seen } = open()
    socket.onclose?.({ code: 1006, reason: '' })
    expect(seen).toEqual(['close 1006'])
    expect(socket.onclose).toBeNull()
  })

  it('without any WebSocket implementation throws TRANSPORT_UNAVAILABLE', () => {
    const saved = (globalThis as { WebSocket?: unknown }).WebSocket
    ;(globalThis as { WebSocket?: unknown }).WebSocket = undefined
    try {
      expect(() =>
        webSocketTransport()('ws://a', { onOpen() {}, onData() {}, onClose() {}, onError() {} }),
      ).toThrow(expect.objectContaining({ code: 'TRANSPORT_UNAVAILABLE' }))
    } finally {
      ;(globalThis as { WebSocket?: unknown }).WebSocket = saved
    }
  })
})

describe('an address that can never be opened', () => {
  it.each([
    ['/chat/ws', /not an absolute URL: outside a browser resolve it/],
    ['not a url', /not an absolute URL/],
    ['ftp://example.com/chat', /not a ws:\/\/ or wss:\/\/ URL/],
  ])('%s (in Node) throws INVALID_ADDRESS without making a socket', (address, message) => {
    FakeWebSocket.last = undefined
    const make = () =>
      webSocketTransport(FakeWebSocket as unknown as WebSocketConstructor)(address, {
        onOpen: () => undefined,
        onData: () => undefined,
        onClose: () => undefined,
        onError: () => undefined,
      })
    expect(make).toThrow(message)
    expect(() => make()).toThrow(expect.objectContaining({ code: 'INVALID_ADDRESS' }))
    expect(FakeWebSocket.last).toBeUndefined()
  })

  it('ends the client in ConnectFail with the typed error, instead of retrying', async () => {
    const { createImClient } = await import('../client.js')
    const { createVirtualClock } = await import('../testing/virtual-clock.js')
    const clock = createVirtualClock()
    const client = createImClient({
      uid: 'u',
      token: 't',
      address: '/chat/ws',
      clock,
      transport: webSocketTransport(FakeWebSocket as unknown as WebSocketConstructor),
      reconnect: { triggers: false },
    })
    const statuses: string[] = []
    const codes: string[] = []
    client.on('status', ({ status }) => statuses.push(status))
    client.on('error', ({ error }) => codes.push(error.code))
    client.connect()
    await clock.advance(60_000)
    expect(statuses).toEqual(['Connecting', 'ConnectFail'])
    expect(codes).toEqual(['INVALID_ADDRESS'])
    client.destroy()
  })
})
