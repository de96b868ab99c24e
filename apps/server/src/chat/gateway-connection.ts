import {
  type ConnackPacket,
  type ConnectPacket,
  createFrameSplitter,
  decodePacket,
  deriveSessionKeys,
  encodePacket,
  generateKeyPair,
  type HeaderFlags,
  type Packet,
  PacketType,
  ReasonCode,
  type RecvPacket,
  type SendPacket,
  type SessionCipher,
  type SubscribePacket,
} from '@crossmart/im-sdk/protocol'
import type { Logger } from '../http/logger'
import type { ChatUser } from './chat-directory'
import {
  MAX_SEND_PAYLOAD_BYTES,
  MAX_SOCKET_BUFFERED_BYTES,
  RECV_ACK_TIMEOUT_MS,
  RECV_MAX_RETRIES,
  RECV_PENDING_MAX,
  SERVER_PROTOCOL_VERSION,
} from './constants'
import type { StoredMessage } from './message-store'
import { createNativeSessionCipher } from './native-cipher'
import { createSendRateLimiter, type SendRateLimiter } from './rate-limiter'
import { createRecvTracker, type RecvTracker } from './recv-tracker'
import { randomSalt } from './salt'
import { negotiateVersion } from './version'

/** The socket as the connection needs it (`ws` WebSocket satisfies it; unit tests fake it). */
export interface SocketLike {
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
  readonly bufferedAmount: number
}

/** One explicit state (CONVENTIONS.md 6). */
export type ConnectionState = 'awaiting-connect' | 'authenticating' | 'open' | 'closed'
const TRANSITIONS: Readonly<Record<ConnectionState, readonly ConnectionState[]>> = {
  'awaiting-connect': ['authenticating', 'closed'],
  authenticating: ['open', 'closed'],
  open: ['closed'],
  closed: [],
}

/** WebSocket close codes (RFC 6455) the gateway uses. */
export const CLOSE_CODE = {
  normal: 1000,
  protocolError: 1002,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
} as const

export type AuthResult = { ok: true; user: ChatUser } | { ok: false; reasonCode: number }
export interface SendOutcome {
  reasonCode: number
  messageID: string
  messageSeq: number
}

/** What the gateway does with a connection's packets (the business side). */
export interface ConnectionHooks {
  authenticate(packet: ConnectPacket): Promise<AuthResult>
  opened(connection: GatewayConnection): void
  /** Admits a send (validated, decrypted): resolves once it is queued, with the eventual send-ack. */
  send(
    connection: GatewayConnection,
    packet: SendPacket,
    plain: Uint8Array,
  ): Promise<{ outcome: Promise<SendOutcome> }>
  subscribe(connection: GatewayConnection, packet: SubscribePacket): Promise<number>
  closed(connection: GatewayConnection): void
}

export interface ConnectionLimits {
  maxFrameBytes: number
  messagesPerSecond: number
  messageBurst: number
}

export interface ConnectionOptions {
  id: number
  socket: SocketLike
  hooks: ConnectionHooks
  limits: ConnectionLimits
  logger: Logger
  now(): number
  nodeId: number
}

/** A receive waiting for its ack: enough to send it again. */
interface Delivery {
  message: StoredMessage
  channelId: string
  plain: Uint8Array
}

export interface GatewayConnection {
  readonly id: number
  readonly state: ConnectionState
  /** Set once open. */
  readonly user: ChatUser | undefined
  readonly uid: string
  readonly deviceFlag: number
  /** The negotiated protocol version the codec writes with. */
  readonly version: number
  readonly openedAt: number
  readonly lastActivity: number
  readonly pendingRecvs: number
  /** Feeds bytes off the socket. Never throws. */
  receive(bytes: Uint8Array): void
  /** Sends a receive of a stored message, as channel `channelId` (this user's view). */
  deliver(message: StoredMessage, channelId: string, plain: Uint8Array): void
  /** Re-sends receives whose ack is overdue. */
  retryOverdue(now: number): void
  /** chat-spec §4: disconnect packet, then close (kick: reason 12). */
  disconnect(reasonCode: number, reason: string): void
  /** Closes at once with a logged reason (bad frames, timeouts). */
  terminate(code: number, reason: string): void
  /** The socket closed by itself. */
  socketClosed(): void
}

const NO_FLAGS: HeaderFlags = { dup: false, syncOnce: false, reddot: false, noPersist: false }

/**
 * One client connection of the embedded gateway: framing, decoding, the connect handshake (key
 * exchange exactly as a WuKongIM server: per-connection X25519 key, 16-character salt as IV, the
 * client's version negotiated down to 4), ping/pong, msgKey check and decryption of sends, receipt
 * tracking of receives. A malformed frame closes only this connection.
 */
