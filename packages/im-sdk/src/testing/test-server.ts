/**
 * A scriptable WuKongIM-protocol server over WebSocket on 127.0.0.1 (public:
 * `@crossmart/im-sdk/testing`, Node only, needs the `ws` package). It speaks the protocol with the
 * SDK's own codec and crypto: key exchange on connect, send-acks (deduplicated by clientMsgNo, as a
 * real server does), receive-acks recorded, subscribe-acks, pongs. A test can script its answers,
 * push messages (also tampered ones), kick a user, drop sockets, or refuse connects.
 */

import { type WebSocket, WebSocketServer } from 'ws'
import {
  type ConnectPacket,
  type HeaderFlags,
  type Packet,
  PacketType,
  type SendSetting,
  type SubscribePacket,
} from '../protocol/index.js'
import { type AcceptOptions, createServerPeer, type PushOptions, type ServerPeer } from './server-peer.js'

const decoder = new TextDecoder()

/** A message a client sent, as the server stored it. */
export interface ReceivedMessage {
  readonly fromUID: string
  readonly clientMsgNo: string
  readonly clientSeq: number
  readonly channelID: string
  readonly channelType: number
  /** The decrypted payload parsed as JSON (undefined when it is not JSON). */
  readonly content: unknown
  readonly plain: Uint8Array
  readonly messageID: string
  readonly messageSeq: number
  readonly header: HeaderFlags
  readonly setting: SendSetting
  readonly topic?: string
  readonly streamNo?: string
  readonly expire: number
}

export interface ReceivedAck {
  readonly uid: string
  readonly messageID: string
  readonly messageSeq: number
  readonly header: HeaderFlags
}

/** How the server answers; every field can be changed while it runs (`server.script.x = ...`). */
export interface TestServerScript {
  /** Connect-ack answer (a reason code, or full accept options). Default 1 (accept). */
  connect: (connect: ConnectPacket) => number | AcceptOptions
  /** Send-ack reason code for a new message. Default 1. Refused messages are not stored. */
  sendReason: (message: Omit<ReceivedMessage, 'messageID' | 'messageSeq'>) => number
  /** When false, sends are stored but not acknowledged (to test in-flight messages). Default true. */
  ackSends: boolean
  /** Subscribe-ack reason code. Default 1. */
  subscribeReason: (packet: SubscribePacket) => number
  /** Answer pings with pongs. Default true. */
  answerPings: boolean
  /** Forward a message sent to a person channel (type 1) to that user, if connected. Default true. */
  relay: boolean
}

export interface TestConnection {
  readonly id: number
  /** Empty until the connect packet arrived. */
  readonly uid: string
  readonly connect: ConnectPacket | undefined
  readonly authenticated: boolean
}

export type TestPush = Omit<PushOptions, 'messageID' | 'messageSeq' | 'content'> & {
  readonly content: object | Uint8Array
  readonly messageID?: string
  readonly messageSeq?: number
}

export interface TestServer {
  /** ws://127.0.0.1:<port> */
  readonly url: string
  readonly script: TestServerScript
  /**
   * Every stored message, in arrival order (a resent duplicate is acked again, not stored twice; a
   * noPersist send is relayed but not stored).
   */
  readonly messages: readonly ReceivedMessage[]
  /** Send packets received, duplicates included. */
  readonly sendCount: number
  readonly recvacks: readonly ReceivedAck[]
  readonly subscribes: readonly (SubscribePacket & { readonly uid: string })[]
  /** Connect packets received, in order. */
  readonly connects: readonly ConnectPacket[]
  /** Open, authenticated connections (of one user when `uid` is given). */
  connections(uid?: string): TestConnection[]
  /** Sends a receive packet to every connection of `uid`; returns the ids used. */
  push(uid: string, message: TestPush): { messageID: string; messageSeq: number }
  /** Sends a disconnect packet (default reason 12, connect kick) and closes the user's sockets. */
  kick(uid: string, reasonCode?: number, reason?: string): void
  /** Sends a server event (packet type 12, as WuKongIM sends to every connection) to the user's sockets. */
  event(uid: string, event: { id?: string; type: string; timestamp?: number; data?: Uint8Array }): void
  /** Cuts the sockets (of one user, or all) without a close handshake. */
  drop(uid?: string): void
  /** Resolves when `predicate` holds (polled every 5 ms); rejects after `timeoutMs` (default 5000). */
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

interface Conn extends TestConnection {
  uid: string
  connect: ConnectPacket | undefined
  authenticated: boolean
  readonly socket: WebSocket
  readonly peer: ServerPeer
}

export interface TestServerOptions {
  readonly host?: string
  /** 0 (default) picks a free port. */
  readonly port?: number
  /** The version the server announces in its connect-acks. Default 4. */
  readonly serverVersion?: number
  readonly script?: Partial<TestServerScript>
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const wss = new WebSocketServer({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve)
    wss.once('error', reject)
  })
  const address = wss.address()
  if (typeof address === 'string' || address === null) throw new Error('the test server has no TCP address')

