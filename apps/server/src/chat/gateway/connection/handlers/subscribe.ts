import { PacketType, type SubscribePacket } from '@crossmart/im-sdk/protocol'
import { write } from '../lifecycle'
import type { ConnectionContext } from '../types'

/** Subscribe (action 0) or unsubscribe (1) a channel; answered with a subscribe-ack. */
export async function handleSubscribe(ctx: ConnectionContext, packet: SubscribePacket): Promise<void> {
  const reasonCode = await ctx.options.hooks.subscribe(ctx.view, packet)
  write(ctx, {
    type: PacketType.Suback,
    clientMsgNo: packet.clientMsgNo,
    channelID: packet.channelID,
    channelType: packet.channelType,
    action: packet.action,
    reasonCode,
  })
}
