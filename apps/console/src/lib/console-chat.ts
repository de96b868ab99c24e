import {
  type ApiClient,
  CHAT_LOGIN_OK_STATUS,
  chatGetWebSocketUrl,
  chatLogin,
  createChatCallbacks,
  productCardDefinition,
  resolveSocketAddress,
} from '@crossmart/api-client'
import {
  channelsPlugin,
  conversationsPlugin,
  extrasPlugin,
  messageSyncPlugin,
  receiptsPlugin,
  remindersPlugin,
  uploadsPlugin,
} from '@crossmart/im-sdk'
import { typingPlugin } from '@crossmart/im-sdk/typing'
import type { ChatTransport } from './chat-transport'

export class ChatLoginError extends Error {
  override readonly name = 'ChatLoginError'
  readonly code = 'CHAT_LOGIN'
}

/**
 * The staff member's chat client (SDK README "Channels": staff address each conversation as
 * `mer_N_<uid>`): chat login, a fresh token before every reconnect, no storage plugin (a console
 * tab keeps its messages in memory only, nothing across reloads), history and read receipts, the
 * uploads plugin for images, message extras (revoke, edit, read counts), reminders (mentions in team notes) and channels (the team's members).
 */
export async function startConsoleChat(
  api: ApiClient,
  transport: ChatTransport,
  location: Pick<Location, 'protocol' | 'host'>,
) {
  const login = await api.call(chatLogin)
  if (login.status !== CHAT_LOGIN_OK_STATUS) throw new ChatLoginError(`chat login answered ${login.status}`)
  const info = await api.call(chatGetWebSocketUrl)
  const client = transport.createClient({
    uid: info.uid,
    token: info.token,
    address: resolveSocketAddress(info.wsUrl, location),
    // Device flag 2 (PC): a staff member's phone (flag 1) is not kicked by the console.
    deviceFlag: 2,
    // The shop's callbacks; an image goes up with the api client's upload (no progress bar here).
    callbacks: createChatCallbacks(api, (file, { signal }) => api.upload(file, { signal })),
    // Issue #30: the shopper's product cards decode as themselves (not unknown content).
    contentTypes: [productCardDefinition],
    // History and gap sync, read receipts, the list, images, message extras (a shopper's recall or
    // edit reaches the open conversation), mentions, the team (SDK README "Plugins").
    plugins: [
      messageSyncPlugin(),
      receiptsPlugin(),
      conversationsPlugin(),
      uploadsPlugin(),
      // Message extras: a shopper's edit or recall shows here as it does in the shop (issue #32).
      extrasPlugin(),
      remindersPlugin(),
      channelsPlugin(),
      // "typing…" both ways and who of the team is viewing a conversation (issue #29; SDK README
      // "Typing and other signals"): short-lived signals the server never stores.
      typingPlugin(),
    ],
    reconnect: {
      beforeReconnect: async () => {
        const next = await api.call(chatGetWebSocketUrl)
        return { token: next.token, address: resolveSocketAddress(next.wsUrl, location) }
      },
    },
  })
  // Mentions reach the badge without a reload: reminders are synced on every (re)connect (what
  // arrived while away) and when the server says they changed. A failed sync is retried by the
  // next connect or command.
  const syncReminders = () => {
    client.reminders.sync().catch(() => undefined)
  }
  client.on('status', ({ status }) => {
    if (status === 'Connected') syncReminders()
  })
  client.on('command', ({ message }) => {
    if (message.content['cmd'] === REMINDERS_CHANGED_COMMAND) syncReminders()
    // A channel's message extras changed (a revoke, an edit, a read): fetch them.
    if (message.content['cmd'] === EXTRAS_CHANGED_COMMAND)
      client.extras.sync(message.channel).catch(() => undefined)
  })
  client.connect()
  return client
}

/**
 * The command (content type 99) the server sends a member once their mention reminders are stored
 * (server README "The other provider callbacks").
 */
export const REMINDERS_CHANGED_COMMAND = 'syncReminders'

export type ConsoleChatClient = Awaited<ReturnType<typeof startConsoleChat>>

/** The command telling a channel's devices its message extras changed (server README "Chat"). */
export const EXTRAS_CHANGED_COMMAND = 'syncMessageExtra'