  const script: TestServerScript = {
    connect: () => 1,
    sendReason: () => 1,
    ackSends: true,
    subscribeReason: () => 1,
    answerPings: true,
    relay: true,
    ...options.script,
  }
  const conns = new Set<Conn>()
  const messages: ReceivedMessage[] = []
  const stored = new Map<string, ReceivedMessage>() // `${uid}/${clientMsgNo}` -> message
  const recvacks: ReceivedAck[] = []
  const subscribes: (SubscribePacket & { uid: string })[] = []
  const connects: ConnectPacket[] = []
  const channelSeq = new Map<string, number>()
  let sendCount = 0
  let nextId = 1
  let nextMessageID = 100_000_000_000_000_000n

  const newMessageID = (): string => {
    nextMessageID += 1n
    return nextMessageID.toString()
  }
  const nextSeq = (key: string): number => {
    const seq = (channelSeq.get(key) ?? 0) + 1
    channelSeq.set(key, seq)
    return seq
  }
  const write = (conn: Conn, bytes: Uint8Array): void => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(bytes)
  }
  const toPacket = (conn: Conn, packet: Packet): void => write(conn, conn.peer.encode(packet))
  const userConns = (uid?: string): Conn[] =>
    [...conns].filter((c) => c.authenticated && (uid === undefined || c.uid === uid))

  function deliver(uid: string, push: TestPush): { messageID: string; messageSeq: number } {
    const messageID = push.messageID ?? newMessageID()
    const messageSeq = push.messageSeq ?? nextSeq(`${uid}/${push.channelID}-${push.channelType}`)
    for (const conn of userConns(uid)) write(conn, conn.peer.recv({ ...push, messageID, messageSeq }))
    return { messageID, messageSeq }
  }

  function onPacket(conn: Conn, packet: Packet): void {
    switch (packet.type) {
      case PacketType.Connect: {
        connects.push(packet)
        conn.connect = packet
        conn.uid = packet.uid
        const answer = script.connect(packet)
        const accept: AcceptOptions = typeof answer === 'number' ? { reasonCode: answer } : answer
        write(conn, conn.peer.accept(packet, accept))
        if ((accept.reasonCode ?? 1) === 1) conn.authenticated = true
        else setTimeout(() => conn.socket.close(), 10)
        return
      }
      case PacketType.Ping:
        if (script.answerPings) toPacket(conn, { type: PacketType.Pong })
        return
      case PacketType.Send: {
        sendCount += 1
        const opened = conn.peer.open(packet)
        const header = { dup: false, syncOnce: false, reddot: false, noPersist: false }
        const ack = (messageID: string, messageSeq: number, reasonCode: number): void =>
          toPacket(conn, {
            type: PacketType.Sendack,
            header,
            messageID,
            clientSeq: packet.clientSeq,
            messageSeq,
            reasonCode,
          })
        if (!opened.msgKeyValid) {
          ack('0', 0, 8) // chat-spec §8: 8 message key error
          return
        }
        const key = `${conn.uid}/${packet.clientMsgNo}`
        const known = stored.get(key)
        if (known !== undefined) {
          if (script.ackSends) ack(known.messageID, known.messageSeq, 1)
          return
        }
        let content: unknown
        try {
          content = JSON.parse(decoder.decode(opened.plain))
        } catch {
          content = undefined
        }
        const draft = {
          fromUID: conn.uid,
          clientMsgNo: packet.clientMsgNo,
          clientSeq: packet.clientSeq,
          channelID: packet.channelID,
          channelType: packet.channelType,
          content,
          plain: opened.plain,
          header: packet.header,
          setting: packet.setting,
          expire: packet.expire,
          ...(packet.topic === undefined ? {} : { topic: packet.topic }),
          ...(packet.streamNo === undefined ? {} : { streamNo: packet.streamNo }),
        }
        const reasonCode = script.sendReason(draft)
        if (reasonCode !== 1) {
          ack('0', 0, reasonCode)
          return
        }
        // PROTOCOL.md "Framing" bit 0 (noPersist, e.g. a typing signal): not stored, no messageSeq,
        // relayed only to who is connected now, as a real server does.
        const noPersist = packet.header.noPersist
        const message: ReceivedMessage = {
          ...draft,
          messageID: newMessageID(),
          messageSeq: noPersist ? 0 : nextSeq(`${conn.uid}/${packet.channelID}-${packet.channelType}`),
        }
        if (!noPersist) {
          stored.set(key, message)
          messages.push(message)
        }
        if (script.ackSends) ack(message.messageID, message.messageSeq, 1)
        if (script.relay && packet.channelType === 1 && packet.channelID !== conn.uid) {
          deliver(packet.channelID, {
            fromUID: conn.uid,
            channelID: conn.uid,
            channelType: 1,
            content: opened.plain,
            clientMsgNo: packet.clientMsgNo,
            messageID: message.messageID,
            ...(noPersist && { messageSeq: 0, header: { noPersist: true, reddot: false } }),
          })
        }
        return
      }
      case PacketType.Recvack:
        recvacks.push({
          uid: conn.uid,
          messageID: packet.messageID,
          messageSeq: packet.messageSeq,
          header: packet.header,
        })
        return
      case PacketType.Subscribe: {
        subscribes.push({ ...packet, uid: conn.uid })
        toPacket(conn, {
          type: PacketType.Suback,
          clientMsgNo: packet.clientMsgNo,
          channelID: packet.channelID,
          channelType: packet.channelType,
          action: packet.action,
          reasonCode: script.subscribeReason(packet),
        })
        return
      }
      default:
        return
    }
  }

  wss.on('connection', (socket) => {
    const conn: Conn = {
      id: nextId++,
      uid: '',
      connect: undefined,
      authenticated: false,
      socket,
      peer: createServerPeer({ serverVersion: options.serverVersion ?? 4 }),
    }
    conns.add(conn)
    socket.binaryType = 'nodebuffer'
    socket.on('message', (data: Buffer) => {
      let packets: Packet[]
      try {
        packets = conn.peer.receive(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
      } catch {
        socket.terminate()
        return
      }
      for (const packet of packets) onPacket(conn, packet)
    })
    socket.on('close', () => conns.delete(conn))
    socket.on('error', () => conns.delete(conn))
  })

  return {
    url: `ws://127.0.0.1:${address.port}`,
    script,
    messages,
    get sendCount() {
      return sendCount
    },
    recvacks,
    subscribes,
    connects,
    connections: (uid) => userConns(uid).map((c) => c),
    push: deliver,
    event(uid, event) {
      for (const conn of userConns(uid)) {
        toPacket(conn, {
          type: PacketType.Event,
          id: event.id ?? '',
          eventType: event.type,
          timestamp: event.timestamp ?? Date.now(),
          data: event.data ?? new Uint8Array(0),
        })
      }
    },
    kick(uid, reasonCode = 12, reason = 'kicked') {
      for (const conn of userConns(uid)) {
        toPacket(conn, { type: PacketType.Disconnect, reasonCode, reason })
        conn.socket.close()
      }
    },
    drop(uid) {
      for (const conn of [...conns]) {
        if (uid === undefined || conn.uid === uid) {
          conn.socket.terminate()
          conns.delete(conn)
        }
      }
    },
    async waitFor(predicate, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
    async close() {
      for (const conn of conns) conn.socket.terminate()
      conns.clear()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
