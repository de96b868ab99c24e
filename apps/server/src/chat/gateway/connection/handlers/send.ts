import { MAX_SEND_PAYLOAD_BYTES, PacketType, ReasonCode, type SendPacket } from '@crossmart/im-sdk/protocol'
import { startStopwatch } from '../../../../clock'
import { write } from '../lifecycle'
import type { ConnectionContext, SendOutcome } from '../types'

const NO_FLAGS = { dup: false, syncOnce: false, reddot: false, noPersist: false }

function sendack(
  ctx: ConnectionContext,
  packet: SendPacket,
  outcome: SendOutcome,
  elapsed: () => number,
): void {
  write(ctx, { type: PacketType.Sendack, header: NO_FLAGS, clientSeq: packet.clientSeq, ...outcome })
  ctx.options.observer?.sendAcked(outcome.reasonCode, elapsed())
}

/**
 * A send: rate limit (reason 22), payload size and decryption (9), msgKey (8), then the gateway
 * admits it; the send-ack follows once it is stored (PROTOCOL.md "Sending").
 */
export async function handleSend(ctx: ConnectionContext, packet: SendPacket): Promise<void> {
  const elapsed = startStopwatch()
  const refuse = (reasonCode: number) =>
    sendack(ctx, packet, { reasonCode, messageID: '0', messageSeq: 0 }, elapsed)
  if (!ctx.rateLimiter.take(ctx.options.now())) return refuse(ReasonCode.RateLimit)
  if (packet.payload.length > MAX_SEND_PAYLOAD_BYTES) return refuse(ReasonCode.PayloadDecodeError)
  const session = ctx.cipher!
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
  const { outcome } = await ctx.options.hooks.send(ctx.view, packet, plain)
  outcome.then(
    (result) => sendack(ctx, packet, result, elapsed),
    () => refuse(ReasonCode.SystemError),
  )
}
