import { encodePacket, type Packet, PacketType } from '@crossmart/im-sdk/protocol'
import { errorText } from '../../../observability/error-text'
import { MAX_SOCKET_BUFFERED_BYTES } from '../../constants'
import { CLOSE_CODE } from './close-code'
import { type ConnectionState, canMove } from './state'
import type { ConnectionContext } from './types'

/** Moves to `next` when the transition table allows it. */
export function moveTo(ctx: ConnectionContext, next: ConnectionState): boolean {
  if (!canMove(ctx.state, next)) return false
  ctx.state = next
  return true
}

/** Encodes a packet in the connection's version and sends it (only a disconnect once closed). */
export function write(ctx: ConnectionContext, packet: Packet): void {
  if (ctx.state === 'closed' && packet.type !== PacketType.Disconnect) return
  if (ctx.options.socket.bufferedAmount > MAX_SOCKET_BUFFERED_BYTES) {
    // A consumer this slow would grow the heap without bound: it reconnects and syncs instead.
    terminate(ctx, CLOSE_CODE.policy, 'slow consumer')
    return
  }
  ctx.options.socket.send(encodePacket(packet, { serverVersion: ctx.version }))
}

/** Closes the socket with a logged reason and tells the gateway (once). */
export function terminate(ctx: ConnectionContext, code: number, reason: string): void {
  // The table has no way out of closed, so this runs once.
  if (!moveTo(ctx, 'closed')) return
  ctx.options.logger.info('chat connection closed', { conn: ctx.options.id, uid: ctx.uid, code, reason })
  try {
    ctx.options.socket.close(code, reason)
  } catch {
    // already closing
  }
  ctx.options.hooks.closed(ctx.view)
}

/** The socket closed by itself: the gateway forgets the connection (once). */
export function socketClosed(ctx: ConnectionContext): void {
  if (moveTo(ctx, 'closed')) ctx.options.hooks.closed(ctx.view)
}

/** chat-spec §8: a malformed or misplaced packet closes only this connection (close code 1002). */
export function fail(ctx: ConnectionContext, kind: string, error: unknown): void {
  const code = (error as { code?: unknown })?.code
  ctx.options.logger.warn('chat connection dropped: bad frame', {
    conn: ctx.options.id,
    uid: ctx.uid,
    kind,
    code: typeof code === 'string' ? code : undefined,
    error: errorText(error),
  })
  terminate(ctx, CLOSE_CODE.protocolError, `${kind}: ${typeof code === 'string' ? code : 'invalid'}`)
}

/** Runs `task` after the packets before it; a failure closes the connection with 1011. */
export function enqueue(ctx: ConnectionContext, task: () => Promise<void> | void): void {
  ctx.chain = ctx.chain.then(task).catch((error: unknown) => {
    ctx.options.logger.error('chat packet handling failed', {
      conn: ctx.options.id,
      uid: ctx.uid,
      error: errorText(error),
    })
    terminate(ctx, CLOSE_CODE.internal, 'internal error')
  })
}
