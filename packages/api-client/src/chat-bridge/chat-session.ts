import type { ContentDefinition, ImCallbacks } from '@crossmart/im-sdk'
import type { ApiClient } from '../client/create-api-client.js'
import { chatGetWebSocketUrl, chatLogin } from '../contract/chat.js'
import { orderCardDefinition } from '../contract/chat-order-card.js'
import { productCardDefinition } from '../contract/chat-product-card.js'
import { CHAT_LOGIN_OK_STATUS } from '../contract/constants.js'
import { createChatCallbacks, type ImageUploader } from './chat-callbacks.js'
import { type PageLocation, resolveSocketAddress } from './socket-address.js'

/** Commands (content type 99) the server sends to a channel's devices (server README "Chat"). */
export const CHAT_COMMAND = {
  /** A channel's message extras changed (a revoke, an edit, a read): fetch them. */
  extrasChanged: 'syncMessageExtra',
  /** The member's mention reminders were stored: fetch them. */
  remindersChanged: 'syncReminders',
} as const

/** shop-spec §7: the chat login answered another status than CHAT_LOGIN_OK_STATUS. */
export class ChatLoginError extends Error {
  override readonly name = 'ChatLoginError'
  readonly code = 'CHAT_LOGIN'
  constructor(readonly status: number) {
    super(`chat login answered status ${status} (expected ${CHAT_LOGIN_OK_STATUS})`)
  }
}

/**
 * What every chat client of the apps is made with: who, where, the provider callbacks over the
 * /api/chat contract, the product card's content type and a fresh token before every reconnect.
 * The app adds its plugins, storage, device flag and transport.
 */
export interface ChatClientBase {
  uid: string
  token: string
  address: string
  callbacks: ImCallbacks
  contentTypes: readonly ContentDefinition[]
  reconnect: { beforeReconnect(): Promise<{ token: string; address: string }> }
}

export interface ChatSessionOptions<C> {
  /** The page's protocol and host: a relative or missing socket address is resolved against them. */
  location: PageLocation
  /** How a chat image goes up (with progress where the app shows it). */
  upload: ImageUploader
  /** Calls without the api client's error toast: a start in the background (an unread badge). */
  quiet?: boolean
  /** Asked once the address is known: false (a logout meanwhile) stops before a client exists. */
  stillWanted?(): boolean
  createClient(base: ChatClientBase): C
}

/**
 * shop-spec §7: chat login (data.status 200 means proceed), then getWebSocketUrl's uid, token and
 * address make the client; its reconnects ask for the token again (it may have been renewed or
 * revoked). Null when `stillWanted` said no.
 */
export function startChatSession<C>(
  api: ApiClient,
  options: ChatSessionOptions<C> & { stillWanted?: undefined },
): Promise<{ uid: string; client: C }>
export function startChatSession<C>(
  api: ApiClient,
  options: ChatSessionOptions<C>,
): Promise<{ uid: string; client: C } | null>
export async function startChatSession<C>(
  api: ApiClient,
  options: ChatSessionOptions<C>,
): Promise<{ uid: string; client: C } | null> {
  const callOptions = { quiet: options.quiet ?? false }
  const login = await api.call(chatLogin, undefined, callOptions)
  if (login.status !== CHAT_LOGIN_OK_STATUS) throw new ChatLoginError(login.status)
  const info = await api.call(chatGetWebSocketUrl, undefined, callOptions)
  if (options.stillWanted && !options.stillWanted()) return null
  const addressOf = (wsUrl: string) => resolveSocketAddress(wsUrl, options.location)
  const client = options.createClient({
    uid: info.uid,
    token: info.token,
    address: addressOf(info.wsUrl),
    callbacks: createChatCallbacks(api, options.upload),
    // Product and order cards decode as themselves and list as "[Product] <name>" / "[Order] <number>".
    contentTypes: [productCardDefinition, orderCardDefinition],
    reconnect: {
      beforeReconnect: async () => {
        const next = await api.call(chatGetWebSocketUrl, undefined, callOptions)
        return { token: next.token, address: addressOf(next.wsUrl) }
      },
    },
  })
  return { uid: info.uid, client }
}
