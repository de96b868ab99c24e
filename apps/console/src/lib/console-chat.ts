import {
  type ApiClient,
  CHAT_LOGIN_OK_STATUS,
  CHAT_PULL_MODE,
  type ChatConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetWebSocketUrl,
  chatLogin,
  chatReminderDone,
  chatSetUnread,
  chatSyncReminders,
  chatSyncSubscribers,
  type ChatMessage as WireMessage,
} from '@crossmart/api-client'
import {
  type ConversationInput,
  channelsPlugin,
  conversationsPlugin,
  type ImCallbacks,
  type MessageInput,
  memoryStorage,
  type PullMode,
  remindersPlugin,
  uploadsPlugin,
} from '@crossmart/im-sdk'
import type { ChatTransport } from './chat-transport'

/** Background chat calls repeat bodies on purpose (sync after reconnect): no duplicate-submit guard. */
const BACKGROUND = { skipDuplicateCheck: true } as const
const MAX_MSG_COUNT = 100
const MAX_MESSAGE_LIMIT = 500

const utf8 = new TextDecoder('utf-8')

/** `payload` is base64 of the content's JSON bytes (contract chatMessageSchema); unreadable -> type 0. */
function decodePayload(payload: string): unknown {
  try {
    const binary = atob(payload)
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return JSON.parse(utf8.decode(bytes))
  } catch {
    return { type: 0 }
  }
}

export function toMessageInput(message: WireMessage): MessageInput {
  return {
    messageID: message.messageId,
    messageSeq: message.messageSeq,
    clientMsgNo: message.clientMsgNo,
    fromUID: message.fromUid,
    channel: { channelID: message.channelId, channelType: message.channelType },
    timestamp: message.timestamp,
    content: decodePayload(message.payload),
    header: { reddot: message.reddot },
  }
}

function toConversationInput(conversation: ChatConversation): ConversationInput {
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

/** The SDK's provider callbacks (chat-spec §7) answered by /api/chat, as the shop's are. */
function chatCallbacks(api: ApiClient): ImCallbacks {
  return {
    async syncConversations({ version, msgCount }) {
      const data = await api.call(
        chatGetRecentConversation,
        { version, msgCount: Math.min(msgCount, MAX_MSG_COUNT) },
        BACKGROUND,
      )
      return data.list.map(toConversationInput)
    },
    async syncMessages({ channel, startMessageSeq, endMessageSeq, limit, pullMode }) {
      const data = await api.call(
        chatGetChannelMessage,
        {
          channelId: channel.channelID,
          channelType: channel.channelType,
          startMessageSeq,
          endMessageSeq,
          limit: Math.min(Math.max(limit, 1), MAX_MESSAGE_LIMIT),
          pullMode: pullMode === (CHAT_PULL_MODE.up as PullMode) ? CHAT_PULL_MODE.up : CHAT_PULL_MODE.down,
        },
        BACKGROUND,
      )
      return data.list.map(toMessageInput)
    },
    async messageRead(channel) {
      await api.call(
        chatSetUnread,
        { channelId: channel.channelID, channelType: channel.channelType, unread: 0 },
        BACKGROUND,
      )
    },
    // Team notes (console README "Team notes"): mentions and the team's members.
    async syncReminders({ version }) {
      const data = await api.call(chatSyncReminders, { version }, BACKGROUND)
      return data.list.map((r) => ({
        reminderID: r.reminderId,
        channel: { channelID: r.channelId, channelType: r.channelType },
        reminderType: r.reminderType,
        done: r.done,
        version: r.version,
        messageID: r.messageId,
        messageSeq: r.messageSeq,
        text: r.text,
        data: { fromUid: r.fromUid },
      }))
    },
    async reminderDone({ ids }) {
      await api.call(chatReminderDone, { ids: [...ids] }, BACKGROUND)
    },
    async syncSubscribers({ channel, version }) {
      const data = await api.call(
        chatSyncSubscribers,
        { channelId: channel.channelID, channelType: channel.channelType, version },
        BACKGROUND,
      )
      return data.list
    },
    async messageUploadTask({ file, signal }) {
      if (!(file instanceof Blob)) throw new TypeError('an image upload needs a Blob or File')
      return api.upload(file, { signal })
    },
  }
}

export class ChatLoginError extends Error {
  override readonly name = 'ChatLoginError'
  readonly code = 'CHAT_LOGIN'
}

/** A relative socket path (`/chat/ws`) is resolved against the page, ws: or wss: as the page is. */
export function socketAddress(wsUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//.test(wsUrl)) return wsUrl
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${wsUrl.startsWith('/') ? '' : '/'}${wsUrl}`
}

/**
 * The staff member's chat client (SDK README "Channels": staff address each conversation as
 * `mer_N_<uid>`): chat login, a fresh token before every reconnect, memory storage (a console tab
 * keeps nothing across reloads), the uploads plugin for images, reminders (mentions in team notes)
 * and channels (the team's members).
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
    address: socketAddress(info.wsUrl, location),
    // Device flag 2 (PC): a staff member's phone (flag 1) is not kicked by the console.
    deviceFlag: 2,
    storage: memoryStorage(),
    callbacks: chatCallbacks(api),
    plugins: [conversationsPlugin(), uploadsPlugin(), remindersPlugin(), channelsPlugin()],
    reconnect: {
      beforeReconnect: async () => {
        const next = await api.call(chatGetWebSocketUrl)
        return { token: next.token, address: socketAddress(next.wsUrl, location) }
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
