import {
  createFrameSplitter,
  decodePacket,
  type Packet,
  PacketType,
  PROTOCOL_VERSION,
} from '@crossmart/im-sdk/protocol'
import { CLOSE_CODE } from './connection/close-code'
import { dispatchPacket } from './connection/dispatch'
import { fail, socketClosed, terminate, write } from './connection/lifecycle'
import { deliver, retryOverdue } from './connection/recv-delivery'
import type { ConnectionState } from './connection/state'
import type { ConnectionContext, ConnectionOptions, GatewayConnection } from './connection/types'
import { RECV_ACK_TIMEOUT_MS, RECV_MAX_RETRIES, RECV_PENDING_MAX } from './constants'
import { createSendRateLimiter } from './rate-limiter'
import { createRecvTracker } from './recv-tracker'
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

/** The connection as the gateway sees it: read-only state plus the operations, over one context. */
function viewOf(ctx: ConnectionContext): GatewayConnection {
  return {
    id: ctx.options.id,
    get state() {
      return ctx.state
    },
    get user() {
      return ctx.user
    },
    get uid() {
      return ctx.uid
    },
    get deviceFlag() {
      return ctx.deviceFlag
    },
    get version() {
      return ctx.version
    },
    openedAt: ctx.openedAt,
    get lastActivity() {
      return ctx.lastActivity
    },
    get pendingRecvs() {
      return ctx.recvs.size
    },
    receive: (bytes) => receive(ctx, bytes),
    deliver: (message, channelId, plain) => deliver(ctx, message, channelId, plain),
    retryOverdue: (now) => retryOverdue(ctx, now),
    disconnect(reasonCode, reason) {
      if (ctx.state === 'closed') return
      write(ctx, { type: PacketType.Disconnect, reasonCode, reason })
      terminate(ctx, CLOSE_CODE.normal, reason)
    },
    terminate: (code, reason) => terminate(ctx, code, reason),
    socketClosed: () => socketClosed(ctx),
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
    get view() {
      return view
    },
  }
  const view = viewOf(ctx)
  return view
}
