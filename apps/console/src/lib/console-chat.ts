import { type ApiClient, CHAT_COMMAND, ChatLoginError, startChatSession } from '@crossmart/api-client'
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

export { ChatLoginError }

/**
 * The staff member's chat client (SDK README "Channels": staff address each conversation as
 * `mer_N_<uid>`): chat login, a fresh token before every reconnect, no storage plugin (a console
 * tab keeps its messages in memory only, nothing across reloads), history and read receipts, the
 * uploads plugin for images, message extras (revoke, edit, read counts), reminders (mentions in team
 * notes) and channels (the team's members).
 */
export async function startConsoleChat(
  api: ApiClient,
  transport: ChatTransport,
  location: Pick<Location, 'protocol' | 'host'>,
) {
  const started = await startChatSession(api, {
    location,
    // An image goes up with the api client's upload (no progress bar here).
    upload: (file, { signal }) => api.upload(file, { signal }),
    createClient: (base) =>
      transport.createClient({
        ...base,
        // Device flag 2 (PC): a staff member's phone (flag 1) is not kicked by the console.
        deviceFlag: 2,
        // History and gap sync, read receipts, the list, images, message extras (a shopper's recall
        // or edit reaches the open conversation), mentions, the team (SDK README "Plugins").
        plugins: [
          messageSyncPlugin(),
          receiptsPlugin(),
          conversationsPlugin(),
          uploadsPlugin(),
          extrasPlugin(),
          remindersPlugin(),
          channelsPlugin(),
          // "typing…" both ways and who of the team is viewing a conversation (SDK README "Typing
          // and other signals"): short-lived signals the server never stores.
          typingPlugin(),
        ],
      }),
  })
  const { client } = started
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
    if (message.content['cmd'] === CHAT_COMMAND.remindersChanged) syncReminders()
    // A channel's message extras changed (a revoke, an edit, a read): fetch them.
    if (message.content['cmd'] === CHAT_COMMAND.extrasChanged)
      client.extras.sync(message.channel).catch(() => undefined)
  })
  client.connect()
  return client
}

export type ConsoleChatClient = Awaited<ReturnType<typeof startConsoleChat>>
