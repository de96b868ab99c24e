import type { ApiClient } from '../client/create-api-client.js'
import { chatEditMessage, chatRevokeMessage } from '../contract/chat-extras.js'

/** A message as the chat bindings hold it: its channel and its server id. */
export interface ActionableMessage {
  readonly channel: { readonly channelID: string; readonly channelType: number }
  readonly messageID: string
}

/**
 * Recall and edit on the CrossMart server (server README "Chat": the extras change), in the shape
 * of @crossmart/im-react's `MessageActions`, for both apps: the shopper's and staff's own messages.
 * An edit keeps the content's other fields (a staff answer's `fromName`) and replaces its text.
 */
export function createMessageActions(api: ApiClient) {
  const ref = (message: ActionableMessage) => ({
    channelId: message.channel.channelID,
    channelType: message.channel.channelType,
    messageId: message.messageID,
  })
  return {
    revoke: (message: ActionableMessage) => api.call(chatRevokeMessage, ref(message)),
    edit: (message: ActionableMessage, content: object) =>
      api.call(chatEditMessage, {
        ...ref(message),
        content: JSON.stringify({
          ...content,
          type: 1,
          content: String((content as { content?: unknown }).content ?? ''),
        }),
      }),
  }
}
