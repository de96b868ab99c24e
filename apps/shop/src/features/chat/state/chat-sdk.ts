import {
  compareConversations,
  displayContent,
  imageContent,
  logicalUnread,
  memoryStorage,
  textContent,
} from '@crossmart/im-sdk'

/**
 * The SDK helpers the chat screens use, reached through `ChatConnection.sdk` so no screen imports
 * the SDK itself. Only start-chat.ts (a lazy chunk) imports this module at run time; chat-types.ts
 * takes its type.
 */
export const sdk = {
  compareConversations,
  displayContent,
  imageContent,
  logicalUnread,
  memoryStorage,
  textContent,
}

export type ChatSdk = typeof sdk
