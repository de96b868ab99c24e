import { type Packet, PacketType } from '@crossmart/im-sdk/protocol'
import { handleConnect } from './handlers/connect'
import { handleDisconnect } from './handlers/disconnect'
import { handlePing } from './handlers/ping'
import { handleRecvack } from './handlers/recvack'
import { handleSend } from './handlers/send'
import { handleSubscribe } from './handlers/subscribe'
import { enqueue, fail, moveTo } from './lifecycle'
import type { ConnectionContext } from './types'

type PacketOf<T extends Packet['type']> = Extract<Packet, { type: T }>
type Handler<T extends Packet['type']> = (ctx: ConnectionContext, packet: PacketOf<T>) => Promise<void> | void

/** The packets a client may send once connected, each with its handler module. */
const HANDLERS: { [T in Packet['type']]?: Handler<T> } = {
  [PacketType.Send]: handleSend,
  [PacketType.Recvack]: handleRecvack,
  [PacketType.Ping]: handlePing,
  [PacketType.Subscribe]: handleSubscribe,
  [PacketType.Disconnect]: handleDisconnect,
}

/**
 * Routes one decoded packet to its handler, in arrival order. Anything before connect, and after it
 * any packet a client does not send (server-to-client packets, a second connect), is a protocol
 * error (chat-spec §8 "unsupported packet type").
 */
export function dispatchPacket(ctx: ConnectionContext, packet: Packet): void {
  if (ctx.state === 'awaiting-connect') {
    if (packet.type !== PacketType.Connect) {
      fail(ctx, 'handshake', new Error(`packet ${packet.type} before connect`))
      return
    }
    moveTo(ctx, 'authenticating')
    enqueue(ctx, () => handleConnect(ctx, packet))
    return
  }
  const handler = HANDLERS[packet.type] as Handler<Packet['type']> | undefined
  if (!handler) {
    fail(ctx, 'unexpected packet', new Error(`packet type ${packet.type} from a client`))
    return
  }
  enqueue(ctx, () => handler(ctx, packet))
}
