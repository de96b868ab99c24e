/**
 * The receive pipeline (chat-spec §4 "Incoming message"): check the integrity key, decrypt, send
 * the receive-ack, then route: command content (type 99) to command listeners, everything else to
 * message listeners and the channel's subscribers. A msgKey mismatch is logged and ignored (no ack,
 * no listener: chat-spec §5, PROTOCOL.md step 6). A redelivered message is acked again (so the
 * server stops resending) but not delivered twice.
 */

import { copyDefinedFields } from '../copy-defined-fields.js'
import type { Logger } from '../logger.js'
import { PACKET_RECVACK } from '../protocol/constants.js'
import type { RecvPacket } from '../protocol/index.js'
import type { ContentCodec } from './content.js'
import { isCommandContent } from './content.js'
import { createRecentIds, firstTime } from './dedupe.js'
import type { ChatLink } from './link.js'
import { type Message, TOPIC_AND_STREAM, toChannel } from './message.js'

export interface ReceivePipelineDeps {
  readonly link: ChatLink
  readonly logger: Logger
  readonly content: ContentCodec
  readonly dedupeWindow: number
  readonly onMessage: (message: Message) => void
  readonly onCommand: (message: Message) => void
}

export interface ReceivePipeline {
  onRecv(packet: RecvPacket): void
  clear(): void
}

export function createReceivePipeline(deps: ReceivePipelineDeps): ReceivePipeline {
  const { link, logger } = deps
  const delivered = createRecentIds(deps.dedupeWindow)

  return {
    onRecv(packet) {
      const session = link.session
      if (session === undefined) return
      const expected = session.cipher.recvMsgKey({
        messageID: packet.messageID,
        messageSeq: packet.messageSeq,
        clientMsgNo: packet.clientMsgNo,
        timestamp: packet.timestamp,
        fromUID: packet.fromUID,
        channelID: packet.channelID,
        channelType: packet.channelType,
        payload: packet.payload,
      })
      if (expected !== packet.msgKey) {
        // chat-spec §8: "illegal message with mismatched key: ignored" (logged only).
        logger.warn('illegal message: msgKey mismatch, ignored', { messageSeq: packet.messageSeq })
        return
      }
      let plain: Uint8Array | undefined
      try {
        plain = session.cipher.decrypt(packet.payload)
      } catch {
        // Authentic (the msgKey matched) but undecryptable: ack so the server stops resending,
        // deliver nothing.
        logger.warn('payload could not be decrypted', { messageSeq: packet.messageSeq })
      }
      // PROTOCOL.md: the receive-ack copies the receive's header flags.
      link.write({
        type: PACKET_RECVACK,
        header: {
          dup: false,
          noPersist: packet.header.noPersist,
          reddot: packet.header.reddot,
          syncOnce: packet.header.syncOnce,
        },
        messageID: packet.messageID,
        messageSeq: packet.messageSeq,
      })
      if (plain === undefined) return
      if (!firstTime(delivered, packet)) {
        logger.debug('duplicate message not delivered again', { messageSeq: packet.messageSeq })
        return
      }
      const channel = toChannel(packet)
      const message: Message = {
        messageID: packet.messageID,
        messageSeq: packet.messageSeq,
        clientMsgNo: packet.clientMsgNo,
        clientSeq: 0,
        fromUID: packet.fromUID,
        channel,
        timestamp: packet.timestamp,
        content: deps.content.decode(plain, { channel, fromUID: packet.fromUID }),
        status: 'normal',
        header: { ...packet.header },
        setting: { ...packet.setting },
        ...copyDefinedFields(packet, TOPIC_AND_STREAM),
        expire: packet.expire,
      }
      if (isCommandContent(message.content)) deps.onCommand(message)
      else deps.onMessage(message)
    },
    clear() {
      delivered.clear()
    },
  }
}
