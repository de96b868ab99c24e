import type {
  ChannelManager,
  ChatMessage,
  ConversationManager,
  ExtrasApi,
  ImClient,
  MessageContent,
  ReminderManager,
  UploadsApi,
} from '@crossmart/im-sdk'
import type { TypingApi } from '@crossmart/im-sdk/typing'

/**
 * The client the hooks take: any `createImClient()` result. The plugins' managers are optional
 * here; a hook that needs one throws `PLUGIN_MISSING` when the client has none.
 */
export type BindableClient = ImClient & {
  readonly conversations?: ConversationManager
  readonly extras?: ExtrasApi
  readonly channels?: ChannelManager
  readonly reminders?: ReminderManager
  readonly uploads?: UploadsApi
  readonly typing?: TypingApi
}

/**
 * Recall and edit are server calls of the app (a WuKongIM server and a CrossMart server each have
 * their own endpoint): the app says how; the hooks then fetch the changed extras.
 */
export interface MessageActions {
  revoke(message: ChatMessage): Promise<unknown>
  edit(message: ChatMessage, content: MessageContent): Promise<unknown>
}
