import { PacketType, type RecvPacket } from '@crossmart/im-sdk/protocol'
import type { StoredMessage } from '../../storage/message-store'
import { write } from './lifecycle'
import type { ConnectionContext, Delivery } from './types'

/** A stored message as a receive for this connection: encrypted with its key, msgKey signed. */
function encodeRecv(ctx: ConnectionContext, delivery: Delivery, dup: boolean): RecvPacket {
  const session = ctx.cipher!
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
    type: PacketType.Recv,
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

/** Sends a receive; a stored one (seq > 0) is tracked until its receive-ack. */
export function deliver(
  ctx: ConnectionContext,
  message: StoredMessage,
  channelId: string,
  plain: Uint8Array,
): void {
  if (ctx.state !== 'open') return
  const delivery: Delivery = { message, channelId, plain }
  write(ctx, encodeRecv(ctx, delivery, false))
  if (message.messageSeq > 0) ctx.recvs.sent(message.messageId.toString(), delivery, ctx.options.now())
}

/** Re-sends, with the dup flag, the receives whose ack is overdue. */
export function retryOverdue(ctx: ConnectionContext, now: number): void {
  if (ctx.state !== 'open') return
  for (const delivery of ctx.recvs.due(now)) write(ctx, encodeRecv(ctx, delivery, true))
}
