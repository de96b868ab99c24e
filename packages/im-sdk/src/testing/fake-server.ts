/**
 * An in-memory, fully scripted server for unit tests (public: `@crossmart/im-sdk/testing`). Its
 * `transport` goes into `createImClient({ transport })`; each socket the client opens appears in
 * `sockets`, and the test decides everything: open it, accept or refuse the connect, read what the
 * client wrote, push messages, close or fail it. Nothing happens on its own, so with a virtual
 * clock every test is deterministic.
 */

import type { TransportFactory, TransportHandlers } from '../connection/transport.js'
import type { ConnectPacket, Packet, SendPacket } from '../protocol/index.js'
import {
  type AcceptOptions,
  createServerPeer,
  type OpenedSend,
  type PushOptions,
  type ServerPeer,
} from './server-peer.js'

export interface FakeSocket {
  readonly address: string
  readonly peer: ServerPeer
  /** The client closed this socket. */
  readonly closedByClient: boolean
  /** Every frame the client wrote, raw. */
  readonly written: readonly Uint8Array[]
  /** Decodes what the client wrote since the last call. */
  take(): Packet[]
  /** Like take(), keeping only one packet type. */
  takeType<T extends Packet['type']>(type: T): Extract<Packet, { type: T }>[]
  /** The socket opened (the client then writes connect). Only the first call counts. */
  open(): void
  /** open() if needed, read the client's connect, answer with a connect-ack; returns the connect packet. */
  handshake(options?: AcceptOptions): ConnectPacket
  /** Delivers raw bytes to the client. */
  deliver(bytes: Uint8Array): void
  /** Encodes and delivers a packet. */
  send(packet: Packet): void
  /** Delivers an encrypted receive packet. */
  push(options: PushOptions): void
  /** Opens a client send (decrypt and check its msgKey). */
  openSend(packet: SendPacket): OpenedSend
  /** The server closes the socket. */
  close(code?: number, reason?: string): void
  /** The socket reports an error. */
  fail(error?: unknown): void
}

export interface FakeServer {
  readonly transport: TransportFactory
  readonly sockets: readonly FakeSocket[]
  /** The most recent socket; throws when none was opened. */
  last(): FakeSocket
  /** Make the next transport creation throw (e.g. an invalid address). */
  failNextConnect(error?: unknown): void
}

export function createFakeServer(options?: { serverVersion?: number }): FakeServer {
  const sockets: FakeSocket[] = []
  let failNext: unknown

  const transport: TransportFactory = (address: string, handlers: TransportHandlers) => {
    if (failNext !== undefined) {
      const error = failNext
      failNext = undefined
      throw error
    }
    const peer = createServerPeer(
      options?.serverVersion === undefined ? undefined : { serverVersion: options.serverVersion },
    )
    const written: Uint8Array[] = []
    let read = 0
    let opened = false
    let lastConnect: ConnectPacket | undefined
    let closedByClient = false
    let gone = false
    const live = (): boolean => !gone && !closedByClient

    const socket: FakeSocket = {
      address,
      peer,
      get closedByClient() {
        return closedByClient
      },
      written,
      take() {
        const packets: Packet[] = []
        for (; read < written.length; read += 1) packets.push(...peer.receive(written[read]!))
        for (const p of packets) if (p.type === 1) lastConnect = p
        return packets
      },
      takeType(type) {
        return socket.take().filter((p): p is Extract<Packet, { type: typeof type }> => p.type === type)
      },
      open() {
        if (opened || !live()) return
        opened = true
        handlers.onOpen()
      },
      handshake(acceptOptions) {
        socket.open()
        socket.take()
        const connect = lastConnect
        if (connect === undefined) throw new Error('the client wrote no connect packet')
        socket.deliver(peer.accept(connect, acceptOptions))
        return connect
      },
      deliver(bytes) {
        if (live()) handlers.onData(bytes)
      },
      send(packet) {
        socket.deliver(peer.encode(packet))
      },
      push(push) {
        socket.deliver(peer.recv(push))
      },
      openSend(packet) {
        return peer.open(packet)
      },
      close(code = 1000, reason = '') {
        if (!live()) return
        gone = true
        handlers.onClose({ code, reason })
      },
      fail(error = new Error('socket error')) {
        if (live()) handlers.onError(error)
      },
    }
    sockets.push(socket)
    return {
      send(bytes) {
        if (live()) written.push(bytes.slice())
      },
      close() {
        closedByClient = true
      },
    }
  }

  return {
    transport,
    sockets,
    last() {
      const socket = sockets.at(-1)
      if (socket === undefined) throw new Error('the client opened no socket')
      return socket
    },
    failNextConnect(error = new Error('cannot connect')) {
      failNext = error
    },
  }
}
