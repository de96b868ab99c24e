import type {
  ConnectPacket,
  FrameSplitter,
  SendPacket,
  SessionCipher,
  SubscribePacket,
} from '@crossmart/im-sdk/protocol'
import type { Logger } from '../../../http/logger'
import type { ChatObserver } from '../../../observability/server-metrics'
import type { ChatUser } from '../../storage/directory-store'
import type { StoredMessage } from '../../storage/message-store'
import type { SendRateLimiter } from './rate-limiter'
import type { RecvTracker } from './recv-tracker'
import type { ConnectionState } from './state'

/** The socket as the connection needs it (`ws` WebSocket satisfies it; unit tests fake it). */
export interface SocketLike {
  send(bytes: Uint8Array): void
  close(code: number, reason: string): void
  readonly bufferedAmount: number
}

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
  /** Told of every send-ack with the time since the send arrived (server README "Metrics"). */
  observer?: Pick<ChatObserver, 'sendAcked'>
}

/** A receive waiting for its ack: enough to send it again. */
export interface Delivery {
  message: StoredMessage
  channelId: string
  plain: Uint8Array
}

/** One connection as the gateway sees it. */
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

/**
 * The state of one connection, shared by its packet handlers: what it was opened with, its one
 * explicit state (CONVENTIONS.md 6) and what the handshake established.
 */
export interface ConnectionContext {
  readonly options: ConnectionOptions
  readonly splitter: FrameSplitter
  readonly rateLimiter: SendRateLimiter
  readonly recvs: RecvTracker<Delivery>
  readonly openedAt: number
  state: ConnectionState
  /** The client's version until connect says otherwise: a connect's body does not depend on it. */
  version: number
  /** Set by the handshake. */
  cipher: SessionCipher | undefined
  user: ChatUser | undefined
  uid: string
  deviceFlag: number
  lastActivity: number
  /** Packets are handled one after the other, so sends keep their order into the channel writer. */
  chain: Promise<void>
  /** The connection as handed to the gateway's hooks. */
  readonly view: GatewayConnection
}
