import { ReasonCode, type SendPacket } from '@crossmart/im-sdk/protocol'
import type { Clock } from '../../../clock'
import type { Database } from '../../../db/database'
import type { Logger } from '../../../http/logger'
import { errorText } from '../../../observability/error-text'
import type { StoredChannel } from '../../channel-address'
import type { ChatDirectory } from '../../storage/directory-store'
import { findSentMessage, type NewMessage, type StoredMessage } from '../../storage/message-store'
import { isClientSignal } from '../client-signal'
import type { GatewayConnection, SendOutcome } from '../connection/types'
import { resolveChannel } from './channel-resolver'
import type { ChannelWriter } from './channel-writer'
import { checkContent } from './content-check'
import type { MessageIdGenerator } from './message-id'
import type { RecentSends } from './recent-sends'

export interface SendAdmissionDeps {
  db: Database
  clock: Clock
  logger: Logger
  directory: ChatDirectory
  ids: MessageIdGenerator
  writer: ChannelWriter
  recentSends: RecentSends
  /** Delivers a message that is not stored (noPersist) to who is online now. */
  deliverNow(message: StoredMessage, members: readonly string[]): void
  /** After a shopper's message to a service is stored (the automatic reply); absent when off. */
  afterShopperMessage?(channel: StoredChannel, members: readonly string[]): Promise<unknown>
  /**
   * Whether the sender may post this content (server README "The gateway": reason 11 when not): the
   * content policy lives with the uploads it checks, outside the gateway. Every content when absent.
   */
  mayPost?(uid: string, contentJson: string): Promise<boolean>
  /** After a client's message is stored; a failure is logged, the send is acked all the same. */
  afterStored?(message: StoredMessage): Promise<unknown>
}

const sendSuccess = (message: { messageId: bigint; messageSeq: number }): SendOutcome => ({
  reasonCode: ReasonCode.Success,
  messageID: message.messageId.toString(),
  messageSeq: message.messageSeq,
})
const refused = (reasonCode: number): SendOutcome => ({ reasonCode, messageID: '0', messageSeq: 0 })
const settled = (outcome: SendOutcome) => ({ outcome: Promise.resolve(outcome) })

/** The stored form of an accepted send (setting byte as PROTOCOL.md "Packet bodies" writes it). */
function newMessage(
  deps: SendAdmissionDeps,
  connection: GatewayConnection,
  packet: SendPacket,
  payload: string,
): NewMessage {
  return {
    messageId: deps.ids.next(),
    clientMsgNo: packet.clientMsgNo,
    clientSeq: packet.clientSeq,
    fromUid: connection.user!.uid,
    timestamp: Math.floor(deps.clock.now() / 1000),
    setting: (packet.setting.receipt ? 0x80 : 0) | (packet.setting.topic ? 0x08 : 0),
    reddot: packet.header.reddot,
    syncOnce: packet.header.syncOnce,
    expire: packet.expire,
    topic: packet.topic ?? null,
    streamNo: packet.streamNo ?? null,
    payload,
    receipt: packet.setting.receipt,
    originConnectionId: connection.id,
  }
}

/**
 * Admits a decrypted send (README "The gateway"): content and channel checks, a resend answered
 * with its first copy's ack, a noPersist send delivered at once, anything else queued on the
 * per-channel writer. Resolves once queued, with the eventual send-ack.
 */
export async function admitSend(
  deps: SendAdmissionDeps,
  connection: GatewayConnection,
  packet: SendPacket,
  plain: Uint8Array,
): Promise<{ outcome: Promise<SendOutcome> }> {
  const user = connection.user!
  const payload = checkContent(plain)
  if (payload === null) return settled(refused(ReasonCode.PayloadDecodeError))
  const resolution = await resolveChannel(deps.directory, user, packet.channelID, packet.channelType)
  if (!resolution.ok) return settled(refused(resolution.reasonCode))
  const { channel, members } = resolution
  // A typing / viewing signal passes the content policy only as noPersist (client-signal.ts).
  const signal = packet.header.noPersist && isClientSignal(payload)
  if (deps.mayPost && !signal && !(await deps.mayPost(user.uid, payload)))
    return settled(refused(ReasonCode.NotAllowSend))

  const earlier = deps.recentSends.find(user.uid, packet.clientMsgNo)
  if (earlier && earlier.canonicalId === channel.canonicalId) return settled(sendSuccess(earlier))
  if (packet.header.dup) {
    // A resend after a reconnect (or a restart): the first copy may be stored already.
    const stored = await findSentMessage(deps.db, channel, user.uid, packet.clientMsgNo)
    if (stored) return settled(sendSuccess(stored))
  }
  const message = newMessage(deps, connection, packet, payload)
  if (packet.header.noPersist) {
    // Not stored: no messageSeq, delivered only to who is online now.
    const transient: StoredMessage = { ...message, channel, messageSeq: 0 }
    deps.deliverNow(transient, members)
    return settled(sendSuccess(transient))
  }
  const outcome = deps.writer.write(channel, members, message).then((stored) => {
    deps.recentSends.remember(stored)
    deps.afterStored?.(stored).catch((error: unknown) => {
      deps.logger.warn('chat after-store hook failed', {
        channel: channel.canonicalId,
        error: errorText(error),
      })
    })
    if (channel.kind === 'service' && stored.fromUid === channel.shopperUid && deps.afterShopperMessage) {
      deps.afterShopperMessage(channel, members).catch((error: unknown) => {
        deps.logger.warn('chat auto reply failed', { channel: channel.canonicalId, error: errorText(error) })
      })
    }
    return sendSuccess(stored)
  })
  return { outcome }
}
