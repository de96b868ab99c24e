import { PacketType } from '@crossmart/im-sdk/protocol'
import { write } from '../lifecycle'
import type { ConnectionContext } from '../types'

/** chat-spec §9 heartbeat: a ping is answered with a pong. */
export function handlePing(ctx: ConnectionContext): void {
  write(ctx, { type: PacketType.Pong })
}
