import {
  createFrameSplitter,
  decodePacket,
  type Packet,
  PacketType,
  PROTOCOL_VERSION,
} from '@crossmart/im-sdk/protocol'
import { RECV_ACK_TIMEOUT_MS, RECV_MAX_RETRIES, RECV_PENDING_MAX } from '../../constants'
import type { StoredMessage } from '../../storage/message-store'
import { CLOSE_CODE } from './close-code'
import { dispatchPacket } from './dispatch'
import { fail, socketClosed, terminate, write } from './lifecycle'
import { createSendRateLimiter } from './rate-limiter'
import { deliver, retryOverdue } from './recv-delivery'
import { createRecvTracker } from './recv-tracker'
import type { ConnectionState } from './state'
import type { ConnectionContext, ConnectionOptions, GatewayConnection } from './types'
import { negotiateVersion } from './version'

/** Splits the bytes into frames, decodes each and dispatches it; a bad frame closes the connection. */
function receive(ctx: ConnectionContext, bytes: Uint8Array): void {
  if (ctx.state === 'closed') return
  ctx.lastActivity = ctx.options.now()
  let frames: Uint8Array[]
  try {
    frames = ctx.splitter.push(bytes)
  } catch (error) {
    fail(ctx, 'framing', error)
    return
  }
  for (const frame of frames) {
    let packet: Packet
    try {
      packet = decodePacket(frame, { serverVersion: ctx.version })
    } catch (error) {
      fail(ctx, 'decode', error)
      return
    }
    // The version decides how later sends are decoded; it is known from the connect itself.
    if (packet.type === PacketType.Connect && ctx.state === 'awaiting-connect') {
      ctx.version = negotiateVersion(packet.version).version
    }
    dispatchPacket(ctx, packet)
    // The dispatch may have closed the connection (a packet out of place).
    if ((ctx.state as ConnectionState) === 'closed') return
  }
}

/**
 * The connection as the gateway sees it: read-only state plus the operations, over one context.
 * A class (accessors on the prototype): an object literal with getters is kept in dictionary mode,
 * which cost every open connection about 1 KiB more (README "Benchmark", memory per connection).
 */
class ConnectionView implements GatewayConnection {
  readonly id: number
  readonly openedAt: number
  constructor(private readonly ctx: ConnectionContext) {
    this.id = ctx.options.id
    this.openedAt = ctx.openedAt
  }
  get state() {
    return this.ctx.state
  }
  get user() {
    return this.ctx.user
  }
  get uid() {
    return this.ctx.uid
  }
  get deviceFlag() {
    return this.ctx.deviceFlag
  }
  get version() {
    return this.ctx.version
  }
  get lastActivity() {
    return this.ctx.lastActivity
  }
  get pendingRecvs() {
    return this.ctx.recvs.size
  }
  receive(bytes: Uint8Array): void {
    receive(this.ctx, bytes)
  }
  deliver(message: StoredMessage, channelId: string, plain: Uint8Array): void {
    deliver(this.ctx, message, channelId, plain)
  }
  retryOverdue(now: number): void {
    retryOverdue(this.ctx, now)
  }
  disconnect(reasonCode: number, reason: string): void {
    if (this.ctx.state === 'closed') return
    write(this.ctx, { type: PacketType.Disconnect, reasonCode, reason })
    terminate(this.ctx, CLOSE_CODE.normal, reason)
  }
  terminate(code: number, reason: string): void {
    terminate(this.ctx, code, reason)
  }
  socketClosed(): void {
    socketClosed(this.ctx)
  }
}

/**
 * One client connection of the embedded gateway: framing and decoding here, each incoming packet
 * type in its own handler (`connection/handlers/`), receives in `connection/recv-delivery.ts`.
 * A malformed frame closes only this connection.
 */
export function createGatewayConnection(options: ConnectionOptions): GatewayConnection {
  const now = options.now()
  const ctx: ConnectionContext = {
    options,
    splitter: createFrameSplitter({ maxFrameSize: options.limits.maxFrameBytes }),
    rateLimiter: createSendRateLimiter(options.limits.messagesPerSecond, options.limits.messageBurst, now),
    recvs: createRecvTracker({
      timeoutMs: RECV_ACK_TIMEOUT_MS,
      maxRetries: RECV_MAX_RETRIES,
      capacity: RECV_PENDING_MAX,
    }),
    openedAt: now,
    state: 'awaiting-connect',
    version: PROTOCOL_VERSION,
    cipher: undefined,
    user: undefined,
    uid: '',
    deviceFlag: 0,
    lastActivity: now,
    chain: Promise.resolve(),
    // Set right below: the view needs the context it views.
    view: undefined as unknown as GatewayConnection,
  }
  const view = new ConnectionView(ctx)
  ;(ctx as { view: GatewayConnection }).view = view
  return view
}
