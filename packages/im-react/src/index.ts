// @crossmart/im-react: React 19 bindings for @crossmart/im-sdk (README "API").
export {
  type ChannelMessages,
  type ChannelMessagesOptions,
  type ChannelMessagesState,
  createChannelMessages,
  DEFAULT_EXTRAS_COMMANDS,
  DEFAULT_MAX_RESTORE_PAGES,
  DEFAULT_PAGE_SIZE,
  EMPTY_CHANNEL_MESSAGES,
  type HistoryState,
  type LastChange,
  type NewerState,
} from './channel-messages.js'
export type { BindableClient, MessageActions } from './client-type.js'
export { ImReactError, type ImReactErrorCode } from './errors.js'
export { ImProvider, type ImProviderProps } from './im-provider.js'
export { imageSize } from './image-size.js'
export {
  compareMessages,
  mergeMessages,
  messageKey,
  newerCopy,
  newestSeq,
  oldestSeq,
  sameMessage,
} from './message-list.js'
export { ImClientProvider, type ImClientProviderProps, useImClient } from './provider.js'
export { type UseChannelInfoOptions, useChannelInfo } from './use-channel-info.js'
export {
  type ChannelMessagesView,
  type UseChannelMessagesOptions,
  useChannelMessages,
} from './use-channel-messages.js'
export { type ConnectionView, NO_CONNECTION, useConnectionStatus } from './use-connection-status.js'
export {
  type ConversationItem,
  type ConversationsView,
  NO_CONVERSATIONS,
  useConversations,
} from './use-conversations.js'
export { type TypingView, useSignals, useTyping } from './use-typing.js'
export { useUploads } from './use-uploads.js'
