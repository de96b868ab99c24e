/**
 * The lazily loaded half of the chat session: the SDK, the provider callbacks and the client's
 * creation. The session (chat-session.ts, part of the app shell) imports this module dynamically,
 * so the SDK is a chunk of its own that /home never downloads (shop README "Performance budget", scripts/perf-budget.ts).
 * Screens reach the SDK's helpers through `ChatConnection.sdk`, never by importing the SDK.
 */
import {
  type ApiClient,
  CHAT_COMMAND,
  ChatLoginError,
  chatGetServiceChannel,
  startChatSession,
} from '@crossmart/api-client'
import {
  channelsPlugin,
  conversationsPlugin,
  createImClient,
  extrasPlugin,
  logicalUnread,
  memoryStorage,
  messageSyncPlugin,
  receiptsPlugin,
  remindersPlugin,
  sharedTabsPlugin,
  storagePlugin,
  uploadsPlugin,
} from '@crossmart/im-sdk'
import { indexedDbStorage } from '@crossmart/im-sdk/indexeddb'
import { typingPlugin } from '@crossmart/im-sdk/typing'
import { createImageUploader } from '../../../lib/image-uploader'
import { CHAT_DB_PREFIX } from '../chat-constants'
import { sdk } from './chat-sdk'
import type { ChatConnection, ChatStartOptions, ServiceChannel } from './chat-types'

export { ChatLoginError }

/** The started chat and the function that tears it down. */
export interface StartedChat {
  connection: ChatConnection
  destroy(): void
}

/**
 * shop-spec §7: chat login (data.status 200 means proceed), then getWebSocketUrl's uid, token and
 * address open the socket. `stillWanted` is asked before the client exists: a logout meanwhile
 * stops the start without opening anything.
 */
export async function startChat(
  api: ApiClient,
  options: ChatStartOptions,
  stillWanted: () => boolean,
  onUnread: (total: number) => void,
): Promise<StartedChat | null> {
  // Quiet: a start may run in the background (the unread badges), where a toast over whatever page
  // is open would be noise; the chat screens show the session's error with a retry instead.
  const started = await startChatSession(api, {
    location: options.location,
    upload: options.upload ?? createImageUploader(options.uploadApi),
    quiet: true,
    stillWanted,
    createClient: (base) =>
      createImClient({
        ...base,
        // SDK README "Plugins": unsent messages and recent messages kept across reloads, history and
        // gap sync ("syncMessages"), read receipts ("messageRead"), the conversation list, image
        // messages, message extras (revoke, edit, read), the service's online state, reminders, and
        // one socket for all of the shopper's tabs (a second tab would kick the first).
        plugins: [
          storagePlugin(
            options.memoryStorage ? memoryStorage() : indexedDbStorage({ name: CHAT_DB_PREFIX + base.uid }),
          ),
          messageSyncPlugin(),
          receiptsPlugin(),
          conversationsPlugin(),
          uploadsPlugin(),
          extrasPlugin(),
          channelsPlugin(),
          remindersPlugin(),
          sharedTabsPlugin(options.tabs ?? {}),
          // "typing…" both ways (SDK README "Typing and other signals"): not stored, ends by itself.
          typingPlugin(),
        ],
        ...(options.transport ? { transport: options.transport } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
      }),
  })
  if (!started) return null
  const { client, uid } = started
  // shop-spec §3 chat state: the logical unread counts (chat-spec §5) of every conversation.
  const countUnread = () => {
    let total = 0
    for (const conversation of client.conversations.list()) total += logicalUnread(conversation)
    onUnread(total)
  }
  const offConversation = client.on('conversation', countUnread)
  // The server says a channel's message extras changed (a revoke, an edit, a read): fetch them.
  const offCommand = client.on('command', ({ message }) => {
    if (message.content['cmd'] === CHAT_COMMAND.extrasChanged)
      client.extras.sync(message.channel).catch(() => undefined)
  })
  const services = new Map<string, Promise<ServiceChannel>>()
  client.connect()
  // The badge's count; a failure already showed the api client's toast (shop-spec §8).
  void client.conversations.sync().then(countUnread, () => undefined)

  const connection: ChatConnection = {
    uid,
    client,
    sdk,
    serviceChannel(merId) {
      const key = merId === undefined ? '' : String(merId)
      let found = services.get(key)
      if (!found) {
        found = api
          .call(chatGetServiceChannel, merId === undefined ? {} : { merId })
          .then(({ channelId, channelType, name, avatar }) => ({
            channel: { channelID: channelId, channelType },
            name,
            avatar,
          }))
        // A failure is not kept: the next screen asks again.
        found.catch(() => services.delete(key))
        services.set(key, found)
      }
      return found
    },
  }
  return {
    connection,
    destroy() {
      offConversation()
      offCommand()
      client.destroy()
      onUnread(0)
    },
  }
}
