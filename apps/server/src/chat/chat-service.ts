import type { ChatConversation, ChatMessage } from '@crossmart/api-client'
import type { ServerLanguage } from '../i18n/languages'
import type { ChatMode } from './chat-config'

/** Who calls, as the HTTP layer knows it. */
export interface ChatCaller {
  userId: number
  lang: ServerLanguage
  /** The request's origin (http://host:port), to derive the WebSocket address from. */
  origin: string
}

export interface ChannelRef {
  channelId: string
  channelType: number
}

export interface ChannelMessageRequest extends ChannelRef {
  startMessageSeq: number
  endMessageSeq: number
  limit: number
  pullMode: 0 | 1
}

export interface ServiceChannel extends ChannelRef {
  name: string
  avatar: string
}

/**
 * The chat calls of shop-spec §7 behind one interface (README "Chat"): the embedded
 * gateway answers them from this server's database; the WuKongIM client forwards them to a WuKongIM
 * server's HTTP API. Chosen by CHAT_MODE.
 */
export interface ChatService {
  readonly mode: ChatMode
  /** data.status 200 means proceed (shop-spec §7). */
  login(caller: ChatCaller): Promise<{ status: number }>
  /** uid, a fresh connection token and the WebSocket address. */
  connectInfo(caller: ChatCaller): Promise<{ uid: string; token: string; wsUrl: string }>
  recentConversations(
    caller: ChatCaller,
    /** `version` is a decimal 64-bit string ("0" = everything). */
    query: { version: string; msgCount: number },
  ): Promise<ChatConversation[]>
  channelMessages(
    caller: ChatCaller,
    query: ChannelMessageRequest,
  ): Promise<{ list: ChatMessage[]; more: boolean }>
  setUnread(
    caller: ChatCaller,
    channel: ChannelRef & { unread: number },
  ): Promise<ChannelRef & { unread: number }>
  deleteConversation(caller: ChatCaller, channel: ChannelRef): Promise<ChannelRef>
  /** The customer-service channel of a shop, or of the platform without merId. */
  serviceChannel(caller: ChatCaller, merId: number | undefined): Promise<ServiceChannel>
}

/** http://host -> ws://host/chat/ws, https -> wss. */
export function webSocketUrlFor(origin: string, path: string): string {
  const url = new URL(path, origin)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}