export function createGatewayConnection(options: ConnectionOptions): GatewayConnection {
  const { socket, hooks, logger, limits } = options
  const splitter = createFrameSplitter({ maxFrameSize: limits.maxFrameBytes })
  const rateLimiter: SendRateLimiter = createSendRateLimiter(
    limits.messagesPerSecond,
    limits.messageBurst,
    options.now(),
  )
  const recvs: RecvTracker<Delivery> = createRecvTracker({
    timeoutMs: RECV_ACK_TIMEOUT_MS,
    maxRetries: RECV_MAX_RETRIES,
    capacity: RECV_PENDING_MAX,
  })
  let state: ConnectionState = 'awaiting-connect'
  // The client's version until connect says otherwise: a connect's body does not depend on it.
  let version = SERVER_PROTOCOL_VERSION
  let cipher: SessionCipher | undefined
  let user: ChatUser | undefined
  let uid = ''
  let deviceFlag = 0
  let lastActivity = options.now()
  // Packets are handled one after the other, so sends keep their order into the channel writer.
  let chain: Promise<void> = Promise.resolve()

  function moveTo(next: ConnectionState): boolean {
    if (!TRANSITIONS[state].includes(next)) return false
    state = next
    return true
  }

  function write(packet: Packet): void {
    if (state === 'closed' && packet.type !== PacketType.Disconnect) return
    if (socket.bufferedAmount > MAX_SOCKET_BUFFERED_BYTES) {
      // A consumer this slow would grow the heap without bound: it reconnects and syncs instead.
      terminate(CLOSE_CODE.policy, 'slow consumer')
      return
    }
    socket.send(encodePacket(packet, { serverVersion: version }))
  }

  function terminate(code: number, reason: string): void {
    const wasOpen = state !== 'closed'
    if (!moveTo('closed')) return
    logger.info('chat connection closed', { conn: options.id, uid, code, reason })
    try {
      socket.close(code, reason)
    } catch {
      // already closing
    }
    if (wasOpen) hooks.closed(self)
  }

  function fail(kind: string, error: unknown): void {
    const code = (error as { code?: unknown })?.code
    logger.warn('chat connection dropped: bad frame', {
      conn: options.id,
      uid,
      kind,
      code: typeof code === 'string' ? code : undefined,
      error: error instanceof Error ? error.message : String(error),
    })
    terminate(CLOSE_CODE.protocolError, `${kind}: ${typeof code === 'string' ? code : 'invalid'}`)
  }

  function enqueue(task: () => Promise<void> | void): void {
    chain = chain.then(task).catch((error: unknown) => {
      logger.error('chat packet handling failed', { conn: options.id, uid, error: String(error) })
      terminate(CLOSE_CODE.internal, 'internal error')
    })
  }

  async function handleConnect(packet: ConnectPacket): Promise<void> {
    const { withServerVersion } = negotiateVersion(packet.version)
    const timeDiff = options.now() - packet.clientTimestamp
    const refuse = (reasonCode: number, reason: string) => {
      const connack: ConnackPacket = { type: 2, timeDiff, reasonCode, serverKey: '', salt: '' }
      if (withServerVersion) {
        connack.serverVersion = version
        connack.nodeId = String(options.nodeId)
      }
      write(connack)
      terminate(CLOSE_CODE.policy, reason)
    }
    if (packet.clientKey === '') return refuse(ReasonCode.ClientKeyEmpty, 'client key empty')
    const auth = await hooks.authenticate(packet)
    if (state !== 'authenticating') return
    if (!auth.ok) return refuse(auth.reasonCode, 'auth failed')
    const keyPair = generateKeyPair()
    const salt = randomSalt()
    try {
      cipher = createNativeSessionCipher(deriveSessionKeys(keyPair.privateKey, packet.clientKey, salt))
    } catch {
      return refuse(ReasonCode.AuthFail, 'bad client key')
    }
    user = auth.user
    uid = packet.uid
    deviceFlag = packet.deviceFlag
    const connack: ConnackPacket = {
      type: 2,
      timeDiff,
      reasonCode: ReasonCode.Success,
      serverKey: keyPair.publicKeyBase64,
      salt,
    }
    if (withServerVersion) {
      connack.serverVersion = version
      connack.nodeId = String(options.nodeId)
    }
    moveTo('open')
    write(connack)
    hooks.opened(self)
  }

  function sendack(packet: SendPacket, outcome: SendOutcome): void {
    write({ type: 4, header: NO_FLAGS, clientSeq: packet.clientSeq, ...outcome })
  }

  async function handleSend(packet: SendPacket): Promise<void> {
    const refuse = (reasonCode: number) => sendack(packet, { reasonCode, messageID: '0', messageSeq: 0 })
    if (!rateLimiter.take(options.now())) return refuse(ReasonCode.RateLimit)
    if (packet.payload.length > MAX_SEND_PAYLOAD_BYTES) return refuse(ReasonCode.PayloadDecodeError)
    const session = cipher!
    const expected = session.sendMsgKey({
      clientSeq: packet.clientSeq,
      clientMsgNo: packet.clientMsgNo,
      channelID: packet.channelID,
      channelType: packet.channelType,
      payload: packet.payload,
    })
    // PROTOCOL.md step 6: a send whose msgKey does not match is refused with reason 8.
    if (expected !== packet.msgKey) return refuse(ReasonCode.MsgKeyError)
    let plain: Uint8Array
    try {
      plain = session.decrypt(packet.payload)
    } catch {
      return refuse(ReasonCode.PayloadDecodeError)
    }
    const { outcome } = await hooks.send(self, packet, plain)
    outcome.then(
      (result) => sendack(packet, result),
      () => refuse(ReasonCode.SystemError),
    )
  }

  async function handleSubscribe(packet: SubscribePacket): Promise<void> {
    const reasonCode = await hooks.subscribe(self, packet)
    write({
      type: 11,
      clientMsgNo: packet.clientMsgNo,
      channelID: packet.channelID,
      channelType: packet.channelType,
      action: packet.action,
      reasonCode,
    })
  }

  function handlePacket(packet: Packet): void {
    if (state === 'awaiting-connect') {
      if (packet.type !== PacketType.Connect) {
        fail('handshake', new Error(`packet ${packet.type} before connect`))
        return
      }
      moveTo('authenticating')
      enqueue(() => handleConnect(packet))
      return
    }
    switch (packet.type) {
      case PacketType.Ping:
        enqueue(() => write({ type: 8 }))
        return
      case PacketType.Send:
        enqueue(() => handleSend(packet))
        return
      case PacketType.Recvack:
        enqueue(() => {
          recvs.acked(packet.messageID)
        })
        return
      case PacketType.Subscribe:
        enqueue(() => handleSubscribe(packet))
        return
      case PacketType.Disconnect:
        enqueue(() => terminate(CLOSE_CODE.normal, 'client disconnect'))
        return
      default:
        // chat-spec §8 "unsupported packet type": server-to-client packets, a second connect.
        fail('unexpected packet', new Error(`packet type ${packet.type} from a client`))
    }
  }

  function encodeRecv(delivery: Delivery, dup: boolean): RecvPacket {
    const session = cipher!
    const { message, channelId } = delivery
    const payload = session.encrypt(delivery.plain)
    const messageID = message.messageId.toString()
    const msgKey = session.recvMsgKey({
      messageID,
      messageSeq: message.messageSeq,
      clientMsgNo: message.clientMsgNo,
      timestamp: message.timestamp,
      fromUID: message.fromUid,
      channelID: channelId,
      channelType: message.channel.channelType,
      payload,
    })
    const packet: RecvPacket = {
      type: 5,
      header: {
        dup,
        syncOnce: message.syncOnce,
        reddot: message.reddot,
        noPersist: message.messageSeq === 0,
      },
      setting: { receipt: message.receipt, topic: message.topic !== null, stream: false },
      msgKey,
      fromUID: message.fromUid,
      channelID: channelId,
      channelType: message.channel.channelType,
      expire: message.expire,
      clientMsgNo: message.clientMsgNo,
      messageID,
      messageSeq: message.messageSeq,
      timestamp: message.timestamp,
      payload,
    }
    if (message.topic !== null) packet.topic = message.topic
    return packet
  }

  const self: GatewayConnection = {
    id: options.id,
    get state() {
      return state
    },
    get user() {
      return user
    },
    get uid() {
      return uid
    },
    get deviceFlag() {
      return deviceFlag
    },
    get version() {
      return version
    },
    openedAt: options.now(),
    get lastActivity() {
      return lastActivity
    },
    get pendingRecvs() {
      return recvs.size
    },
    receive(bytes) {
      if (state === 'closed') return
      lastActivity = options.now()
      let frames: Uint8Array[]
      try {
        frames = splitter.push(bytes)
      } catch (error) {
        return fail('framing', error)
      }
      for (const frame of frames) {
        let packet: Packet
        try {
          packet = decodePacket(frame, { serverVersion: version })
        } catch (error) {
          return fail('decode', error)
        }
        // The version decides how later sends are decoded; it is known from the connect itself.
        if (packet.type === PacketType.Connect && state === 'awaiting-connect') {
          version = negotiateVersion(packet.version).version
        }
        handlePacket(packet)
        // handlePacket may have closed the connection (a packet out of place).
        if ((state as ConnectionState) === 'closed') return
      }
    },
    deliver(message, channelId, plain) {
      if (state !== 'open') return
      const delivery: Delivery = { message, channelId, plain }
      write(encodeRecv(delivery, false))
      if (message.messageSeq > 0) recvs.sent(message.messageId.toString(), delivery, options.now())
    },
    retryOverdue(now) {
      if (state !== 'open') return
      for (const delivery of recvs.due(now)) write(encodeRecv(delivery, true))
    },
    disconnect(reasonCode, reason) {
      if (state === 'closed') return
      write({ type: 9, reasonCode, reason })
      terminate(CLOSE_CODE.normal, reason)
    },
    terminate,
    socketClosed() {
      const wasOpen = state !== 'closed'
      if (!moveTo('closed')) return
      if (wasOpen) hooks.closed(self)
    },
  }
  return self
}
