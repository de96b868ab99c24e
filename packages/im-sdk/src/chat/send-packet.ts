/**
 * The send packet of a queued message (chat-spec §3 "send", §7): the payload AES-CBC encrypted with
 * the session's key and the msgKey digest beside it. A rewrite after a reconnect carries the dup flag.
 */

import { errorCode } from '../coded-error.js'
import type { Session } from '../connection/handshake.js'
import { copyDefinedFields } from '../copy-defined-fields.js'
import type { Logger } from '../logger.js'
import { PACKET_SEND } from '../protocol/constants.js'
import type { SendPacket } from '../protocol/index.js'
import type { ChatLink } from './link.js'
import { type Message, TOPIC_AND_STREAM_NO } from './message.js'
import type { SendQueue } from './send-queue.js'
import type { WriteResult } from './send-window.js'

export function sendPacket(message: Message, plain: Uint8Array, session: Session, dup: boolean): SendPacket {
  const m = message
  const payload = session.cipher.encrypt(plain)
  return {
    type: PACKET_SEND,
    header: { ...m.header, dup },
    setting: m.setting,
    clientSeq: m.clientSeq,
    clientMsgNo: m.clientMsgNo,
    ...copyDefinedFields(m, TOPIC_AND_STREAM_NO),
    channelID: m.channel.channelID,
    channelType: m.channel.channelType,
    expire: m.expire,
    msgKey: session.cipher.sendMsgKey({
      clientSeq: m.clientSeq,
      clientMsgNo: m.clientMsgNo,
      channelID: m.channel.channelID,
      channelType: m.channel.channelType,
      payload,
    }),
    payload,
  }
}

/** Writes the first queued message; a packet the codec refuses fails that message (reason encode). */
export function writeNext(queue: SendQueue, link: ChatLink, logger: Logger): WriteResult {
  const entry = queue.next()
  if (entry === undefined) return 'empty'
  const session = link.session
  if (session === undefined) return 'notConnected'
  try {
    if (!link.write(sendPacket(entry.message, entry.plain, session, entry.written))) return 'notConnected'
  } catch (error) {
    logger.warn('send packet could not be encoded', { code: errorCode(error) })
    queue.fail(entry, 'encode')
    return 'failed'
  }
  queue.written(entry)
  return 'ok'
}
