import type { ConversationInput, MessageInput } from '@crossmart/im-sdk'
import type { ChatConversation, ChatMessage } from '../contract/chat.js'

/**
 * The /api/chat shapes (shop-spec §7) as the SDK's provider callbacks expect them (chat-spec §7).
 * Only types come from the SDK: an app's bundle gets the SDK from the app, never from here.
 */

const utf8 = new TextDecoder('utf-8')

/** `payload` is base64 of the content's JSON bytes (contract chatMessageSchema). */
export function decodePayload(payload: string): unknown {
  const binary = atob(payload)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return JSON.parse(utf8.decode(bytes))
}

/** A stored message; an undecodable payload becomes unknown content (type 0), never a crash. */
export function toMessageInput(message: ChatMessage): MessageInput {
  let content: unknown
  try {
    content = decodePayload(message.payload)
  } catch {
    content = { type: 0 }
  }
  return {
    messageID: message.messageId,
    messageSeq: message.messageSeq,
    clientMsgNo: message.clientMsgNo,
    fromUID: message.fromUid,
    channel: { channelID: message.channelId, channelType: message.channelType },
    timestamp: message.timestamp,
    content,
    header: { reddot: message.reddot },
  }
}

/** chat-spec §5: browseTo feeds the logical unread count; the newest recent is the last message. */
export function toConversationInput(conversation: ChatConversation): ConversationInput {
  const last = conversation.recents[conversation.recents.length - 1]
  return {
    channel: { channelID: conversation.channelId, channelType: conversation.channelType },
    timestamp: conversation.timestamp,
    unread: conversation.unread,
    version: conversation.version,
    remoteExtra: { browseTo: conversation.browseTo },
    ...(last ? { lastMessage: toMessageInput(last) } : {}),
  }
}
