import type { RecvackPacket } from '@crossmart/im-sdk/protocol'
import type { ConnectionContext } from '../types'

/** A receive-ack: the receive is no longer sent again. */
export function handleRecvack(ctx: ConnectionContext, packet: RecvackPacket): void {
  ctx.recvs.acked(packet.messageID)
}
